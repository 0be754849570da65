/**
 * The route table. The public site's pages (the site remote's, built without
 * antd) are part of the first load with nothing but their own part; the few
 * site pages with antd controls come inside the antd setup, loaded with them.
 * Every other page (login, the workbench, the agreements, buying and
 * declaring) comes from AntdRoutes, loaded when one of them is first shown.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BootLoading } from '../components/BootLoading';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { SitePage } from '../remotes/SitePage';
import { FRONT_ROUTE, SITE_ROUTES, type SiteRoute } from './publicPages';

const AntdRoutes = lazy(() => import('./AntdRoutes'));
const AntdScope = lazy(() => import('../app/AntdScope').then(({ AntdScope: scope }) => ({ default: scope })));

function sitePage(route: SiteRoute) {
  const page = <SitePage key={route.path} page={route.page} title={route.title} />;
  if (!route.antd) return page;
  return (
    <Suspense fallback={<BootLoading />}>
      <AntdScope>{page}</AntdScope>
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/front" replace />} />
      <Route element={<PublicLayout />}>
        <Route path={FRONT_ROUTE.path} element={<SitePage page={FRONT_ROUTE.page} title={FRONT_ROUTE.title} />} />
        {SITE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={sitePage(route)} />
        ))}
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={<BootLoading />}>
            <AntdRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
