/** The public site's floating side menu: online service, hotline, messages and back to top. */
import { useEffect, useState } from 'react';
import { CustomerServiceOutlined, MessageOutlined, PhoneOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useIsMobile } from '../../hooks/useIsMobile';
import { SITE } from '../../site';

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
      <div className="floating-menu__hotline">
        <button type="button" className="floating-menu__item" aria-label="服务热线">
          <PhoneOutlined />
        </button>
        <div className="floating-hotline" role="tooltip">
          <div className="floating-hotline__label">服务热线</div>
          <div className="floating-hotline__number">{SITE.hotline}</div>
          <div className="floating-hotline__hours">{SITE.hotlineHours}</div>
        </div>
      </div>
      <Link to="/home/console" className="floating-menu__item" aria-label="消息" title="消息">
        <MessageOutlined />
      </Link>
      {scrolled ? <BackToTop /> : null}
    </div>
  );
}
