/**
 * The public site's own calls on the SDK's one client (the shell's layout
 * reads channels, programmes, the store and search through the SDK). Reads
 * are quiet: each page shows its own loading, empty and error states, so a
 * failed list never raises a toast.
 */
import {
  get,
  PLATFORM_CODE,
  post,
  type CompanyNoticeType,
  type Id,
  type Page,
  type PageQuery,
  type ProductCard,
  type Program,
  type Saved,
} from '@platform/sdk';
import type {
  AiDemandForm,
  AiProduct,
  AiProductQuery,
  ApplicationScene,
  CompanyNotice,
  ContactMessageForm,
  CooperationCase,
  Expert,
  ExpertQuery,
  FactoryVideo,
  FeedbackForm,
  FrontBanner,
  HelpDoc,
  HelpDocItem,
  HelpDocQuery,
  HelpDomain,
  MessageReceived,
  ProductDetail,
  Supplier,
  SystemNotice,
} from './types';

export type * from './types';

const FRONT = '/ptd-industry/front';
const COMPANY_NOTICE = '/ptd-component/global/companyNotice';
/** Banners of this platform's pages (spec section 9). */
const BANNER_APPLICATION_TYPE = 40;

export const siteApi = {
  /** Adds a free product's service to the caller's company (main account); the client shows a refusal's reason. */
  openFreeApp: (productDomainId: Id) => post<string>('/ptd-user/companyApplication/saveCompanyProductDomain', { productDomainId }),
  getFrontBanner: (channelName: string) =>
    get<FrontBanner[]>(`${FRONT}/getFrontBanner`, {
      params: { channelName, applicationType: BANNER_APPLICATION_TYPE, type: 'WEB' },
      silent: true,
    }),
  getCooperationCaseList: () => get<CooperationCase[]>(`${FRONT}/getCooperationCaseList`, { silent: true }),
  getApplicationSceneList: () => get<ApplicationScene[]>(`${FRONT}/getApplicationSceneList`, { silent: true }),
  getRecommendApp: () => get<ProductCard[]>(`${FRONT}/getRecommendApp`, { silent: true }),
  getFreeProduct: () => get<ProductCard[]>(`${FRONT}/getFreeProduct`, { silent: true }),
  getAppProduct: () => get<ProductCard[]>(`${FRONT}/getAppProduct`, { silent: true }),
  getPlatProduct: () =>
    get<ProductCard[]>(`${FRONT}/getPlatProduct`, { params: { platformName: PLATFORM_CODE }, silent: true }),

  getProduct: (id: Id) => get<ProductDetail>('/ptd-industry/product/getById', { params: { id }, silent: true }),
  getAIProduct: (query: AiProductQuery = {}) =>
    get<AiProduct[]>('/ptd-industry/product/getAIProduct', { params: query, silent: true }),
  /** A solution by number or route key (planFinance). */
  getProgram: (id: string) => get<Program>('/ptd-industry/program/getById', { params: { id }, silent: true }),

  /** Partner suppliers; only published ones (status 1). */
  supplierPage: (query: PageQuery) =>
    get<Page<Supplier>>('/ptd-industry/supplier/page', { params: { ...query, status: 1 }, silent: true }),
  /** Experts; the phone comes masked unless the visitor is logged in. */
  expertPage: (query: ExpertQuery) => get<Page<Expert>>('/ptd-industry/expert/page', { params: query, silent: true }),
  getExpert: (id: Id) => get<Expert>('/ptd-industry/expert/getById', { params: { id }, silent: true }),
  factoryVideoPage: (query: PageQuery & { name?: string }) =>
    get<Page<FactoryVideo>>('/ptd-industry/factory/introduction/page', { params: query, silent: true }),
  /** Counts one view of a video that started playing; answers the new count. */
  countVideoView: (id: Id) =>
    get<number>('/ptd-industry/factory/introduction/updateVisitTimes', { params: { id }, silent: true }),

  helpDocPage: (query: HelpDocQuery) => get<Page<HelpDocItem>>('/ptd-industry/helpDoc/page', { params: query, silent: true }),
  /** Product services that have help documents (the help centre's left menu). */
  helpDomains: () => get<HelpDomain[]>('/ptd-industry/helpDoc/getProductDomainExistHelpDoc', { silent: true }),
  getHelpDoc: (id: Id) => get<HelpDoc>('/ptd-industry/helpDoc/getById', { params: { id }, silent: true }),

  systemNotices: () => get<SystemNotice[]>('/ptd-industry/system/notice/list', { silent: true }),
  getSystemNotice: (id: Id) => get<SystemNotice>('/ptd-industry/system/notice/getById', { params: { id }, silent: true }),
  /** Published company notices or news (issueStatus 1). */
  companyNotices: (noticeType?: CompanyNoticeType) =>
    get<CompanyNotice[]>(`${COMPANY_NOTICE}/list`, { params: { noticeType, issueStatus: 1 }, silent: true }),
  getCompanyNotice: (id: Id) => get<CompanyNotice>(`${COMPANY_NOTICE}/getById`, { params: { id }, silent: true }),

  /** 联系我们: answers the sentence to show. */
  sendContactMessage: (form: ContactMessageForm) =>
    post<MessageReceived>('/ptd-industry/leaveMessage/save', { ...form, type: 1 }),
  /** 提交AI需求, with the SMS code sent to the telephone. */
  sendAiDemand: (form: AiDemandForm) => post<MessageReceived>('/ptd-industry/leaveMessage/save', { ...form, type: 2 }),
  sendFeedback: (form: FeedbackForm) => post<Saved>('/ptd-industry/feedback/save', form),

  /** The address of a customer-service conversation for the /customerService frame. */
  chatAddress: (loggedIn: boolean) =>
    get<string>(
      loggedIn
        ? '/ptd-industry/servicePersonnel/createServicePersonnel'
        : '/ptd-industry/servicePersonnel/createServicePersonnelHome',
    ),
};
