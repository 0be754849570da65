/** A titled section of a public page: title, lead, extra links and the content, optionally on a muted background. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './site.css';

export interface SectionProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Links or buttons beside the title. */
  extra?: ReactNode;
  /** The link beside the title to all of it (查看全部产品 ›). */
  more?: { to: string; label: string };
  muted?: boolean;
  id?: string;
  children: ReactNode;
}

/** A titled block of a public page. */
export function Section({ title, lead, extra, more, muted, id, children }: SectionProps) {
  return (
    <section className={`pub-section${muted ? ' pub-section--muted' : ''}`} id={id}>
      <div className="pub-container">
        <div className="pub-section__head">
          <h2 className="pub-section__title">{title}</h2>
          {lead ? <div className="pub-section__lead">{lead}</div> : null}
          {extra || more ? (
            <div className="pub-section__extra">
              {extra}
              {more ? (
                <Link to={more.to} className="pub-link">
                  {more.label} ›
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
