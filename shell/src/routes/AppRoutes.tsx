/**
 * The route table. The front page is part of the first load and needs no
 * antd; every other page (login, the workbench, the remaining public pages)
 * comes with antd in one lazily loaded part, fetched in the background once
 * the front page is up.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BootLoading } from '../components/BootLoading';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { FrontPage } from '../pages/Front';

const loadAntdRoutes = () => import('./AntdRoutes');
const AntdRoutes = lazy(loadAntdRoutes);

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
        <Route path="/front" element={<FrontPage />} />
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
