/** A public page under its channel's banners (the channel's carousel, or a plain title band while it has none), then its sections. */
import type { ReactNode } from 'react';
import { BannerCarousel } from './BannerCarousel';
import { PageHero } from './PageHero';

export function ChannelPage({ channel, title, lead, children }: { channel: string; title: string; lead: string; children: ReactNode }) {
  return (
    <div className="pub-page">
      <BannerCarousel channelName={channel} fallback={<PageHero title={title} lead={lead} />} />
      {children}
    </div>
  );
}
