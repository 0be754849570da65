/** The views visited in this workbench session, shown as tags. */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuRoute } from '../../routes/menuRoutes';

export interface VisitedView {
  path: string;
  fullPath: string;
  title: string;
  /** Affix views are always there and cannot be closed. */
  affix: boolean;
}

function viewOf(route: MenuRoute, fullPath = route.path): VisitedView {
  return { path: route.path, fullPath, title: route.title, affix: route.affix };
}

export function useVisitedViews(routes: MenuRoute[], current: MenuRoute | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const [views, setViews] = useState<VisitedView[]>(() =>
    routes.filter((route) => route.affix && route.component).map((route) => viewOf(route)),
  );

  useEffect(() => {
    if (!current?.component) return;
    const fullPath = location.pathname + location.search;
    setViews((list) =>
      list.some((view) => view.path === current.path)
        ? list.map((view) => (view.path === current.path ? { ...view, fullPath } : view))
        : [...list, viewOf(current, fullPath)],
    );
  }, [current, location.pathname, location.search]);

  /** After closing the current view, show the last one left (or the workbench home). */
  const leaveTo = useCallback(
    (remaining: VisitedView[]) => navigate(remaining.at(-1)?.fullPath ?? '/home'),
    [navigate],
  );

  const close = useCallback(
    (view: VisitedView) => {
      if (view.affix) return;
      const remaining = views.filter((item) => item.path !== view.path);
      setViews(remaining);
      if (view.path === current?.path) leaveTo(remaining);
    },
    [views, current, leaveTo],
  );

  const closeOthers = useCallback(
    (view: VisitedView) => {
      setViews(views.filter((item) => item.affix || item.path === view.path));
      if (view.path !== current?.path) navigate(view.fullPath);
    },
    [views, current, navigate],
  );

  const closeAll = useCallback(() => {
    const remaining = views.filter((item) => item.affix);
    setViews(remaining);
    if (!remaining.some((item) => item.path === current?.path)) leaveTo(remaining);
  }, [views, current, leaveTo]);

  return { views, close, closeOthers, closeAll };
}
