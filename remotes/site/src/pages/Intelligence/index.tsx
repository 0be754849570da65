/** /product/intelligence: an AI application of the AI market (`?id=`), or the market without one. */
import { Navigate } from 'react-router-dom';
import type { Schema } from '@platform/sdk';
import { ProductBanner } from '../../components/product/ProductBanner';
import { ConsultBand, Functions, IntroTabs, Scenes } from '../../components/product/ProductSections';
import { ProductView } from '../../components/product/ProductStates';
import '../../components/product/product-detail.css';

export default function Intelligence() {
  return <ProductView withoutId={<Navigate to="/ai/application" replace />}>{(detail) => <AiProduct detail={detail} />}</ProductView>;
}

function AiProduct({ detail }: { detail: Schema<'ProductDetail'> }) {
  return (
    <div className="pub-page">
      <ProductBanner product={detail} variant={2} />
      <div className="pub-container pd-ai-facts">
        <span className={`pub-tag ${detail.online === 1 ? 'pub-tag--green' : 'pub-tag--gray'}`}>
          {detail.online === 1 ? '已上线' : '该应用还未上线, 敬请期待'}
        </span>
        {detail.online === 1 ? <span>已有 {detail.usingCompanyCount} 家企业在用</span> : null}
      </div>
      <IntroTabs product={detail} />
      <Functions product={detail} />
      <Scenes product={detail} />
      <ConsultBand product={detail} />
    </div>
  );
}
