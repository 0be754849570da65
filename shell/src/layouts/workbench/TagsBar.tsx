/** Tags of the visited views; right-click for 关闭 / 关闭其他 / 关闭所有. */
import { useEffect, useRef } from 'react';
import { Dropdown } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { MenuRoute } from '../../routes/menuRoutes';
import { useVisitedViews, type VisitedView } from './useVisitedViews';

export interface TagsBarProps {
  routes: MenuRoute[];
  current: MenuRoute | undefined;
}

export function TagsBar({ routes, current }: TagsBarProps) {
  const { views, close, closeOthers, closeAll } = useVisitedViews(routes, current);
  const activeRef = useRef<HTMLAnchorElement>(null);

  // Keep the active tag in sight (the bar's scroll padding leaves 4 px around it).
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current?.path, views.length]);

  const menuFor = (view: VisitedView) => ({
    items: [
      { key: 'close', label: '关闭', disabled: view.affix },
      { key: 'others', label: '关闭其他' },
      { key: 'all', label: '关闭所有' },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'close') close(view);
      else if (key === 'others') closeOthers(view);
      else closeAll();
    },
  });

  return (
    <nav className="tags-bar" aria-label="已打开的页面">
      {views.map((view) => {
        const active = view.path === current?.path;
        return (
          <Dropdown key={view.path} menu={menuFor(view)} trigger={['contextMenu']}>
            <Link
              ref={active ? activeRef : undefined}
              to={view.fullPath}
              className={`tags-bar__tag${active ? ' tags-bar__tag--active' : ''}`}
              title={view.title}
              aria-current={active ? 'page' : undefined}
            >
              <span className="tags-bar__title">{view.title}</span>
              {view.affix ? null : (
                <CloseOutlined
                  className="tags-bar__close"
                  aria-label={`关闭${view.title}`}
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    close(view);
                  }}
                />
              )}
            </Link>
          </Dropdown>
        );
      })}
    </nav>
  );
}
