/** /product/productTemplate2: a product's detail page, template 2. */
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
import { ProductFailed, ProductLoading, ProductMissing } from '../../components/product/ProductStates';
import { useProductPage } from '../../components/product/useProductPage';
import '../../components/product/product-detail.css';

export default function ProductTemplate2() {
  const { product, missing } = useProductPage();
  if (missing) return <ProductMissing />;
  if (product.isPending) return <ProductLoading />;
  if (product.isError) return <ProductFailed error={product.error} onRetry={() => void product.refetch()} />;
  const detail = product.data;
  return (
    <div className="pub-page">
      <ProductBanner product={detail} variant={2} />
      <IntroTabs product={detail} />
      <Advantages product={detail} template={2} />
      <Functions product={detail} />
      <Scenes product={detail} />
      <Versions product={detail} />
      <Recommended product={detail} />
      <ConsultBand product={detail} />
    </div>
  );
}
