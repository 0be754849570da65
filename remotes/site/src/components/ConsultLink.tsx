/** The 立即咨询 button of the public site, leading to the customer-service conversation. */
import { Link } from 'react-router-dom';
import { CONSULT_PATH } from '@platform/sdk';
import './site.css';

/** 立即咨询 (or 咨询): opens the customer-service conversation, about what it was pressed on when given. */
/** The conversation's address, about what was pressed on when given. */
export function consultPath(about?: string): string {
  return about ? `${CONSULT_PATH}?${new URLSearchParams({ about })}` : CONSULT_PATH;
}

export function ConsultLink({ label = '立即咨询', ghost, about }: { label?: string; ghost?: boolean; about?: string }) {
  return (
    <Link to={consultPath(about)} className={`pub-btn ${ghost ? 'pub-btn--ghost' : 'pub-btn--primary'}`}>
      {label}
    </Link>
  );
}
