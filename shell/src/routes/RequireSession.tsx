/**
 * The route guard of the workbench (spec section 4): no login goes to the
 * login page and back, but only inside the workbench (any other unknown
 * address is the 404 page, spec section 2); the user's details and menu tree
 * are loaded once; an account in trouble is logged out; a user between
 * companies picks one.
 */
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { MESSAGES, notify, useAuth } from '@platform/sdk';
import { FullPageLoading } from './FullPageLoading';
import { isProtectedPath } from './protectedPaths';
import { loginAddress } from './redirect';

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => notify.error(MESSAGES.sessionExpired), []);
  return <Navigate to={loginAddress(pathname, search)} replace />;
}

/** Ends the session, telling the user why when there is something to tell. */
function EndSession({ reason }: { reason?: string }) {
  const { logout } = useAuth();
  useEffect(() => {
    if (reason) notify.error(reason);
    void logout();
  }, [logout, reason]);
  return <FullPageLoading tip="正在退出…" />;
}

export function RequireSession() {
  const { token, sessionStatus, user, loggedOut, reloadUser } = useAuth();
  const { pathname } = useLocation();

  // User details without a mobile number are incomplete: load them once more.
  const reloaded = useRef(false);
  useEffect(() => {
    if (user && !user.mobile && !reloaded.current) {
      reloaded.current = true;
      void reloadUser();
    }
  }, [user, reloadUser]);

  // After a logout the user is on the way to /login already (router updates are
  // transitions, so this page may render once more without the token).
  if (!token) {
    if (loggedOut) return <Navigate to="/login" replace />;
    // A visitor is asked to log in only where the workbench is; elsewhere the address does not exist.
    return isProtectedPath(pathname) ? <RedirectToLogin /> : <Navigate to="/404" replace />;
  }
  if (sessionStatus === 'error') return <EndSession />;
  if (sessionStatus !== 'ready' || !user) return <FullPageLoading />;
  if (!user.status) return <EndSession reason={MESSAGES.accountAbnormal} />;

  const betweenCompanies = user.companyId == null && (user.companyCount ?? 0) > 1;
  if (betweenCompanies && pathname !== '/changeCompany') return <Navigate to="/changeCompany" replace />;

  return <Outlet />;
}
