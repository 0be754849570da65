/** The workbench breadcrumbs: where the current page sits in the menu tree. */
import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { MenuRoute } from '../../routes/menuRoutes';

/** Where the page sits in the menu: 企业管理 / 成员管理. */
export function Breadcrumbs({ current }: { current: MenuRoute | undefined }) {
  if (!current?.showBreadcrumb) return null;
  const items = current.trail.map((crumb, index) => ({
    key: crumb.path,
    title:
      index < current.trail.length - 1 && crumb.path !== current.path ? (
        <Link to={crumb.path}>{crumb.title}</Link>
      ) : (
        crumb.title
      ),
  }));
  return <Breadcrumb items={items} className="wb__breadcrumb" />;
}
