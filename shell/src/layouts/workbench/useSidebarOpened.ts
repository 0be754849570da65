/** Whether the workbench sidebar is opened, remembered in a cookie across visits. */
import { useCallback, useState } from 'react';
import Cookies from 'js-cookie';

/** Remembers whether the sidebar is opened (1) or collapsed (0) across visits. */
const SIDEBAR_COOKIE = 'sidebarStatus';

export function useSidebarOpened(): [boolean, () => void] {
  const [opened, setOpened] = useState(() => Cookies.get(SIDEBAR_COOKIE) !== '0');
  const toggle = useCallback(() => {
    setOpened((current) => {
      const next = !current;
      Cookies.set(SIDEBAR_COOKIE, next ? '1' : '0', { path: '/', sameSite: 'lax' });
      return next;
    });
  }, []);
  return [opened, toggle];
}
