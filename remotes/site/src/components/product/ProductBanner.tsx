/** The product banner: name, slogan, who supplies it and the buttons operationContent switches on; without a banner picture the product's icon stands in. */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify, useAuth, type Schema } from '@platform/sdk';
import { consultPath } from '../ConsultLink';
import { siteApi } from '../../api';
import { Picture } from '../Picture';

type ProductDetail = Schema<'ProductDetail'>;

/** A free product's 免费开通: adds its first service to the company (main account), then shows the console; visitors log in first and come back. */
function OpenFreeButton({ product, name, primary }: { product: ProductDetail; name: string; primary: boolean }) {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (!isLoggedIn) {
      navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
      return;
    }
    const domain = product.productDomainList[0];
    if (!domain) {
      notify.warning('该产品下没有应用，请联系管理员');
      return;
    }
    setBusy(true);
    try {
      await siteApi.openFreeApp(domain.id);
      notify.success('开通成功，可在工作台打开');
      navigate('/home/console');
    } catch {
      // The client showed the server's reason (not a main account, taken off the market).
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`pub-btn ${primary ? 'pub-btn--primary' : 'pub-btn--light'}`} onClick={open} disabled={busy}>
      {name}
    </button>
  );
}

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
  return consultPath(product.name);
}

export function BannerButtons({ product }: { product: ProductDetail }) {
  const buttons = product.operationContent.filter((button) => button.checked).sort((a, b) => a.index - b.index);
  return (
    <div className="pd-banner__actions">
      {buttons.map((button, i) =>
        button.name.includes('开通') && product.isFree === 1 ? (
          <OpenFreeButton key={button.name} product={product} name={button.name} primary={i === 0} />
        ) : (
        <Link
          key={button.name}
          to={buttonTarget(button.name, product)}
          className={`pub-btn ${i === 0 ? 'pub-btn--primary' : 'pub-btn--light'}`}
        >
          {button.name}
        </Link>
        ),
      )}
    </div>
  );
}

export function ProductBanner({ product, variant }: { product: ProductDetail; variant: 1 | 2 }) {
  // A partner's app has an icon but no banner picture: the icon stands beside the name on a plain band.
  const plain = !product.sloganImage;
  return (
    <div className={`pd-banner pub-band pd-banner--${variant}${plain ? ' pd-banner--plain' : ''}`}>
      {plain ? null : <Picture src={product.sloganImage} alt="" className="pd-banner__bg pub-band__img" eager />}
      <div className="pub-container pd-banner__inner pub-band__inner">
        {variant === 2 || plain ? <Picture src={product.icon} alt="" className="pd-banner__icon" eager /> : null}
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
        {product.supplierName ? (
          <p className="pd-banner__supplier" data-testid="product-supplier">
            服务提供方：{product.supplierName}
          </p>
        ) : null}
        <BannerButtons product={product} />
      </div>
    </div>
  );
}
