/**
 * The pageScroll display mode (spec section 2): set by `?pageScroll=1` in the
 * address and kept for the visit (`?pageScroll=0` ends it). On its pages the
 * site scrolls itself about 1 px every 30 ms, moves on to the next page a
 * moment after reaching the bottom, and waits 10 s whenever the person
 * scrolls, touches or types.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_SCROLL } from '@platform/sdk';

const FLAG_KEY = 'pageScroll';

function readFlag(search: string): boolean {
  const asked = new URLSearchParams(search).get(FLAG_KEY);
  try {
    if (asked !== null) {
      const on = asked !== '0' && asked !== 'false';
      if (on) window.sessionStorage.setItem(FLAG_KEY, '1');
      else window.sessionStorage.removeItem(FLAG_KEY);
      return on;
    }
    return window.sessionStorage.getItem(FLAG_KEY) === '1';
  } catch {
    return asked !== null && asked !== '0' && asked !== 'false';
  }
}

/** The page after this one in the tour, back to the first after the last. */
export function nextTourPage(pathname: string): string {
  const pages: readonly string[] = PAGE_SCROLL.pages;
  const at = pages.indexOf(pathname);
  return pages[(at + 1) % pages.length];
}

const PERSON_EVENTS = ['wheel', 'touchstart', 'touchmove', 'keydown', 'mousedown'] as const;

export function usePageScroll() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [enabled, setEnabled] = useState(() => readFlag(search));

  useEffect(() => setEnabled(readFlag(search)), [search]);

  useEffect(() => {
    if (!enabled || !(PAGE_SCROLL.pages as readonly string[]).includes(pathname)) return;
    let pausedUntil = 0;
    let bottomSince: number | undefined;
    // Our own scrolling fires scroll events too, so only a person's input pauses it.
    const pause = () => {
      pausedUntil = Date.now() + PAGE_SCROLL.resumeAfterMs;
      bottomSince = undefined;
    };
    for (const name of PERSON_EVENTS) window.addEventListener(name, pause, { passive: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (now < pausedUntil) return;
      const root = document.documentElement;
      const atBottom = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      if (!atBottom) {
        bottomSince = undefined;
        window.scrollBy(0, PAGE_SCROLL.stepPx);
        return;
      }
      bottomSince ??= now;
      if (now - bottomSince >= PAGE_SCROLL.dwellAtBottomMs) {
        window.clearInterval(timer);
        navigate(nextTourPage(pathname));
      }
    }, PAGE_SCROLL.everyMs);
    return () => {
      window.clearInterval(timer);
      for (const name of PERSON_EVENTS) window.removeEventListener(name, pause);
    };
  }, [enabled, pathname, navigate]);
}
