/** /product/productTemplate2: a product's detail page, template 2. */
import type { Schema } from '@platform/sdk';
import { ProductBanner } from '../../components/product/ProductBanner';
import {
  Advantages,
  ConsultBand,
  Functions,
  IntroTabs,
  Recommended,
  Scenes,
  Versions,
} from '../../components/product/ProductSections';
import { ProductApis } from '../../components/product/ProductApis';
import { ProductView } from '../../components/product/ProductStates';
import '../../components/product/product-detail.css';

export default function ProductTemplate2() {
  return <ProductView>{(detail) => <Template2 detail={detail} />}</ProductView>;
}

function Template2({ detail }: { detail: Schema<'ProductDetail'> }) {
  return (
    <div className="pub-page">
      <ProductBanner product={detail} variant={2} />
      <IntroTabs product={detail} />
      <Advantages product={detail} template={2} />
      <Functions product={detail} />
      <Scenes product={detail} />
      <Versions product={detail} />
      <ProductApis product={detail} />
      <Recommended product={detail} />
      <ConsultBand product={detail} />
    </div>
  );
}
