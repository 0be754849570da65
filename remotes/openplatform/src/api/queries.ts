/** The open platform's server state: its query keys and the queries its pages read. */
import { useApi } from '@platform/sdk';
import { callApi, credentialApi, partnerApiApi, portalApi, reviewApi } from './index';

export const openKeys = {
  all: ['openplatform'] as const,
  /** The credentials and the APIs they reach: a change to either reads both again. */
  credential: ['openplatform', 'credential'] as const,
  callable: ['openplatform', 'credential', 'apis'] as const,
  calls: ['openplatform', 'calls'] as const,
  callPages: ['openplatform', 'calls', 'page'] as const,
  callDays: (days: number) => ['openplatform', 'calls', 'days', days] as const,
  /** A partner's APIs, their apps and their usage. */
  partnerApis: ['openplatform', 'partner'] as const,
  partnerPages: ['openplatform', 'partner', 'page'] as const,
  partnerApps: ['openplatform', 'partner', 'apps'] as const,
  partnerStats: (days: number) => ['openplatform', 'partner', 'stats', days] as const,
  /** The operators' lists. */
  review: ['openplatform', 'review'] as const,
  reviewPages: ['openplatform', 'review', 'page'] as const,
  top: (days: number) => ['openplatform', 'review', 'top', days] as const,
  published: ['openplatform', 'published'] as const,
};

/** The company's credentials (null before they are made), read afresh on each visit. */
export function useCredential() {
  return useApi(openKeys.credential, credentialApi.show, { staleTime: 0 });
}

/** The APIs the company may call. */
export function useCallableApis() {
  return useApi(openKeys.callable, credentialApi.apis, { staleTime: 0 });
}

/** The company's calls and points per day. */
export function useCallDays(days: number) {
  return useApi(openKeys.callDays(days), () => callApi.days(days), { staleTime: 0 });
}

/** The partner's apps, once the form opens. */
export function usePartnerApps(enabled: boolean) {
  return useApi(openKeys.partnerApps, partnerApiApi.apps, { enabled, staleTime: 60_000 });
}

/** The partner's calls per API and day. */
export function usePartnerStats(days: number) {
  return useApi(openKeys.partnerStats(days), () => partnerApiApi.stats(days), { staleTime: 0 });
}

/** The most called APIs (operators). */
export function useTopApis(days: number) {
  return useApi(openKeys.top(days), () => reviewApi.top(days), { staleTime: 0 });
}

/** Every published API with its document. */
export function usePublishedApis() {
  return useApi(openKeys.published, portalApi.list, { staleTime: 60_000 });
}
