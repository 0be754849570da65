/** A product in the public site's lists (icon, name, 免费/AI tags, slogan, category, its lowest price a year), linking to its detail page, and its loading skeleton. */
import { Link } from 'react-router-dom';
import { formatAmount, productPath, type Schema } from '@platform/sdk';
import { Picture } from './Picture';
import { Bone, Bones } from './states';
import './site.css';

type Product = Schema<'ProductCard'>;

/** A product in a list: icon, name, slogan and its category; opens its detail page. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Link to={productPath(product)} className="pub-product">
      <Picture src={product.icon} alt="" className="pub-product__icon" />
      <span className="pub-product__body">
        <span className="pub-product__name">
          {product.name}
          {product.isFree === 1 ? <span className="pub-tag pub-tag--green">免费</span> : null}
          {product.isAi === 1 ? <span className="pub-tag pub-tag--purple">AI</span> : null}
        </span>
        <span className="pub-product__slogan">{product.slogan}</span>
        <span className="pub-product__meta">
          <span>
            {product.categoryName ?? ''}
            {product.typeName ? ` · ${product.typeName}` : ''}
          </span>
          {product.isFree !== 1 && product.lowestPrice ? (
            <span className="pub-product__price" data-testid="product-price">
              ¥{formatAmount(product.lowestPrice)}
              <small>/年起</small>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** A product card while the list loads, as tall as a card whose slogan takes its two lines. */
export function ProductCardSkeleton() {
  return (
    <span className="pub-product">
      <span className="pub-product__icon pub-bone-box" />
      <span className="pub-product__body pub-product__body--skeleton">
        <span className="pub-product__name">
          <Bone width="50%" />
        </span>
        <span className="pub-product__slogan">
          <Bones lines={2} />
        </span>
        <span className="pub-product__meta">
          <Bone width="40%" />
        </span>
      </span>
    </span>
  );
}
