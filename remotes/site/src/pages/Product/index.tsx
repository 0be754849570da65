/** /product (产品市场) and /material (产品分类): every category's products, with anchors. */
import { BannerCarousel } from '../../components/BannerCarousel';
import { PageHero } from '../../components/PageHero';
import { ProductCatalogue } from '../../components/ProductCatalogue';

export default function Product() {
  return (
    <div className="pub-page">
      <BannerCarousel
        channelName="产品市场"
        fallback={<PageHero title="产品市场" lead="精选工业应用 按需购买 即开即用" />}
      />
      <ProductCatalogue />
    </div>
  );
}
