/**
 * Every page path of the platform's menu, whoever may open it: the server's
 * list (`GET /api/platform/menuPages`, a string array), which tells a page the
 * user was not granted (403) from one that does not exist (404).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/sdk';

export const MENU_PAGES_PATH = '/platform/menuPages';

/** The list, or undefined when this server does not give it (the caller falls back to the user's sections). */
async function loadMenuPages(): Promise<string[] | undefined> {
  try {
    const pages: unknown = await api.get(MENU_PAGES_PATH, { silent: true });
    return Array.isArray(pages) && pages.every((page) => typeof page === 'string') ? pages : undefined;
  } catch {
    return undefined;
  }
}

/** Asked only for a path the user's menu does not route; the list is the same for the whole visit. */
export function useMenuPages(enabled: boolean) {
  return useQuery({ queryKey: ['platform', 'menu-pages'], queryFn: loadMenuPages, enabled, staleTime: Infinity, gcTime: Infinity });
}
