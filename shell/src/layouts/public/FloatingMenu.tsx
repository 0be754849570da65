/** The public site's floating side menu: online service, hotline, messages and back to top. */
import { useEffect, useState } from 'react';
import { CustomerServiceOutlined, MessageOutlined, PhoneOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { SITE_CONTACT, useSiteSettings, useUnreadCount } from '@platform/sdk';
import { useIsMobile } from '../../hooks/useIsMobile';

/** Back to top appears once the page has scrolled 50 px. */
const BACK_TO_TOP_AFTER = 50;

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

function BackToTop() {
  return (
    <button
      type="button"
      className="floating-menu__item"
      aria-label="回到顶部"
      title="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <VerticalAlignTopOutlined />
    </button>
  );
}

/** The message centre; a visitor is asked to log in first by the route guard. */
const MESSAGES_PATH = '/userCenter/message';

/**
 * 消息 with the signed-in user's unread count. A plain span, not antd's
 * Badge: the public layout loads no antd on the first page.
 */
function MessagesLink() {
  const { data: unread = 0 } = useUnreadCount();
  return (
    <Link
      to={MESSAGES_PATH}
      className="floating-menu__item floating-menu__messages"
      aria-label={unread > 0 ? `消息 ${unread > 99 ? '99+' : unread}` : '消息'}
      title="消息"
    >
      <MessageOutlined />
      {unread > 0 ? (
        <span className="floating-menu__badge" aria-hidden="true" data-testid="floating-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

/** 服务热线 with its hours from the site settings (the footer's query, so no second call). */
function Hotline() {
  const settings = useSiteSettings().data ?? SITE_CONTACT;
  return (
    <div className="floating-menu__hotline">
      <button type="button" className="floating-menu__item" aria-label="服务热线">
        <PhoneOutlined />
      </button>
      <div className="floating-hotline" role="tooltip">
        <div className="floating-hotline__label">服务热线</div>
        <div className="floating-hotline__number">{settings.hotline}</div>
        <div className="floating-hotline__hours">{settings.hotlineHours}</div>
      </div>
    </div>
  );
}

/** The floating side menu of the public site: service, hotline, messages, back to top. */
export function FloatingMenu() {
  const isMobile = useIsMobile();
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER);

  // On a phone the buttons would cover the page; the footer carries the hotline there.
  if (isMobile) {
    return scrolled ? (
      <div className="floating-menu">
        <BackToTop />
      </div>
    ) : null;
  }

  return (
    <div className="floating-menu" role="complementary" aria-label="快捷服务">
      <Link to="/customerService" className="floating-menu__item" aria-label="在线客服" title="在线客服">
        <CustomerServiceOutlined />
      </Link>
      <Hotline />
      <MessagesLink />
      {scrolled ? <BackToTop /> : null}
    </div>
  );
}
