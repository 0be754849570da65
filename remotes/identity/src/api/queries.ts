/** The identity area's server state: its query keys and the queries its pages read. */
import { useApi, type Id } from '@platform/sdk';
import { memberApi } from './index';

export const identityKeys = {
  memberPages: ['company', 'member-page'] as const,
  grantableMenus: ['company', 'grantable-menus'] as const,
  userMenus: (userId: Id) => ['company', 'user-menus', userId] as const,
  joinRequests: ['company', 'join-requests'] as const,
  companyPages: ['operation', 'companies'] as const,
};

/** The menus a main account may grant; they change only with a deployment. */
export function useGrantableMenus(enabled = true) {
  return useApi(identityKeys.grantableMenus, memberApi.grantableMenus, { enabled, staleTime: Infinity });
}

/** The menus a sub-account holds now; read afresh each time the grant dialog opens. */
export function useUserMenus(userId: Id | undefined) {
  return useApi(identityKeys.userMenus(userId ?? ''), () => memberApi.userMenus(userId!), {
    enabled: userId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Pending requests to join the company (main account). */
export function useJoinRequests(enabled = true) {
  return useApi(identityKeys.joinRequests, memberApi.joinRequests, { enabled });
}
