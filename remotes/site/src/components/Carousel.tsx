/** The public site's carousel: slides with dots and optional arrows, turning on its own and pausing on hover or focus. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useCarousel } from './useCarousel';
import './site.css';

export interface CarouselProps {
  /** What the carousel shows, for screen readers. */
  label: string;
  slides: ReactNode[];
  intervalMs: number;
  className?: string;
  /** Called with the shown slide (the solution page lists the shown solution's scenarios). */
  onChange?: (index: number) => void;
  /** Arrows beside the slides. */
  arrows?: boolean;
}

/** A sliding carousel with dots, in plain markup (usable on the front page). */
export function Carousel({ label, slides, intervalMs, className, onChange, arrows = true }: CarouselProps) {
  const { index, go, next, prev, pauseProps } = useCarousel(slides.length, intervalMs);
  // The latest callback, told only when the shown slide changes.
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => changed.current?.(index), [index]);

  return (
    <div className={`pub-carousel ${className ?? ''}`} role="region" aria-roledescription="carousel" aria-label={label} {...pauseProps}>
      <div className="pub-carousel__viewport">
        <div className="pub-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="pub-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <>
          {arrows ? (
            <>
              <button type="button" className="pub-carousel__arrow pub-carousel__arrow--prev" aria-label="上一张" onClick={prev}>
                ‹
              </button>
              <button type="button" className="pub-carousel__arrow pub-carousel__arrow--next" aria-label="下一张" onClick={next}>
                ›
              </button>
            </>
          ) : null}
          <div className="pub-carousel__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={`pub-carousel__dot${i === index ? ' pub-carousel__dot--active' : ''}`}
                aria-label={`第${i + 1}张`}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
