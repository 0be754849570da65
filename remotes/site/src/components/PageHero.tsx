/** The title band of a public page without banners: eyebrow, title, lead, actions and an optional background picture. */
import type { ReactNode } from 'react';
import './site.css';

export interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A picture behind the text. */
  image?: string | null;
  /** Small text above the title. */
  eyebrow?: ReactNode;
}

/** The title band of a page without banners. */
export function PageHero({ title, lead, actions, image, eyebrow }: PageHeroProps) {
  return (
    <div className="pub-hero" style={image ? { backgroundImage: `url("${image}")` } : undefined}>
      <div className="pub-container pub-hero__inner">
        {eyebrow ? <p className="pub-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="pub-hero__title">{title}</h1>
        {lead ? <p className="pub-hero__lead">{lead}</p> : null}
        {actions ? <div className="pub-hero__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
