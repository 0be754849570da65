/**
 * Server state through TanStack Query. Pages use these hooks rather than
 * calling the API in effects, so loading, errors, retries and caching behave
 * the same everywhere. Here are the queries the shell needs and those several
 * remotes share; each remote keeps its own in `src/api/`.
 */
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  authApi,
  certificationApi,
  companyApi,
  contentApi,
  invitationApi,
  platformApi,
  userApi,
} from '../api/services';
import type { Query } from '../api/typed';
import type { AgreementType, Id, SearchQuery } from '../api/types';
import { queryKeys } from './keys';

/** A query over one API call. */
export function useApi<T>(
  queryKey: QueryKey,
  call: () => Promise<T>,
  options?: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>,
): UseQueryResult<T, Error> {
  return useQuery({ queryKey, queryFn: call, ...options });
}

/** A query of one page of a list: the last page stays shown while the next one loads. */
export function usePageQuery<T>(queryKey: QueryKey, call: () => Promise<T>): UseQueryResult<T, Error> {
  return useApi(queryKey, call, { placeholderData: keepPreviousData });
}

/** A company: the current one when no id is given. */
export function useCompany(companyId?: Id) {
  return useApi(queryKeys.company(companyId), () => companyApi.getCompanyById(companyId));
}

/** The company's QR invitation, made when the drawer opens. */
export function useInvitation(enabled: boolean) {
  return useApi(queryKeys.invitation, invitationApi.invitation, { enabled, staleTime: 5 * 60 * 1000 });
}

/** The companies the user belongs to. */
export function useMyCompanies() {
  return useApi(queryKeys.myCompanies, userApi.myCompanies, { staleTime: 0 });
}

/** The company an invitation link is for. */
export function useInviteInfo(token: string) {
  return useApi(queryKeys.inviteInfo(token), () => invitationApi.inviteInfo(token), { enabled: token !== '' });
}

/** The dispatch centre's customer lookup. */
export function useCustomerCheck(customName: string, phone: string) {
  return useApi(queryKeys.customer(customName, phone), () =>
    authApi.checkCustomer({ customName: customName || undefined, phone: phone || undefined }),
  );
}

/** Where the user's company and personal certifications stand; read afresh on each visit. */
export function useCertificationState(enabled = true) {
  return useApi(queryKeys.certification, certificationApi.status, { enabled, staleTime: 0 });
}

/** Channels of the public top navigation. */
export function useFrontChannels() {
  return useApi(queryKeys.frontChannels, contentApi.getFrontChannel, {
    staleTime: 10 * 60 * 1000,
  });
}

/** The remotes this deployment serves; read once per page load. */
export function useRemoteManifest() {
  return useApi(queryKeys.remotes, platformApi.remotes, { staleTime: Infinity, gcTime: Infinity });
}

// ---------------------------------------------------------------- public content the shell's layout shows too

/** The top ad with its hot products; null when none is published. */
export function useTopAdvertising(enabled = true) {
  return useApi(queryKeys.topAdvertising, contentApi.getLastTopAdvertising, { enabled });
}

/** Solutions (category 5) or programmes (category 6). */
export function useFrontPrograms(query: Query<'get', '/ptd-industry/front/getFrontProgramList'>, enabled = true) {
  return useApi(queryKeys.frontPrograms(query), () => contentApi.getFrontProgramList(query), { enabled });
}

export function useServicePlatforms(enabled = true) {
  return useApi(queryKeys.servicePlatforms, contentApi.getFrontServicePlatformList, { enabled });
}

/**
 * The site settings the operators edit (站点设置): hotline, service hours,
 * mailbox, open platform, developer docs, related links, ICP number. While
 * they load, or when they cannot be read, show `SITE_CONTACT`:
 * `const site = useSiteSettings().data ?? SITE_CONTACT`.
 */
export function useSiteSettings() {
  return useApi(queryKeys.siteSettings, contentApi.getSiteSettings, { staleTime: 10 * 60 * 1000 });
}

/** The product store: categories with their products. */
export function useStoreProducts(enabled = true) {
  return useApi(queryKeys.storeProducts, () => contentApi.getStoreProduct(), { enabled });
}

/** Ranked search with highlights; nothing is asked for an empty keyword. */
export function useSiteSearch(query: SearchQuery) {
  const params: SearchQuery = { ...query, keyword: query.keyword.trim() };
  return useApi(queryKeys.siteSearch(params), () => contentApi.search(params), {
    enabled: params.keyword !== '',
    placeholderData: keepPreviousData,
  });
}

/** The user agreement or the privacy policy from the server; null when it has none. */
export function useAgreement(type: AgreementType) {
  return useApi(queryKeys.agreement(type), () => contentApi.getAgreement(type));
}
