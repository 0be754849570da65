/** The public pages' card (pub-card: a picture, a title and a text, more below), and a row of tags. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Picture } from './Picture';

export interface CardProps {
  /** The picture's address (a calm placeholder when missing); false for a card without one. */
  img: string | null | undefined | false;
  /** A picture as wide as the card's text column. */
  wide?: boolean;
  title: ReactNode;
  text: ReactNode;
  /** The text is cut to so many lines. */
  clamp?: 2 | 3;
  /** Where the card leads: it is a link then, else an article. */
  to?: string;
  /** Below the text (tags, a 咨询 button). */
  children?: ReactNode;
}

export function Card({ img, wide, title, text, clamp, to, children }: CardProps) {
  const content = (
    <>
      {img === false ? null : <Picture src={img} alt="" className={`pub-card__img${wide ? ' pub-card__img--wide' : ''}`} />}
      <div className="pub-card__body">
        <h3 className="pub-card__title">{title}</h3>
        <p className={`pub-card__text${clamp ? ` pub-clamp-${clamp}` : ''}`}>{text}</p>
        {children}
      </div>
    </>
  );
  return to ? (
    <Link to={to} className="pub-card">
      {content}
    </Link>
  ) : (
    <article className="pub-card">{content}</article>
  );
}

/** A program's tags; light ones on a dark picture. */
export function Tags({ tags, light }: { tags: readonly string[]; light?: boolean }) {
  return (
    <div className="pub-tags">
      {tags.map((tag) => (
        <span key={tag} className={`pub-tag${light ? ' pub-tag--light' : ''}`}>
          {tag}
        </span>
      ))}
    </div>
  );
}
