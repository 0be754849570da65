/** The product a purchase or a declaration is about: icon, name and slogan. */
import type { Schema } from '@platform/sdk';

export function ProductHeader({ product }: { product: Pick<Schema<'ProductDetail'>, 'icon' | 'name' | 'slogan'> }) {
  return (
    <div className="od-product">
      {product.icon ? <img className="od-product__icon" src={product.icon} alt="" /> : null}
      <div className="od-product__text">
        <h1 className="od-product__name">{product.name}</h1>
        {product.slogan ? <p className="od-product__slogan">{product.slogan}</p> : null}
      </div>
    </div>
  );
}
