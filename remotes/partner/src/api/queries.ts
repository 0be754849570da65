/** The partner area's server state: its query keys and the queries its pages read. */
import { useApi, type Id } from '@platform/sdk';
import { appApi, applicationApi } from './index';

export const partnerKeys = {
  all: ['partner'] as const,
  /** The caller's company's application. */
  mine: ['partner', 'mine'] as const,
  /** The operators' list of applications. */
  applications: ['partner', 'applications'] as const,
  /** Everything of apps: the lists, one app, its usage; an action refreshes all of it. */
  apps: ['partner', 'apps'] as const,
  appPages: ['partner', 'apps', 'page'] as const,
  reviewPages: ['partner', 'apps', 'review'] as const,
  app: (id: Id) => ['partner', 'apps', 'one', String(id)] as const,
  stats: (id: Id) => ['partner', 'apps', 'stats', String(id)] as const,
  categories: ['partner', 'categories'] as const,
};

/** Whether the caller's company is a partner and its newest application, read afresh on each visit. */
export function useMyApplication() {
  return useApi(partnerKeys.mine, applicationApi.mine, { staleTime: 0 });
}

/** The categories an app may be filed under, once the form opens. */
export function useCategories(enabled: boolean) {
  return useApi(partnerKeys.categories, appApi.categories, { enabled, staleTime: 5 * 60_000 });
}

/** One app with its versions and launch rule. */
export function useApp(id: Id | undefined) {
  return useApi(partnerKeys.app(id ?? ''), () => appApi.one(id!), { enabled: id !== undefined, staleTime: 0 });
}

/** One app's usage (the partner's own apps only). */
export function useAppStats(id: Id | undefined, enabled = true) {
  return useApi(partnerKeys.stats(id ?? ''), () => appApi.stats(id!), { enabled: enabled && id !== undefined, staleTime: 0 });
}
