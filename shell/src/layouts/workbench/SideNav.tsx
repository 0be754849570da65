/** The workbench sidebar, built only from the user's menu tree. */
import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuNode } from '@platform/sdk';
import { isExternalLink, isLayoutNode, resolveMenuPath, visibleChildren, type MenuRoute } from '../../routes/menuRoutes';
import { menuIcon } from './menuIcons';

type MenuItem = Required<MenuProps>['items'][number];

function toItem(node: MenuNode, path: string, topLevel: boolean, inheritedIcon?: string | null): MenuItem | null {
  const children = visibleChildren(node);
  const icon = menuIcon(node.meta.icon || inheritedIcon, topLevel);
  if (!isLayoutNode(node) && children.length === 0) {
    return { key: path, icon, label: node.meta.title, title: node.meta.title };
  }
  // A section with exactly one visible page shows as that page.
  if (children.length === 1 && !node.alwaysShow) {
    const only = children[0];
    return toItem(only, resolveMenuPath(path, only.path), topLevel, only.meta.icon || node.meta.icon);
  }
  const items = toItems(children, path, false);
  if (items.length === 0) return null;
  return { key: path, icon, label: node.meta.title, children: items };
}

function toItems(nodes: MenuNode[], parentPath: string, topLevel: boolean): MenuItem[] {
  return nodes
    .filter((node) => !node.hidden)
    .map((node) => toItem(node, resolveMenuPath(parentPath, node.path), topLevel))
    .filter((item): item is MenuItem => item !== null);
}

/**
 * The sections above the page: those of the route's trail (a page the menu
 * links from another section, such as 企业管理's 企业信息 in the user centre,
 * opens the section that lists it), else those of the path:
 * '/company/members' -> ['/company'].
 */
function ancestorKeys(pathname: string, route?: MenuRoute): string[] {
  if (route && route.path === pathname && route.trail.length > 1) return route.trail.slice(0, -1).map((crumb) => crumb.path);
  const segments = pathname.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

export interface SideNavProps {
  menus: MenuNode[];
  current?: MenuRoute;
  /** Mirrors the Sider's state, which folds the menu itself. */
  collapsed: boolean;
}

export function SideNav({ menus, current, collapsed }: SideNavProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(menus, '/', true), [menus]);
  const selected = current?.activeMenu ?? pathname;
  // `current` is the layout's memoised route, so this changes only with the page.
  const ancestors = useMemo(() => ancestorKeys(selected, current), [selected, current]);
  const [openKeys, setOpenKeys] = useState(ancestors);

  // Opening a page keeps its section unfolded.
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...ancestors])));
  }, [ancestors]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isExternalLink(key)) window.open(key, '_blank', 'noopener,noreferrer');
    else navigate(key);
  };

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      onClick={onClick}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
