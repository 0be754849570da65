/** The public site: the ad, top navigation, the page, footer and the floating side menu. */
import { Outlet } from 'react-router-dom';
import { AdBanner } from './AdBanner';
import { FloatingMenu } from './FloatingMenu';
import { SiteFooter } from './SiteFooter';
import { TopNav } from './TopNav';
import { usePageScroll } from './usePageScroll';
import './public.css';

export function PublicLayout() {
  usePageScroll();
  return (
    <div className="site">
      <AdBanner />
      <TopNav />
      <main className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingMenu />
    </div>
  );
}
