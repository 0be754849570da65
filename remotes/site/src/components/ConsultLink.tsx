/** The 立即咨询 button of the public site, leading to the customer-service conversation. */
import { Link } from 'react-router-dom';
import { CONSULT_PATH } from '@platform/sdk';
import './site.css';

/** 立即咨询 (or 咨询): opens the customer-service conversation. */
export function ConsultLink({ label = '立即咨询', ghost }: { label?: string; ghost?: boolean }) {
  return (
    <Link to={CONSULT_PATH} className={`pub-btn ${ghost ? 'pub-btn--ghost' : 'pub-btn--primary'}`}>
      {label}
    </Link>
  );
}
