/**
 * Routes generated from the server's menu tree: a section (component
 * 'Layout') redirects to its first page, a page names a remote's exposed
 * module ('identity/Members'). Nothing else of the workbench is routable.
 */
import type { MenuNode } from '@platform/sdk';

export interface Crumb {
  title: string;
  path: string;
}

export interface MenuRoute {
  /** Absolute path. */
  path: string;
  title: string;
  /** '<remote>/<Page>' for a page. */
  component?: string;
  /** Where a section sends its visitors. */
  redirect?: string;
  affix: boolean;
  showBreadcrumb: boolean;
  /** The menu item to highlight when it is not the route itself. */
  activeMenu?: string;
  trail: Crumb[];
}

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

export function isExternalLink(path: string): boolean {
  return EXTERNAL.test(path);
}

export function isLayoutNode(node: MenuNode): boolean {
  return !node.component || node.component === 'Layout';
}

/** The absolute path of a node under its parent's path. */
export function resolveMenuPath(parentPath: string, path: string): string {
  if (isExternalLink(path) || path.startsWith('/')) return path;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return `${base}/${path}`;
}

export function visibleChildren(node: MenuNode): MenuNode[] {
  return (node.children ?? []).filter((child) => !child.hidden);
}

function firstPagePath(node: MenuNode, path: string): string | undefined {
  for (const child of visibleChildren(node)) {
    const childPath = resolveMenuPath(path, child.path);
    if (isExternalLink(childPath)) continue;
    if (!isLayoutNode(child)) return childPath;
    const nested = firstPagePath(child, childPath);
    if (nested) return nested;
  }
  return undefined;
}

export function buildMenuRoutes(tree: MenuNode[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const visit = (node: MenuNode, parentPath: string, parentTrail: Crumb[]) => {
    const path = resolveMenuPath(parentPath, node.path);
    if (isExternalLink(path)) return;
    const trail = [...parentTrail, { title: node.meta.title, path }];
    const base = {
      path,
      title: node.meta.title,
      affix: Boolean(node.meta.affix),
      showBreadcrumb: node.meta.breadcrumb !== false,
      activeMenu: node.meta.activeMenu ?? undefined,
      trail,
    };
    if (isLayoutNode(node)) {
      const redirect = node.redirect && node.redirect !== 'noRedirect' ? node.redirect : firstPagePath(node, path);
      if (redirect && redirect !== path) routes.push({ ...base, redirect });
      for (const child of node.children ?? []) visit(child, path, trail);
    } else {
      routes.push({ ...base, component: node.component ?? undefined });
    }
  };
  for (const node of tree) visit(node, '/', []);
  // One route per path: a page the tree lists twice (the sidebar's link to a
  // page of the hidden user centre) is routed where it is listed first.
  const seen = new Set<string>();
  return routes.filter((route) => !seen.has(route.path) && seen.add(route.path));
}

/** The first segment of a path: '/company/members' -> '/company'. */
export function sectionOf(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
}

/** Whether a path lies in one of the user's menu sections (so a missing page there is a 403). */
export function inMenuSection(tree: MenuNode[], pathname: string): boolean {
  const section = sectionOf(pathname);
  return section !== '/' && tree.some((node) => !isExternalLink(node.path) && resolveMenuPath('/', node.path) === section);
}

/** What a workbench path without a route of the user's is. */
export type UnknownPage = 'forbidden' | 'missing';

/**
 * A path the user's menu does not route: a page that exists but is not the
 * user's (403, 您没有访问权限), or no page at all (404). `allPages` is every
 * page path of the platform's menu (the server's list, whoever may see it);
 * without that list, a path inside one of the user's sections counts as a
 * page the user was not granted, anything else as missing.
 */
export function unknownPage(tree: MenuNode[], pathname: string, allPages: readonly string[] | undefined): UnknownPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (allPages) return allPages.includes(path) ? 'forbidden' : 'missing';
  return inMenuSection(tree, pathname) ? 'forbidden' : 'missing';
}

/**
 * The pages of a hidden section (the user centre), when the path lies in one.
 * Such a section is not in the sidebar, so its pages show as tabs instead.
 */
export function hiddenSectionPages(tree: MenuNode[], pathname: string): Crumb[] | undefined {
  const section = sectionOf(pathname);
  const node = tree.find((candidate) => candidate.hidden && resolveMenuPath('/', candidate.path) === section);
  if (!node) return undefined;
  return visibleChildren(node)
    .map((child) => ({ title: child.meta.title, path: resolveMenuPath(section, child.path) }))
    .filter((page) => !isExternalLink(page.path));
}

/** The path of the page a remote's component is shown at, if the user's menu has it. */
export function pathOfComponent(routes: MenuRoute[], component: string): string | undefined {
  return routes.find((route) => route.component === component)?.path;
}
