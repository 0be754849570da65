/** Every page built on antd: login, the guarded menu-driven workbench, the other public pages. */
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { AntdScope } from '../app/AntdScope';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { WorkbenchLayout } from '../layouts/workbench/WorkbenchLayout';
import { PrivacyPolicyPage, UserAgreementPage } from '../pages/Agreement';
import { ChangeCompanyPage } from '../pages/ChangeCompany';
import { DispatchLoadingPage } from '../pages/DispatchLoading';
import { ForgetPasswordPage } from '../pages/ForgetPwd';
import { InvitePage } from '../pages/Invite';
import { LoginPage } from '../pages/Login';
import { NotFoundPage } from '../pages/NotFound';
import { RegisterPage } from '../pages/Register';
import { WechatLoginPage } from '../pages/WxLogin';
import { PublicRemotePage, RemotePage } from '../remotes/RemotePage';
import { SitePage } from '../remotes/SitePage';
import { buildMenuRoutes, pathOfComponent, type MenuRoute } from './menuRoutes';
import { CERTIFICATION_PAGES, ORDER_PAGES, USER_CENTER_REDIRECTS } from './protectedPaths';
import { REMOTE_PUBLIC_PAGES, SITE_ROUTES } from './publicPages';
import { RequireSession } from './RequireSession';
import { UnknownWorkbenchPage } from './UnknownWorkbenchPage';

function menuElement(route: MenuRoute) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return <RemotePage key={route.path} component={route.component ?? ''} />;
}

export default function AntdRoutes() {
  const { menus } = useAuth();
  // Permission routes are generated once per menu tree, i.e. once per login.
  const menuRoutes = useMemo(() => buildMenuRoutes(menus ?? []), [menus]);
  // An older address the menu tree now routes itself (a section of that path) needs no redirect.
  const redirects = USER_CENTER_REDIRECTS.filter((page) => !menuRoutes.some((route) => route.path === page.path));

  return (
    <AntdScope>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgetPwd" element={<ForgetPasswordPage />} />
        <Route path="/wxLogin" element={<WechatLoginPage />} />
        <Route path="/dispatchCenterLoading" element={<DispatchLoadingPage />} />
        <Route element={<PublicLayout />}>
          <Route path="/userAgent" element={<UserAgreementPage />} />
          <Route path="/privacy" element={<PrivacyPolicyPage />} />
          <Route path="/invite" element={<InvitePage />} />
          {SITE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<SitePage key={route.path} page={route.page} title={route.title} />}
            />
          ))}
          {REMOTE_PUBLIC_PAGES.map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={<PublicRemotePage key={page.path} component={page.component} title={page.title} />}
            />
          ))}
          <Route path="/404" element={<NotFoundPage />} />
        </Route>
        {/* The workbench's routes come from the user's menu; a visitor is asked to log in only inside its sections (RequireSession). */}
        <Route element={<RequireSession />}>
          <Route path="/changeCompany" element={<ChangeCompanyPage />} />
          <Route element={<WorkbenchLayout routes={menuRoutes} />}>
            {menuRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={menuElement(route)} />
            ))}
            {redirects.map((page) => (
              <Route
                key={page.path}
                path={page.path}
                element={<Navigate to={pathOfComponent(menuRoutes, page.component) ?? '/userCenter'} replace />}
              />
            ))}
            {CERTIFICATION_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<RemotePage key={page.path} component={page.component} />} />
            ))}
            {ORDER_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<RemotePage key={page.path} component={page.component} />} />
            ))}
            <Route path="*" element={<UnknownWorkbenchPage />} />
          </Route>
        </Route>
      </Routes>
    </AntdScope>
  );
}
