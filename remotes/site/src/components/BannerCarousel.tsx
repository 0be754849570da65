/** The banners of a channel's page (getFrontBanner), turning every 3 s. */
import type { ReactNode } from 'react';
import { SITE_LIMITS, type Schema } from '@platform/sdk';
import { useFrontBanners } from '../api/queries';
import { Carousel } from './Carousel';
import { Picture } from './Picture';
import { SmartLink } from './SmartLink';
import './site.css';

function Slide({ banner, first }: { banner: Schema<'Banner'>; first: boolean }) {
  const alt = [banner.firstLevelTitle, banner.secondLevelTitle].filter(Boolean).join(' ');
  // The picture carries the designed titles; the short text and the button sit under them.
  const body = (
    <>
      <Picture src={banner.bannerImg} alt={alt || '轮播图'} className="pub-banner__img" eager={first} />
      {banner.content ? (
        <span className="pub-banner__caption">
          <span className="pub-banner__content">{banner.content}</span>
          {banner.link ? <span className="pub-banner__more">了解详情</span> : null}
        </span>
      ) : null}
    </>
  );
  return banner.link ? (
    <SmartLink to={banner.link} className="pub-banner__slide">
      {body}
    </SmartLink>
  ) : (
    <div className="pub-banner__slide">{body}</div>
  );
}

export interface BannerCarouselProps {
  /** The channel whose banners show (首页, 产品市场...). */
  channelName: string;
  /** Shown when the channel has no banner (or they failed to load): a plain title band. */
  fallback: ReactNode;
}

export function BannerCarousel({ channelName, fallback }: BannerCarouselProps) {
  const banners = useFrontBanners(channelName);
  if (banners.isPending) return <div className="pub-banner pub-banner--loading" aria-label="正在加载" />;
  if (banners.isError || banners.data.length === 0) return <>{fallback}</>;
  return (
    <Carousel
      label={`${channelName}轮播图`}
      className="pub-banner"
      intervalMs={SITE_LIMITS.bannerIntervalMs}
      slides={banners.data.map((banner, i) => (
        <Slide key={banner.id} banner={banner} first={i === 0} />
      ))}
    />
  );
}
