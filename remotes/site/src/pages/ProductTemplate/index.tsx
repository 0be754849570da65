/** /product/productTemplate: a product's detail page, template 1 (template 2 products move to their page). */
import { Navigate } from 'react-router-dom';
import type { Schema } from '@platform/sdk';
import { ProductBanner } from '../../components/product/ProductBanner';
import {
  Advantages,
  ConsultBand,
  Functions,
  IntroRows,
  Recommended,
  Scenes,
  Versions,
} from '../../components/product/ProductSections';
import { ProductApis } from '../../components/product/ProductApis';
import { ProductView } from '../../components/product/ProductStates';
import '../../components/product/product-detail.css';

export default function ProductTemplate() {
  return (
    <ProductView>
      {(detail, id, type) =>
        detail.templateType === 2 ? (
          <Navigate to={`/product/productTemplate2?id=${encodeURIComponent(id)}&type=${encodeURIComponent(type)}`} replace />
        ) : (
          <Template1 detail={detail} />
        )
      }
    </ProductView>
  );
}

function Template1({ detail }: { detail: Schema<'ProductDetail'> }) {
  return (
    <div className="pub-page">
      <ProductBanner product={detail} variant={1} />
      <IntroRows product={detail} />
      <Functions product={detail} />
      <Advantages product={detail} template={1} />
      <Scenes product={detail} />
      <Versions product={detail} />
      <ProductApis product={detail} />
      <Recommended product={detail} />
      <ConsultBand product={detail} />
    </div>
  );
}
