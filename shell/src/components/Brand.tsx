/** The platform's brand: its logo mark and the linked logo with the platform name. */
import { Link } from 'react-router-dom';
import { SITE } from '../site';
import './brand.css';

/** The platform's logo mark and name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="brand-mark">
      <rect width="32" height="32" rx="7" fill="#165dff" />
      <path d="M8 22V10l8 6 8-6v12" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export interface BrandProps {
  to?: string;
  /** Hide the name (collapsed sidebar, narrow header). */
  compact?: boolean;
  inverse?: boolean;
}

export function Brand({ to = '/front', compact, inverse }: BrandProps) {
  return (
    <Link to={to} className={`brand${inverse ? ' brand--inverse' : ''}`} aria-label={SITE.name}>
      <BrandMark />
      {compact ? null : <span className="brand__name">{SITE.name}</span>}
    </Link>
  );
}
