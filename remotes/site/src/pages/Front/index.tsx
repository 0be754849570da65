/**
 * /front, the home page. Built with plain components and CSS only: it is the
 * first page most visitors load, so it brings no antd along.
 */
import { BannerCarousel } from '../../components/BannerCarousel';
import { PageHero } from '../../components/PageHero';
import { HomeCases } from './HomeCases';
import { HomeNews } from './HomeNews';
import { HomeProducts } from './HomeProducts';
import { HomeScenes } from './HomeScenes';
import { HomeSolutions } from './HomeSolutions';
import { HomeStore } from './HomeStore';
import './front.css';

export default function Front() {
  return (
    <div className="pub-page home">
      <BannerCarousel
        channelName="首页"
        fallback={<PageHero title="工业互联网平台" lead="连接设备、连接企业、连接产业链，助力制造企业数字化转型" />}
      />
      <HomeProducts />
      <HomeSolutions />
      <HomeScenes />
      <HomeStore />
      <HomeCases />
      <HomeNews />
    </div>
  );
}
