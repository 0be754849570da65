/** /product/productTemplate: a product's detail page, template 1 (template 2 products move to their page). */
import { Navigate } from 'react-router-dom';
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
import { ProductFailed, ProductLoading, ProductMissing } from '../../components/product/ProductStates';
import { useProductPage } from '../../components/product/useProductPage';
import '../../components/product/product-detail.css';

export default function ProductTemplate() {
  const { id, type, product, missing } = useProductPage();
  if (missing) return <ProductMissing />;
  if (product.isPending) return <ProductLoading />;
  if (product.isError) return <ProductFailed error={product.error} onRetry={() => void product.refetch()} />;
  const detail = product.data;
  if (detail.templateType === 2) {
    return <Navigate to={`/product/productTemplate2?id=${encodeURIComponent(id!)}&type=${encodeURIComponent(type)}`} replace />;
  }
  return (
    <div className="pub-page">
      <ProductBanner product={detail} variant={1} />
      <IntroRows product={detail} />
      <Functions product={detail} />
      <Advantages product={detail} template={1} />
      <Scenes product={detail} />
      <Versions product={detail} />
      <Recommended product={detail} />
      <ConsultBand product={detail} />
    </div>
  );
}
