/** A seconds countdown to a fixed end time, for the send-code button and the dispatch page. */
import { useCallback, useEffect, useState } from 'react';

/** End times of keyed countdowns, so one outlives its screen (a drawer closed and opened again). */
const kept = new Map<string, number>();

/** Whether a keyed countdown was started on this page, running or run out. */
export function countdownStarted(key: string): boolean {
  return kept.has(key);
}

/**
 * Seconds left until a moment, updated while they run. Counting towards a
 * fixed end time keeps it right when the browser slows timers in a
 * background tab. With a key, a countdown started earlier on this page goes on.
 */
export function useCountdown(key?: string): { secondsLeft: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState<number | undefined>(() => {
    const at = key === undefined ? undefined : kept.get(key);
    return at !== undefined && at > Date.now() ? at : undefined;
  });
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(undefined);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (seconds: number) => {
      const at = Date.now() + seconds * 1000;
      if (key !== undefined) kept.set(key, at);
      setEndsAt(at);
    },
    [key],
  );
  return { secondsLeft, start };
}
