/**
 * Every page built on antd: login and its neighbours, the guarded
 * menu-driven workbench, the agreements, buying and declaring. Each page (and
 * the workbench's frame) is loaded when it is first shown, with the antd
 * components it uses and no others.
 */
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { AntdScope } from '../app/AntdScope';
import { BootLoading } from '../components/BootLoading';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { PublicRemotePage, RemotePage } from '../remotes/RemotePage';
import { buildMenuRoutes, pathOfComponent, type MenuRoute } from './menuRoutes';
import { CERTIFICATION_PAGES, ORDER_PAGES, USER_CENTER_REDIRECTS } from './protectedPaths';
import { REMOTE_PUBLIC_PAGES } from './publicPages';
import { RequireSession } from './RequireSession';
import { UnknownWorkbenchPage } from './UnknownWorkbenchPage';

/** A page of the shell that exports its component by name, loaded on first use. */
function page<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LoginPage = page(() => import('../pages/Login'), 'LoginPage');
const RegisterPage = page(() => import('../pages/Register'), 'RegisterPage');
const ForgetPasswordPage = page(() => import('../pages/ForgetPwd'), 'ForgetPasswordPage');
const WechatLoginPage = page(() => import('../pages/WxLogin'), 'WechatLoginPage');
const DispatchLoadingPage = page(() => import('../pages/DispatchLoading'), 'DispatchLoadingPage');
const UserAgreementPage = page(() => import('../pages/Agreement'), 'UserAgreementPage');
const PrivacyPolicyPage = page(() => import('../pages/Agreement'), 'PrivacyPolicyPage');
const InvitePage = page(() => import('../pages/Invite'), 'InvitePage');
const OidcAuthorizePage = page(() => import('../pages/OidcAuthorize'), 'OidcAuthorizePage');
const NotFoundPage = page(() => import('../pages/NotFound'), 'NotFoundPage');
const ChangeCompanyPage = page(() => import('../pages/ChangeCompany'), 'ChangeCompanyPage');
const WorkbenchLayout = page(() => import('../layouts/workbench/WorkbenchLayout'), 'WorkbenchLayout');

/** While a page's part loads: the same indicator as while the application starts. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<BootLoading />}>{children}</Suspense>;
}

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
        <Route path="/login" element={<Loading><LoginPage /></Loading>} />
        <Route path="/register" element={<Loading><RegisterPage /></Loading>} />
        <Route path="/forgetPwd" element={<Loading><ForgetPasswordPage /></Loading>} />
        <Route path="/wxLogin" element={<Loading><WechatLoginPage /></Loading>} />
        <Route path="/dispatchCenterLoading" element={<Loading><DispatchLoadingPage /></Loading>} />
        <Route element={<PublicLayout />}>
          <Route path="/userAgent" element={<Loading><UserAgreementPage /></Loading>} />
          <Route path="/privacy" element={<Loading><PrivacyPolicyPage /></Loading>} />
          <Route path="/invite" element={<Loading><InvitePage /></Loading>} />
          <Route path="/oidc/authorize" element={<Loading><OidcAuthorizePage /></Loading>} />
          {REMOTE_PUBLIC_PAGES.map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={<PublicRemotePage key={page.path} component={page.component} title={page.title} />}
            />
          ))}
          <Route path="/404" element={<Loading><NotFoundPage /></Loading>} />
        </Route>
        {/* The workbench's routes come from the user's menu; a visitor is asked to log in only inside its sections (RequireSession). */}
        <Route element={<RequireSession />}>
          <Route path="/changeCompany" element={<Loading><ChangeCompanyPage /></Loading>} />
          <Route element={<Loading><WorkbenchLayout routes={menuRoutes} /></Loading>}>
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
