/** The carousel's state: the shown slide, automatic turning, pausing and manual moves. */
import { useCallback, useEffect, useState } from 'react';
import { prefersLessMotion } from '@platform/sdk';

/**
 * The current slide of an automatic carousel: moves on every `intervalMs`
 * (spec section 9 gives the timings), holds while paused (pointer over it,
 * keyboard focus inside) and restarts its wait after a manual move.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    // People who asked their system for less motion get no automatic turning.
    if (count < 2 || paused || prefersLessMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused, moves]);

  const go = useCallback(
    (to: number) => {
      if (count === 0) return;
      setIndex(((to % count) + count) % count);
      setMoves((n) => n + 1);
    },
    [count],
  );

  return {
    index: count === 0 ? 0 : Math.min(index, count - 1),
    go,
    next: () => go(index + 1),
    prev: () => go(index - 1),
    pauseProps: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    },
  };
}
