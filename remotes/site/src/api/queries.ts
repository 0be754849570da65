/** The public site's server state: its query keys (all under the SDK's 'front', which the content console refreshes), the queries its pages read, and their early start. */
import { keepPreviousData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys, useApi, type Id, type NoticeKind, type PageQuery, type Query, type Schema } from '@platform/sdk';
import { siteApi } from './index';
import type { NoticeView } from './types';

type AiProductQuery = Query<'get', '/ptd-industry/product/getAIProduct'>;
type ExpertQuery = Query<'get', '/ptd-industry/expert/page'>;
type HelpDocQuery = Query<'get', '/ptd-industry/helpDoc/page'>;

const PRODUCT_LISTS = {
  recommend: siteApi.getRecommendApp,
  free: siteApi.getFreeProduct,
  app: siteApi.getAppProduct,
  plat: siteApi.getPlatProduct,
};

const siteKeys = {
  frontBanners: (channelName: string) => [...queryKeys.front, 'banners', channelName] as const,
  cooperationCases: [...queryKeys.front, 'cases'] as const,
  applicationScenes: [...queryKeys.front, 'scenes'] as const,
  /** The home page's product lists: recommended, free, application and platform products. */
  frontProducts: (list: keyof typeof PRODUCT_LISTS) => [...queryKeys.front, 'products', list] as const,
  aiProducts: (query: AiProductQuery) => [...queryKeys.front, 'ai-products', query] as const,
  product: (id: Id) => [...queryKeys.front, 'product', id] as const,
  productApis: (id: Id) => [...queryKeys.front, 'product-apis', id] as const,
  program: (id: string) => [...queryKeys.front, 'program', id] as const,
  suppliers: (query: PageQuery) => [...queryKeys.front, 'suppliers', query] as const,
  experts: (query: ExpertQuery) => [...queryKeys.front, 'experts', query] as const,
  expert: (id: Id) => [...queryKeys.front, 'expert', id] as const,
  factoryVideos: (query: PageQuery) => [...queryKeys.front, 'factory-videos', query] as const,
  helpDomains: [...queryKeys.front, 'help-domains'] as const,
  helpDocs: (query: HelpDocQuery) => [...queryKeys.front, 'help-docs', query] as const,
  helpDoc: (id: Id) => [...queryKeys.front, 'help-doc', id] as const,
  notices: (kind: NoticeKind) => [...queryKeys.front, 'notices', kind] as const,
  notice: (kind: NoticeKind, id: Id) => [...queryKeys.front, 'notice', kind, id] as const,
};

/** A query's key and call: what its hook reads, and what a page can start before it renders. */
export interface SiteQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}

/**
 * Starts queries a page shows first. A page's `prefetch` calls it: the shell
 * runs that as soon as the page's part has loaded, before React renders it,
 * so the data comes in beside the page rather than after it; the page's hooks
 * then find the answer (or the call under way) in the cache.
 */
export function startQueries(client: QueryClient, queries: SiteQuery<unknown>[]) {
  for (const query of queries) void client.prefetchQuery(query);
}

/** Banners of a channel's page (首页, 产品市场...). */
export function frontBannersQuery(channelName: string): SiteQuery<Schema<'Banner'>[]> {
  return { queryKey: siteKeys.frontBanners(channelName), queryFn: () => siteApi.getFrontBanner(channelName) };
}

export function useFrontBanners(channelName: string) {
  const { queryKey, queryFn } = frontBannersQuery(channelName);
  return useApi(queryKey, queryFn);
}

export const cooperationCasesQuery: SiteQuery<Schema<'CooperationCase'>[]> = {
  queryKey: siteKeys.cooperationCases,
  queryFn: siteApi.getCooperationCaseList,
};

export function useCooperationCases() {
  return useApi(cooperationCasesQuery.queryKey, cooperationCasesQuery.queryFn);
}

export const applicationScenesQuery: SiteQuery<Schema<'ApplicationScene'>[]> = {
  queryKey: siteKeys.applicationScenes,
  queryFn: siteApi.getApplicationSceneList,
};

export function useApplicationScenes() {
  return useApi(applicationScenesQuery.queryKey, applicationScenesQuery.queryFn);
}

