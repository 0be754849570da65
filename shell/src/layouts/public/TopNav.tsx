import { useEffect, useState } from 'react';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { useAuth, useFrontChannels, type FrontChannel } from '@platform/sdk';
import { Brand } from '../../components/Brand';
import { loginAddress } from '../../routes/redirect';

function isActive(channel: FrontChannel, pathname: string): boolean {
  return pathname === channel.path || pathname.startsWith(`${channel.path}/`);
}

function ChannelLinks({ channels, pathname }: { channels: FrontChannel[]; pathname: string }) {
  return (
    <>
      {channels.map((channel) => {
        const active = isActive(channel, pathname);
        return (
          <Link
            key={channel.id}
            to={channel.path}
            className={`topnav__link${active ? ' topnav__link--active' : ''}`}
            aria-current={active ? 'page' : undefined}
          >
            {channel.name}
          </Link>
        );
      })}
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

/** The public top navigation: channels from the server, login or the workbench; a drawer on phones. */
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
        <nav className="topnav__channels" aria-label="栏目">
          <ChannelLinks channels={channels} pathname={pathname} />
        </nav>
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
      {drawerOpen ? (
        <div className="topnav__drawer-layer">
          <div className="topnav__backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
          <aside className="topnav__drawer" role="dialog" aria-modal="true" aria-label="栏目">
            <div className="topnav__drawer-head">
              <span>栏目</span>
              <button type="button" className="topnav__menu-button" aria-label="关闭栏目菜单" onClick={() => setDrawerOpen(false)}>
                <CloseOutlined />
              </button>
            </div>
            <nav className="topnav__drawer-channels" aria-label="栏目">
              <ChannelLinks channels={channels} pathname={pathname} />
            </nav>
            <div className="topnav__drawer-account">
              <AccountLinks />
            </div>
          </aside>
        </div>
      ) : null}
    </header>
  );
}
