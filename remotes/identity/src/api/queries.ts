/** The identity area's server state: its query keys and the queries its pages read. */
import { useApi, usePageQuery, type Id } from '@platform/sdk';
import { auditApi, companyListApi, memberApi } from './index';

/** Rows per page of the company detail's members and certification history. */
export const COMPANY_DETAIL_PAGE_SIZE = 10;

export const identityKeys = {
  memberPages: ['company', 'member-page'] as const,
  grantableMenus: ['company', 'grantable-menus'] as const,
  userMenus: (userId: Id) => ['company', 'user-menus', userId] as const,
  joinRequests: ['company', 'join-requests'] as const,
  companyPages: ['operation', 'companies'] as const,
  companyMembers: (companyId: Id, pageNum: number) => ['operation', 'company-detail', companyId, 'members', pageNum] as const,
  companyCertifications: (companyId: Id, pageNum: number) =>
    ['operation', 'company-detail', companyId, 'certifications', pageNum] as const,
  signInPages: ['company', 'sign-in-page'] as const,
  auditPages: ['operation', 'audit-page'] as const,
  auditKinds: ['operation', 'audit-kinds'] as const,
  chainCheck: ['operation', 'audit-chain-check'] as const,
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

/** A page of one company's members (operators); the last page stays shown while the next loads. */
export function useCompanyMembers(companyId: Id, pageNum: number) {
  return usePageQuery(identityKeys.companyMembers(companyId, pageNum), () =>
    companyListApi.members({ companyId: Number(companyId), pageNum, pageSize: COMPANY_DETAIL_PAGE_SIZE }),
  );
}

/** A page of one company's certification history, newest first (operators). */
export function useCompanyCertifications(companyId: Id, pageNum: number) {
  return usePageQuery(identityKeys.companyCertifications(companyId, pageNum), () =>
    companyListApi.certifications({ companyId: Number(companyId), pageNum, pageSize: COMPANY_DETAIL_PAGE_SIZE }),
  );
}

/** The kinds an audit row can be, with their names; they change only with a deployment. */
export function useAuditKinds() {
  return useApi(identityKeys.auditKinds, auditApi.kinds, { staleTime: Infinity });
}

/**
 * The audit chain's check, run when asked (`refetch`): it reads every row, so never on its own,
 * and a result is not kept once the page is left: the chain may have grown since.
 */
export function useChainCheck() {
  return useApi(identityKeys.chainCheck, auditApi.verify, { enabled: false, staleTime: 0, gcTime: 0, retry: false });
}