/** The home page's product lists. */
export function frontProductsQuery(list: keyof typeof PRODUCT_LISTS): SiteQuery<Schema<'ProductCard'>[]> {
  return { queryKey: siteKeys.frontProducts(list), queryFn: PRODUCT_LISTS[list] };
}

export function useFrontProducts(list: keyof typeof PRODUCT_LISTS, enabled = true) {
  const { queryKey, queryFn } = frontProductsQuery(list);
  return useApi(queryKey, queryFn, { enabled });
}

export function useAiProducts(query: AiProductQuery) {
  const params: AiProductQuery = { ...query, name: query.name?.trim() || undefined };
  return useApi(siteKeys.aiProducts(params), () => siteApi.getAIProduct(params), { placeholderData: keepPreviousData });
}

export function useProduct(id: Id | undefined) {
  return useApi(siteKeys.product(id ?? ''), () => siteApi.getProduct(id!), { enabled: Boolean(id) });
}

/** The open APIs of a product (its page's API section). */
export function useProductApis(id: Id | undefined) {
  return useApi(siteKeys.productApis(id ?? ''), () => siteApi.getProductApis(id!), { enabled: Boolean(id) });
}

/** A solution by number or route key. */
export function useProgram(id: string | undefined) {
  return useApi(siteKeys.program(id ?? ''), () => siteApi.getProgram(id!), { enabled: Boolean(id) });
}

export function useSupplierPage(query: PageQuery) {
  return useApi(siteKeys.suppliers(query), () => siteApi.supplierPage(query));
}

export function useExpertPage(query: ExpertQuery) {
  const params: ExpertQuery = { ...query, expertName: query.expertName?.trim() || undefined };
  return useApi(siteKeys.experts(params), () => siteApi.expertPage(params), { placeholderData: keepPreviousData });
}

export function useExpert(id: Id | undefined) {
  return useApi(siteKeys.expert(id ?? ''), () => siteApi.getExpert(id!), { enabled: Boolean(id) });
}

export function useFactoryVideos(query: PageQuery) {
  return useApi(siteKeys.factoryVideos(query), () => siteApi.factoryVideoPage(query));
}

export function useHelpDomains() {
  return useApi(siteKeys.helpDomains, siteApi.helpDomains);
}

export function useHelpDocPage(query: HelpDocQuery) {
  const params: HelpDocQuery = { ...query, title: query.title?.trim() || undefined };
  return useApi(siteKeys.helpDocs(params), () => siteApi.helpDocPage(params), { placeholderData: keepPreviousData });
}

export function useHelpDoc(id: Id | undefined) {
  return useApi(siteKeys.helpDoc(id ?? ''), () => siteApi.getHelpDoc(id!), { enabled: Boolean(id) });
}

const NOTICE_KIND_NAMES: Record<NoticeKind, string> = {
  systemNotice: '系统公告',
  companyNotice: '公司公告',
  companyExpress: '公司快讯',
};

/** Published notices of one kind, newest first, in one shape. */
export function noticesQuery(kind: NoticeKind): SiteQuery<NoticeView[]> {
  return {
    queryKey: siteKeys.notices(kind),
    queryFn: async () => {
      if (kind === 'systemNotice') {
        const rows = await siteApi.systemNotices();
        return rows.map((n) => ({ id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: NOTICE_KIND_NAMES[kind] }));
      }
      const rows = await siteApi.companyNotices(kind);
      return rows.map((n) => ({ id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: n.noticeTypeName }));
    },
  };
}

export function useNotices(kind: NoticeKind, enabled = true) {
  const { queryKey, queryFn } = noticesQuery(kind);
  return useApi(queryKey, queryFn, { enabled });
}

/** One published notice, whatever its kind. */
export function useNotice(kind: NoticeKind, id: Id | undefined) {
  return useApi(
    siteKeys.notice(kind, id ?? ''),
    async (): Promise<NoticeView> => {
      if (kind === 'systemNotice') {
        const n = await siteApi.getSystemNotice(id!);
        return { id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: NOTICE_KIND_NAMES[kind] };
      }
      const n = await siteApi.getCompanyNotice(id!);
      return { id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: n.noticeTypeName };
    },
    { enabled: Boolean(id) },
  );
}
