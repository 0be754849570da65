/** The public site: top navigation, the page, footer and the floating side menu. */
import { Outlet } from 'react-router-dom';
import { FloatingMenu } from './FloatingMenu';
import { SiteFooter } from './SiteFooter';
import { TopNav } from './TopNav';
import './public.css';

export function PublicLayout() {
  return (
    <div className="site">
      <TopNav />
      <main className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingMenu />
    </div>
  );
}
