/** A small picture in a table cell. */
import './console.css';

export function Thumb({ src, square }: { src?: string | null; square?: boolean }) {
  if (!src) return <span className={`content-thumb${square ? ' content-thumb--square' : ''}`} aria-label="无图片" />;
  return <img className={`content-thumb${square ? ' content-thumb--square' : ''}`} src={src} alt="" loading="lazy" />;
}
