/** The workbench tabs for the pages of a section the sidebar hides (the user centre). */
import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Crumb } from '../../routes/menuRoutes';

/** The pages of a section the sidebar hides (the user centre), as tabs above the page. */
export function SectionTabs({ pages }: { pages: Crumb[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Tabs
      className="wb__section-tabs"
      activeKey={pathname}
      onChange={(path) => navigate(path)}
      items={pages.map((page) => ({ key: page.path, label: page.title }))}
    />
  );
}
