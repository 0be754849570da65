/** The 立即咨询 button of the public site, leading to the customer-service conversation. */
import { Link } from 'react-router-dom';
import { CONSULT_PATH } from '@platform/sdk';
import './site.css';

/** 立即咨询 (or 咨询): opens the customer-service conversation, about what it was pressed on when given. */
export function ConsultLink({ label = '立即咨询', ghost, about }: { label?: string; ghost?: boolean; about?: string }) {
  const to = about ? `${CONSULT_PATH}?${new URLSearchParams({ about })}` : CONSULT_PATH;
  return (
    <Link to={to} className={`pub-btn ${ghost ? 'pub-btn--ghost' : 'pub-btn--primary'}`}>
      {label}
    </Link>
  );
}
