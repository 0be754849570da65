/**
 * The route table. The front page (the site remote's Front, built without
 * antd) is part of the first load; every other page (login, the workbench,
 * the remaining public pages) comes with antd in one lazily loaded part,
 * fetched in the background once the front page is up.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BootLoading } from '../components/BootLoading';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { prefetchSitePage, SitePage } from '../remotes/SitePage';
import { FRONT_ROUTE } from './publicPages';

const loadAntdRoutes = () => import('./AntdRoutes');
const AntdRoutes = lazy(loadAntdRoutes);

// The front page's own part is fetched while the shell boots, not after it rendered.
if (window.location.pathname === FRONT_ROUTE.path || window.location.pathname === '/') {
  void prefetchSitePage(FRONT_ROUTE.page).catch(() => undefined);
}

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}

export function AppRoutes() {
  useEffect(() => whenIdle(() => void loadAntdRoutes()), []);

  return (
    <Routes>
      <Route path="/" element={<Navigate to="/front" replace />} />
      <Route element={<PublicLayout />}>
        <Route path={FRONT_ROUTE.path} element={<SitePage page={FRONT_ROUTE.page} title={FRONT_ROUTE.title} />} />
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
