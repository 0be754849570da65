/** The fallback for a workbench path without a route: 403 for a page that exists but is not the user's, else 404. */
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { ForbiddenPage } from '../pages/Forbidden';
import { PageLoading } from '../remotes/RemotePage';
import { useMenuPages } from './menuPages';
import { unknownPage } from './menuRoutes';

/**
 * A path with no route of the user's: a page of the platform the user was
 * not granted says so (您没有访问权限); a page that does not exist is the
 * 404 page, inside the user's sections too.
 */
export function UnknownWorkbenchPage() {
  const { menus } = useAuth();
  const { pathname } = useLocation();
  const pages = useMenuPages(true);
  if (pages.isPending) return <PageLoading />;
  if (unknownPage(menus ?? [], pathname, pages.data) === 'forbidden') return <ForbiddenPage />;
  return <Navigate to="/404" replace />;
}
