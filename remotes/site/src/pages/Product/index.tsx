/** /product (产品市场) and /material (产品分类): every category's products, with anchors. */
import type { QueryClient } from '@tanstack/react-query';
import { frontBannersQuery, startQueries } from '../../api/queries';
import { BannerCarousel } from '../../components/BannerCarousel';
import { PageHero } from '../../components/PageHero';
import { ProductCatalogue } from '../../components/ProductCatalogue';

const CHANNEL = '产品市场';

/** The banners, asked for while the shell starts (see startQueries); the store is the SDK's query. */
export function prefetch(client: QueryClient) {
  startQueries(client, [frontBannersQuery(CHANNEL)]);
}

export default function Product() {
  return (
    <div className="pub-page">
      <BannerCarousel
        channelName={CHANNEL}
        fallback={<PageHero title="产品市场" lead="精选工业应用 按需购买 即开即用" />}
      />
      <ProductCatalogue />
    </div>
  );
}
