/**
 * Server state through TanStack Query. Pages use these hooks rather than
 * calling the API in effects, so loading, errors, retries and caching behave
 * the same everywhere.
 */
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { companyApi, contentApi, platformApi, userApi } from '../api/services';
import type { CompanyPageQuery, Id } from '../api/types';
import { queryKeys } from './keys';

/** A query over one API call. */
export function useApi<T>(
  queryKey: QueryKey,
  call: () => Promise<T>,
  options?: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>,
): UseQueryResult<T, Error> {
  return useQuery({ queryKey, queryFn: call, ...options });
}

/** A company: the current one when no id is given. */
export function useCompany(companyId?: Id) {
  return useApi(queryKeys.company(companyId), () => companyApi.getCompanyById(companyId));
}

/** Members of the current company, optionally filtered by name. */
export function useCompanyMembers(realName = '') {
  const name = realName.trim();
  return useApi(queryKeys.members(name), () => userApi.getUserDict(name ? { realName: name } : {}));
}

/** One page of all companies (platform operators only). */
export function useCompanyPage(query: CompanyPageQuery) {
  const params: CompanyPageQuery = { ...query, companyName: query.companyName?.trim() || undefined };
  return useApi(queryKeys.companyPage(params), () => companyApi.page(params), {
    placeholderData: keepPreviousData,
  });
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
