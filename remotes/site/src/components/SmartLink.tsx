/** A public-site link that stays in the app for site paths and opens other sites in a new tab. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalLink } from '@platform/sdk';

export interface SmartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link within the site, or one that opens another site in a new tab. */
export function SmartLink({ to, className, children, ...rest }: SmartLinkProps) {
  if (isExternalLink(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}
