/** The public site's image: lazy by default, a calm placeholder when missing or broken. */
import { useState, type CSSProperties } from 'react';
import './site.css';

export interface PictureProps {
  src?: string | null;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Above the fold: load at once, ahead of the other pictures, instead of when scrolled to. */
  eager?: boolean;
}

/** An image that leaves a calm placeholder when it is missing or fails to load. */
export function Picture({ src, alt, className, style, eager }: PictureProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return <span className={`pub-picture--missing ${className ?? ''}`} style={style} role="img" aria-label={alt} />;
  }
  return (
    <img
      className={className}
      style={style}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
