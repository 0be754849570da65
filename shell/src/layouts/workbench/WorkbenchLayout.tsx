/**
 * The workbench: header, sidebar from the menu tree (a drawer below 992 px),
 * tags of visited views, breadcrumb and the page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { EsignPrompt } from '@platform/sdk/ui';
import { Brand } from '../../components/Brand';
import { hiddenSectionPages, type MenuRoute } from '../../routes/menuRoutes';
import { Breadcrumbs } from './Breadcrumbs';
import { SectionTabs } from './SectionTabs';
import { SideNav } from './SideNav';
import { TagsBar } from './TagsBar';
import { useIsMobile } from '../../hooks/useIsMobile';
import { useSidebarOpened } from './useSidebarOpened';
import { WorkbenchHeader } from './WorkbenchHeader';
import './workbench.css';

const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;

export function WorkbenchLayout({ routes }: { routes: MenuRoute[] }) {
  const { user, menus } = useAuth();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [sidebarOpened, toggleSidebar] = useSidebarOpened();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const current = useMemo(() => routes.find((route) => route.path === pathname), [routes, pathname]);
  const sectionPages = useMemo(() => hiddenSectionPages(menus ?? [], pathname), [menus, pathname]);

  // The mobile menu closes once the user has gone somewhere.
  useEffect(() => setDrawerOpen(false), [pathname]);

  if (!user || !menus) return null;

  return (
    <Layout className="wb">
      <WorkbenchHeader
        user={user}
        isMobile={isMobile}
        sidebarOpened={sidebarOpened}
        onToggleSidebar={isMobile ? () => setDrawerOpen(true) : toggleSidebar}
      />
      <Layout>
        {isMobile ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={SIDER_WIDTH}
            closable={false}
            title={<Brand to="/home" />}
            styles={{ header: { padding: '12px 16px' }, body: { padding: 0 } }}
            className="wb__drawer"
          >
            <SideNav menus={menus} current={current} collapsed={false} />
          </Drawer>
        ) : (
          <Layout.Sider
            className="wb__sider"
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsed={!sidebarOpened}
            trigger={null}
            theme="light"
          >
            <SideNav menus={menus} current={current} collapsed={!sidebarOpened} />
          </Layout.Sider>
        )}
        <Layout className="wb__body">
          <TagsBar routes={routes} current={current} />
          <Layout.Content className="wb__content">
            <Breadcrumbs current={current} />
            {sectionPages && current ? <SectionTabs pages={sectionPages} /> : null}
            <Outlet />
          </Layout.Content>
          {/* Asks a newly certified company's main account once about e-signatures. */}
          <EsignPrompt />
        </Layout>
      </Layout>
    </Layout>
  );
}
