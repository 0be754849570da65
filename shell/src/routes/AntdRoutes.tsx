/** Every page built on antd: login, the guarded menu-driven workbench, the other public pages. */
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { AntdScope } from '../app/AntdScope';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { WorkbenchLayout } from '../layouts/workbench/WorkbenchLayout';
import { ChangeCompanyPage } from '../pages/ChangeCompany';
import { ComingSoonPage } from '../pages/ComingSoon';
import { LoginPage } from '../pages/Login';
import { NotFoundPage } from '../pages/NotFound';
import { RemotePage } from '../remotes/RemotePage';
import { buildMenuRoutes, type MenuRoute } from './menuRoutes';
import { UPCOMING_PUBLIC_PAGES } from './publicPages';
import { RequireSession } from './RequireSession';
import { UnknownWorkbenchPage } from './UnknownWorkbenchPage';

/** Workbench pages of the shell itself that are still to be built (spec section 2). */
const UPCOMING_WORKBENCH_PAGES = [
  { path: '/certification', title: '企业认证' },
  { path: '/underCertification', title: '认证审核' },
  { path: '/rejectCertification', title: '认证审核' },
  { path: '/companyCertification', title: '企业认证' },
  { path: '/personCertification', title: '个人认证' },
  { path: '/userCenter/*', title: '个人中心' },
  { path: '/userBaseInfo', title: '基本信息' },
  { path: '/userSecurity', title: '账号安全' },
  { path: '/order', title: '我的订单' },
  { path: '/product/orderPay', title: '订单支付' },
];

function menuElement(route: MenuRoute) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return <RemotePage key={route.path} component={route.component ?? ''} />;
}

export default function AntdRoutes() {
  const { menus } = useAuth();
  // Permission routes are generated once per menu tree, i.e. once per login.
  const menuRoutes = useMemo(() => buildMenuRoutes(menus ?? []), [menus]);

  return (
    <AntdScope>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<PublicLayout />}>
          {UPCOMING_PUBLIC_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<ComingSoonPage title={page.title} />} />
          ))}
          <Route path="/404" element={<NotFoundPage />} />
        </Route>
        {/* Any other address needs a login: the workbench's routes come from the user's menu. */}
        <Route element={<RequireSession />}>
          <Route path="/changeCompany" element={<ChangeCompanyPage />} />
          <Route element={<WorkbenchLayout routes={menuRoutes} />}>
            {menuRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={menuElement(route)} />
            ))}
            {UPCOMING_WORKBENCH_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<ComingSoonPage title={page.title} />} />
            ))}
            <Route path="*" element={<UnknownWorkbenchPage />} />
          </Route>
        </Route>
      </Routes>
    </AntdScope>
  );
}
