/** The public site's top navigation: brand, channels with hover panels, search, login or workbench, and a drawer on phones. */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutlined, DownOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { isExternalLink, useAuth, useFrontChannels, type Schema } from '@platform/sdk';
import { Brand } from '../../components/Brand';
import { loginAddress } from '../../routes/redirect';
import { NAV_PANELS } from './NavPanels';
import { NavSearch } from './NavSearch';
import './nav-panels.css';

type FrontChannel = Schema<'Channel'>;

/** A panel stays open this long after the pointer left, so moving onto it does not close it. */
const CLOSE_DELAY_MS = 150;

function isActive(channel: FrontChannel, pathname: string): boolean {
  return pathname === channel.path || pathname.startsWith(`${channel.path}/`);
}

function ChannelLink({ channel, pathname, hasPanel, open }: {
  channel: FrontChannel;
  pathname: string;
  hasPanel?: boolean;
  open?: boolean;
}) {
  if (isExternalLink(channel.path)) {
    // A channel may lead to another site; it opens beside this one.
    return (
      <a href={channel.path} className="topnav__link" target="_blank" rel="noopener noreferrer">
        {channel.name}
      </a>
    );
  }
  const active = isActive(channel, pathname);
  return (
    <Link
      to={channel.path}
      className={`topnav__link${active ? ' topnav__link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-haspopup={hasPanel ? 'true' : undefined}
      aria-expanded={hasPanel ? Boolean(open) : undefined}
    >
      {channel.name}
      {hasPanel ? <DownOutlined className="topnav__caret" /> : null}
    </Link>
  );
}

/** Desktop channels; those with a panel open it on hover or focus. */
function Channels({ channels, pathname }: { channels: FrontChannel[]; pathname: string }) {
  const [openPath, setOpenPath] = useState<string>();
  const closeTimer = useRef<number>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const open = (path: string) => {
    cancelClose();
    setOpenPath(path);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpenPath(undefined), CLOSE_DELAY_MS);
  };
  const close = () => {
    cancelClose();
    setOpenPath(undefined);
  };

  useEffect(close, [pathname]);
  useEffect(() => {
    if (!openPath) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openPath]);
  useEffect(() => cancelClose, []);

  const Panel = openPath ? NAV_PANELS[openPath] : undefined;
  return (
    <>
      <nav className="topnav__channels" aria-label="栏目">
        {channels.map((channel) => {
          const hasPanel = channel.path in NAV_PANELS;
          if (!hasPanel) return <ChannelLink key={channel.id} channel={channel} pathname={pathname} />;
          return (
            <div
              key={channel.id}
              className="topnav__channel"
              onMouseEnter={() => open(channel.path)}
              onMouseLeave={scheduleClose}
              onFocus={() => open(channel.path)}
            >
              <ChannelLink channel={channel} pathname={pathname} hasPanel open={openPath === channel.path} />
            </div>
          );
        })}
      </nav>
      {Panel ? (
        <div
          className="navpanel"
          data-testid="nav-panel"
          onMouseEnter={cancelClose}
          onMouseLeave={scheduleClose}
          onFocus={cancelClose}
        >
          <div className="navpanel__inner">
            <Panel onNavigate={close} />
          </div>
        </div>
      ) : null}
    </>
  );
}

function AccountLinks() {
  const { pathname, search } = useLocation();
  const { isLoggedIn } = useAuth();
  if (isLoggedIn) {
    return (
      <Link to="/home" className="site-btn site-btn--primary">
        工作台
      </Link>
    );
  }
  return (
    <>
      <Link to={loginAddress(pathname, search)} className="site-btn site-btn--text">
        登录
      </Link>
      <Link to="/register" className="site-btn site-btn--primary">
        注册
      </Link>
    </>
  );
}

/** The public top navigation: channels from the server with hover panels, login or the workbench; a drawer on phones. */
export function TopNav() {
  const { pathname } = useLocation();
  const channels = useFrontChannels().data ?? [];
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <header className="topnav">
      <div className="topnav__inner">
        <Brand />
        <Channels channels={channels} pathname={pathname} />
        <div className="topnav__account">
          <AccountLinks />
        </div>
        <button
          type="button"
          className="topnav__menu-button"
          aria-label="打开栏目菜单"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuOutlined />
        </button>
      </div>
      {/* In a portal: the header's backdrop filter would otherwise confine a fixed layer to the header. */}
      {drawerOpen
        ? createPortal(
            <div className="topnav__drawer-layer">
              <div className="topnav__backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
              <aside className="topnav__drawer" role="dialog" aria-modal="true" aria-label="栏目">
                <div className="topnav__drawer-head">
                  <span>栏目</span>
                  <button type="button" className="topnav__menu-button" aria-label="关闭栏目菜单" onClick={() => setDrawerOpen(false)}>
                    <CloseOutlined />
                  </button>
                </div>
                <div className="topnav__drawer-search">
                  <NavSearch onDone={() => setDrawerOpen(false)} />
                </div>
                <nav className="topnav__drawer-channels" aria-label="栏目">
                  {channels.map((channel) => (
                    <ChannelLink key={channel.id} channel={channel} pathname={pathname} />
                  ))}
                </nav>
                <div className="topnav__drawer-account">
                  <AccountLinks />
                </div>
              </aside>
            </div>,
            document.body,
          )
        : null}
    </header>
  );
}
