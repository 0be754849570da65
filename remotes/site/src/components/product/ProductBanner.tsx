/** The product banner: name, slogan and the buttons operationContent switches on. */
import { Link } from 'react-router-dom';
import { CONSULT_PATH } from '@platform/sdk';
import type { ProductDetail } from '../../api';
import { Picture } from '../Picture';

/** Where a banner button leads, by what it says. */
export function buttonTarget(name: string, product: ProductDetail): string {
  if (name.includes('购买')) return `/product/purchase?productId=${product.id}`;
  if (name.includes('申报')) {
    const params = new URLSearchParams({
      productId: String(product.id),
      productName: product.name,
      channelType: String(product.channelType),
    });
    return `/product/declare?${params.toString()}`;
  }
  return CONSULT_PATH;
}

export function BannerButtons({ product }: { product: ProductDetail }) {
  const buttons = product.operationContent.filter((button) => button.checked).sort((a, b) => a.index - b.index);
  return (
    <div className="pd-banner__actions">
      {buttons.map((button, i) => (
        <Link
          key={button.name}
          to={buttonTarget(button.name, product)}
          className={`pub-btn ${i === 0 ? 'pub-btn--primary' : 'pub-btn--light'}`}
        >
          {button.name}
        </Link>
      ))}
    </div>
  );
}

export function ProductBanner({ product, variant }: { product: ProductDetail; variant: 1 | 2 }) {
  return (
    <div className={`pd-banner pd-banner--${variant}`}>
      <Picture src={product.sloganImage} alt="" className="pd-banner__bg" eager />
      <div className="pub-container pd-banner__inner">
        {variant === 2 ? <Picture src={product.icon} alt="" className="pd-banner__icon" eager /> : null}
        <p className="pd-banner__category">
          {product.categoryName}
          {product.typeName ? ` · ${product.typeName}` : ''}
        </p>
        <h1 className="pd-banner__name" data-testid="product-name">
          {product.name}
        </h1>
        <p className="pd-banner__slogan" data-testid="product-slogan">
          {product.slogan}
        </p>
        <BannerButtons product={product} />
      </div>
    </div>
  );
}
