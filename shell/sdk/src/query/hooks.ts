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
import {
  addressApi,
  authApi,
  certificationApi,
  companyApi,
  companyNoticeApi,
  contentApi,
  invoiceHeaderApi,
  manageApi,
  memberApi,
  platformApi,
  reviewApi,
  userApi,
} from '../api/services';
import type { AffiliationQuery, CompanyPageQuery, Id, PageQuery, ReviewQuery } from '../api/types';
import type {
  AiProductQuery,
  CompanyNoticeQuery,
  ExpertQuery,
  HelpDocQuery,
  LeaveMessageQuery,
  NoticeKind,
  NoticeView,
  ProgramQuery,
  SearchQuery,
} from '../api/types';
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

/** One page of the company's people with their account state. */
export function useMemberPage(query: AffiliationQuery) {
  const params: AffiliationQuery = { ...query, realName: query.realName?.trim() || undefined };
  return useApi(queryKeys.memberPage(params), () => memberApi.page(params), { placeholderData: keepPreviousData });
}

/** The menus a main account may grant; they change only with a deployment. */
export function useGrantableMenus(enabled = true) {
  return useApi(queryKeys.grantableMenus, memberApi.grantableMenus, { enabled, staleTime: Infinity });
}

/** The menus a sub-account holds now; read afresh each time the grant dialog opens. */
export function useUserMenus(userId: Id | undefined) {
  return useApi(queryKeys.userMenus(userId ?? ''), () => memberApi.userMenus(userId!), {
    enabled: userId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Pending requests to join the company (main account). */
export function useJoinRequests(enabled = true) {
  return useApi(queryKeys.joinRequests, memberApi.joinRequests, { enabled });
}

/** The company's QR invitation, made when the drawer opens. */
export function useInvitation(enabled: boolean) {
  return useApi(queryKeys.invitation, memberApi.invitation, { enabled, staleTime: 5 * 60 * 1000 });
}

/** The companies the user belongs to. */
export function useMyCompanies() {
  return useApi(queryKeys.myCompanies, userApi.myCompanies, { staleTime: 0 });
}

/** The company an invitation link is for. */
export function useInviteInfo(token: string) {
  return useApi(queryKeys.inviteInfo(token), () => memberApi.inviteInfo(token), { enabled: token !== '' });
}

/** The dispatch centre's customer lookup. */
export function useCustomerCheck(customName: string, phone: string) {
  return useApi(queryKeys.customer(customName, phone), () =>
    authApi.checkCustomer({ customName: customName || undefined, phone: phone || undefined }),
  );
}

/** One page of all companies (platform operators only). */
export function useCompanyPage(query: CompanyPageQuery) {
  const params: CompanyPageQuery = { ...query, companyName: query.companyName?.trim() || undefined };
  return useApi(queryKeys.companyPage(params), () => companyApi.page(params), {
    placeholderData: keepPreviousData,
  });
}

/** Where the user's company and personal certifications stand; read afresh on each visit. */
export function useCertificationState(enabled = true) {
  return useApi(queryKeys.certification, certificationApi.status, { enabled, staleTime: 0 });
}

/** One page of the company's receiving addresses. */
export function useAddressPage(query: PageQuery) {
  return useApi(queryKeys.addressPage(query), () => addressApi.page(query), { placeholderData: keepPreviousData });
}

/** One page of the company's invoice headers. */
export function useInvoiceHeaderPage(query: PageQuery) {
  return useApi(queryKeys.invoiceHeaderPage(query), () => invoiceHeaderApi.page(query), {
    placeholderData: keepPreviousData,
  });
}

/** One page of the certification review queue (platform operators only). */
export function useReviewPage(query: ReviewQuery) {
  return useApi(queryKeys.reviewPage(query), () => reviewApi.page(query), { placeholderData: keepPreviousData });
}

/** One submission under review, with its images. */
export function useReview(id: Id | undefined) {
  return useApi(queryKeys.review(id ?? ''), () => reviewApi.detail(id!), { enabled: id !== undefined });
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

// ---------------------------------------------------------------- public site

/** The top ad with its hot products; null when none is published. */
export function useTopAdvertising(enabled = true) {
  return useApi(queryKeys.topAdvertising, contentApi.getLastTopAdvertising, { enabled });
}

/** Banners of a channel's page (首页, 产品市场...). */
export function useFrontBanners(channelName: string) {
  return useApi(queryKeys.frontBanners(channelName), () => contentApi.getFrontBanner(channelName));
}

export function useCooperationCases() {
  return useApi(queryKeys.cooperationCases, contentApi.getCooperationCaseList);
}

export function useApplicationScenes() {
  return useApi(queryKeys.applicationScenes, contentApi.getApplicationSceneList);
}

/** Solutions (category 5) or programmes (category 6). */
export function useFrontPrograms(query: ProgramQuery, enabled = true) {
  return useApi(queryKeys.frontPrograms(query), () => contentApi.getFrontProgramList(query), { enabled });
}

const PRODUCT_LISTS = {
  recommend: contentApi.getRecommendApp,
  free: contentApi.getFreeProduct,
  app: contentApi.getAppProduct,
  plat: contentApi.getPlatProduct,
};

/** The home page's product lists. */
export function useFrontProducts(list: keyof typeof PRODUCT_LISTS, enabled = true) {
  return useApi(queryKeys.frontProducts(list), PRODUCT_LISTS[list], { enabled });
}

export function useServicePlatforms(enabled = true) {
  return useApi(queryKeys.servicePlatforms, contentApi.getFrontServicePlatformList, { enabled });
}

/** The product store: categories with their products. */
export function useStoreProducts(enabled = true) {
  return useApi(queryKeys.storeProducts, () => contentApi.getStoreProduct(), { enabled });
}

export function useAiProducts(query: AiProductQuery) {
  const params: AiProductQuery = { ...query, name: query.name?.trim() || undefined };
  return useApi(queryKeys.aiProducts(params), () => contentApi.getAIProduct(params), { placeholderData: keepPreviousData });
}

export function useProduct(id: Id | undefined) {
  return useApi(queryKeys.product(id ?? ''), () => contentApi.getProduct(id!), { enabled: Boolean(id) });
}

/** A solution by number or route key. */
export function useProgram(id: string | undefined) {
  return useApi(queryKeys.program(id ?? ''), () => contentApi.getProgram(id!), { enabled: Boolean(id) });
}

export function useSupplierPage(query: PageQuery) {
  return useApi(queryKeys.suppliers(query), () => contentApi.supplierPage(query));
}

export function useExpertPage(query: ExpertQuery) {
  const params: ExpertQuery = { ...query, expertName: query.expertName?.trim() || undefined };
  return useApi(queryKeys.experts(params), () => contentApi.expertPage(params), { placeholderData: keepPreviousData });
}

export function useExpert(id: Id | undefined) {
  return useApi(queryKeys.expert(id ?? ''), () => contentApi.getExpert(id!), { enabled: Boolean(id) });
}

export function useFactoryVideos(query: PageQuery) {
  return useApi(queryKeys.factoryVideos(query), () => contentApi.factoryVideoPage(query));
}

export function useHelpDomains() {
  return useApi(queryKeys.helpDomains, contentApi.helpDomains);
}

export function useHelpDocPage(query: HelpDocQuery) {
  const params: HelpDocQuery = { ...query, title: query.title?.trim() || undefined };
  return useApi(queryKeys.helpDocs(params), () => contentApi.helpDocPage(params), { placeholderData: keepPreviousData });
}

export function useHelpDoc(id: Id | undefined) {
  return useApi(queryKeys.helpDoc(id ?? ''), () => contentApi.getHelpDoc(id!), { enabled: Boolean(id) });
}

const NOTICE_KIND_NAMES: Record<NoticeKind, string> = {
  systemNotice: '系统公告',
  companyNotice: '公司公告',
  companyExpress: '公司快讯',
};

/** Published notices of one kind, newest first, in one shape. */
export function useNotices(kind: NoticeKind, enabled = true) {
  return useApi(
    queryKeys.notices(kind),
    async (): Promise<NoticeView[]> => {
      if (kind === 'systemNotice') {
        const rows = await contentApi.systemNotices();
        return rows.map((n) => ({ id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: NOTICE_KIND_NAMES[kind] }));
      }
      const rows = await contentApi.companyNotices(kind);
      return rows.map((n) => ({ id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: n.noticeTypeName }));
    },
    { enabled },
  );
}

/** One published notice, whatever its kind. */
export function useNotice(kind: NoticeKind, id: Id | undefined) {
  return useApi(
    queryKeys.notice(kind, id ?? ''),
    async (): Promise<NoticeView> => {
      if (kind === 'systemNotice') {
        const n = await contentApi.getSystemNotice(id!);
        return { id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: NOTICE_KIND_NAMES[kind] };
      }
      const n = await contentApi.getCompanyNotice(id!);
      return { id: n.id, title: n.title, msgText: n.msgText, time: n.auditTime, kindName: n.noticeTypeName };
    },
    { enabled: Boolean(id) },
  );
}

/** Ranked search with highlights; nothing is asked for an empty keyword. */
export function useSiteSearch(query: SearchQuery) {
  const params: SearchQuery = { ...query, keyword: query.keyword.trim() };
  return useApi(queryKeys.siteSearch(params), () => contentApi.search(params), {
    enabled: params.keyword !== '',
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------- content console

type ManageApi = typeof manageApi;
/** The kinds of content with the six standard calls. */
export type ManageKind = {
  [K in keyof ManageApi]: ManageApi[K] extends { page(query: never): unknown } ? K : never;
}[keyof ManageApi];
type PageOf<K extends ManageKind> = Awaited<ReturnType<ManageApi[K]['page']>>;
type QueryOf<K extends ManageKind> = Parameters<ManageApi[K]['page']>[0];

/** One page of a kind of content, published or not (operators). */
export function useManagePage<K extends ManageKind>(kind: K, query: QueryOf<K>) {
  const params = { ...query, keyword: query.keyword?.trim() || undefined };
  const calls = manageApi[kind] as unknown as { page(query: QueryOf<K>): Promise<PageOf<K>> };
  return useApi(queryKeys.managePage(kind, params), () => calls.page(params), { placeholderData: keepPreviousData });
}

/** Every product service, for the help document form. */
export function useProductDomains(enabled = true) {
  return useApi(queryKeys.productDomains, manageApi.productDomains, { enabled });
}

export function useManageAgreements() {
  return useApi(queryKeys.agreements, manageApi.agreements, { staleTime: 0 });
}

export function useLeaveMessagePage(query: LeaveMessageQuery) {
  return useApi(queryKeys.managePage('leaveMessage', query), () => manageApi.leaveMessagePage(query), {
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackPage(query: PageQuery) {
  return useApi(queryKeys.managePage('feedback', query), () => manageApi.feedbackPage(query), {
    placeholderData: keepPreviousData,
  });
}

/** Company notices and news, drafts included (operators). */
export function useCompanyNoticePage(query: CompanyNoticeQuery) {
  const params: CompanyNoticeQuery = { ...query, title: query.title?.trim() || undefined };
  return useApi(queryKeys.managePage('companyNotice', params), () => companyNoticeApi.page(params), {
    placeholderData: keepPreviousData,
  });
}
