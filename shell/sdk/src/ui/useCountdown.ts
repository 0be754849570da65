/** A seconds countdown to a fixed end time, for the send-code button and the dispatch page. */
import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment, updated while they run. Counting towards a
 * fixed end time keeps it right when the browser slows timers in a
 * background tab.
 */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState<number>();
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

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { secondsLeft, start };
}
