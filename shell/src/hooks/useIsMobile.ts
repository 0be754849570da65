/** Whether the window is narrow enough (below 992 px) for the workbench's mobile layout. */
import { useSyncExternalStore } from 'react';

/** Below 992 px wide the workbench switches to its mobile layout. */
const MOBILE_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}
