/** The workbench's server state: its query keys and the queries the console reads. */
import { useApi, usePageQuery } from '@platform/sdk';
import { applicationApi, contentApi, operatorApi } from './index';

/** Help documents on the console, a page at a time (spec section 9). */
export const HELP_PAGE_SIZE = 8;

export const workbenchKeys = {
  /** Everything about the company's apps: a save or delete refreshes all of it. */
  apps: ['workbench', 'apps'] as const,
  myApps: ['workbench', 'apps', 'mine'] as const,
  myAiApps: ['workbench', 'apps', 'ai'] as const,
  expiring: ['workbench', 'apps', 'expiring'] as const,
  baseApps: ['workbench', 'apps', 'base'] as const,
  // Under 'front', so the content console's save shows at once.
  companyNotices: ['front', 'workbench', 'company-notices'] as const,
  systemNotices: ['front', 'workbench', 'system-notices'] as const,
  helpDocs: (pageNum: number) => ['front', 'workbench', 'help-docs', pageNum] as const,
  recommended: ['front', 'workbench', 'recommended'] as const,
  aiProducts: ['front', 'workbench', 'ai-products'] as const,
  /** The operators' open work; read afresh on each visit and every minute while shown. */
  workQueue: ['operation', 'work-queue'] as const,
  /** The operators' launch rules: a change refreshes the apps and the versions. */
  launchPlugins: ['operation', 'launch-plugins'] as const,
  launchPluginApps: ['operation', 'launch-plugins', 'apps'] as const,
  launchPluginVersions: (appKey: string) => ['operation', 'launch-plugins', 'versions', appKey] as const,
};

export function useMyApps() {
  return useApi(workbenchKeys.myApps, applicationApi.myApps);
}

export function useMyAiApps(enabled = true) {
  return useApi(workbenchKeys.myAiApps, applicationApi.myAiApps, { enabled });
}

/** Read afresh on each visit: the dialog shows what is true now. */
export function useExpiringApps(enabled = true) {
  return useApi(workbenchKeys.expiring, applicationApi.expiring, { enabled, staleTime: 0 });
}

export function useCompanyNotices() {
  return useApi(workbenchKeys.companyNotices, contentApi.companyNotices);
}

export function useSystemNotices() {
  return useApi(workbenchKeys.systemNotices, contentApi.systemNotices);
}

export function useHelpDocs(pageNum: number) {
  return usePageQuery(workbenchKeys.helpDocs(pageNum), () => contentApi.helpDocs({ pageNum, pageSize: HELP_PAGE_SIZE }));
}

export function useRecommendedProducts() {
  return useApi(workbenchKeys.recommended, contentApi.recommended, { staleTime: 5 * 60_000 });
}

export function useAiProducts(enabled = true) {
  return useApi(workbenchKeys.aiProducts, contentApi.aiProducts, { enabled, staleTime: 5 * 60_000 });
}

/** The base-data and organisation applications (their menus show only while the company holds them). */
export function useBaseApps() {
  return useApi(workbenchKeys.baseApps, applicationApi.baseApps);
}

export function useWorkQueue() {
  return useApi(workbenchKeys.workQueue, operatorApi.workQueue, { staleTime: 0, refetchInterval: 60_000 });
}
