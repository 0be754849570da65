/** The fallback for a workbench path without a route: 403 inside the user's menu sections, else 404. */
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { ForbiddenPage } from '../pages/Forbidden';
import { inMenuSection } from './menuRoutes';

/**
 * A path with no route of its own: inside one of the user's menu sections it
 * is a page the user was not granted (403); anywhere else it does not exist.
 */
export function UnknownWorkbenchPage() {
  const { menus } = useAuth();
  const { pathname } = useLocation();
  if (inMenuSection(menus ?? [], pathname)) return <ForbiddenPage />;
  return <Navigate to="/404" replace />;
}
