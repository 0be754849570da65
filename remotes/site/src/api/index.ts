/**
 * The public site's own calls on the SDK's one client (the shell's layout
 * reads channels, programmes, the store and search through the SDK). Reads
 * are quiet: each page shows its own loading, empty and error states, so a
 * failed list never raises a toast.
 */
import { api, PLATFORM_CODE, type Body, type CompanyNoticeType, type Id, type PageQuery, type Query } from '@platform/sdk';
import type { AiDemandForm, ContactMessageForm } from './types';

export type * from './types';

/** A contract of up to 10 MB goes up and is read on a slow line too. */
const VERIFY_TIMEOUT_MS = 60_000;

/** Banners of this platform's pages (spec section 9). */
const BANNER_APPLICATION_TYPE = 40;

export const siteApi = {
  /** Adds a free product's service to the caller's company (main account); the client shows a refusal's reason. */
  openFreeApp: (productDomainId: number) =>
    api.post('/ptd-user/companyApplication/saveCompanyProductDomain', { body: { productDomainId } }),
  getFrontBanner: (channelName: string) =>
    api.get('/ptd-industry/front/getFrontBanner', {
      query: { channelName, applicationType: BANNER_APPLICATION_TYPE, type: 'WEB' },
      silent: true,
    }),
  getCooperationCaseList: () => api.get('/ptd-industry/front/getCooperationCaseList', { silent: true }),
  getApplicationSceneList: () => api.get('/ptd-industry/front/getApplicationSceneList', { silent: true }),
  getRecommendApp: () => api.get('/ptd-industry/front/getRecommendApp', { silent: true }),
  getFreeProduct: () => api.get('/ptd-industry/front/getFreeProduct', { silent: true }),
  getAppProduct: () => api.get('/ptd-industry/front/getAppProduct', { silent: true }),
  getPlatProduct: () => api.get('/ptd-industry/front/getPlatProduct', { query: { platformName: PLATFORM_CODE }, silent: true }),

  getProduct: (id: Id) => api.get('/ptd-industry/product/getById', { query: { id: Number(id) }, silent: true }),
  /** The open APIs a product's apps publish, each with its document as cleaned HTML. */
  getProductApis: (productId: Id) => api.get('/ptd-open-platform/endpoint/api/list', { query: { productId: Number(productId) }, silent: true }),
  getAIProduct: (query: Query<'get', '/ptd-industry/product/getAIProduct'> = {}) =>
    api.get('/ptd-industry/product/getAIProduct', { query, silent: true }),
  /** A solution by number or route key (planFinance). */
  getProgram: (id: string) => api.get('/ptd-industry/program/getById', { query: { id }, silent: true }),

  /** Partner suppliers; only published ones (status 1). */
  supplierPage: (query: PageQuery) =>
    api.get('/ptd-industry/supplier/page', { query: { ...query, status: 1 }, silent: true }),
  /** Experts; the phone comes masked unless the visitor is logged in. */
  expertPage: (query: Query<'get', '/ptd-industry/expert/page'>) => api.get('/ptd-industry/expert/page', { query, silent: true }),
  getExpert: (id: Id) => api.get('/ptd-industry/expert/getById', { query: { id: Number(id) }, silent: true }),
  factoryVideoPage: (query: Query<'get', '/ptd-industry/factory/introduction/page'>) =>
    api.get('/ptd-industry/factory/introduction/page', { query, silent: true }),
  /** Counts one view of a video that started playing; answers the new count. */
  countVideoView: (id: Id) =>
    api.get('/ptd-industry/factory/introduction/updateVisitTimes', { query: { id: Number(id) }, silent: true }),

  helpDocPage: (query: Query<'get', '/ptd-industry/helpDoc/page'>) => api.get('/ptd-industry/helpDoc/page', { query, silent: true }),
  /** Product services that have help documents (the help centre's left menu). */
  helpDomains: () => api.get('/ptd-industry/helpDoc/getProductDomainExistHelpDoc', { silent: true }),
  getHelpDoc: (id: Id) => api.get('/ptd-industry/helpDoc/getById', { query: { id: Number(id) }, silent: true }),

  systemNotices: () => api.get('/ptd-industry/system/notice/list', { silent: true }),
  getSystemNotice: (id: Id) => api.get('/ptd-industry/system/notice/getById', { query: { id: Number(id) }, silent: true }),
  /** Published company notices or news (issueStatus 1). */
  companyNotices: (noticeType?: CompanyNoticeType) =>
    api.get('/ptd-component/global/companyNotice/list', { query: { noticeType, issueStatus: 1 }, silent: true }),
  getCompanyNotice: (id: Id) => api.get('/ptd-component/global/companyNotice/getById', { query: { id: Number(id) }, silent: true }),

  /** 联系我们: answers the sentence to show. */
  sendContactMessage: (form: ContactMessageForm) =>
    api.post('/ptd-industry/leaveMessage/save', { body: { ...form, type: 1 } }),
  /** 提交AI需求, with the SMS code sent to the telephone. */
  sendAiDemand: (form: AiDemandForm) => api.post('/ptd-industry/leaveMessage/save', { body: { ...form, type: 2 } }),
  sendFeedback: (form: Body<'post', '/ptd-industry/feedback/save'>) => api.post('/ptd-industry/feedback/save', { body: form }),

  /**
   * 合同验签: the PDF's bytes are the body. Quiet: the page shows a refusal's
   * reason (not a PDF, unreadable, too many look-ups) beside the file.
   */
  verifyContract: (file: Blob) =>
    api.postFile('/ptd-component/sign/contract/verify', file, 'application/pdf', { silent: true, timeout: VERIFY_TIMEOUT_MS }),

  /** The address of a customer-service conversation for the /customerService frame. */
  chatAddress: (loggedIn: boolean) =>
    loggedIn
      ? api.get('/ptd-industry/servicePersonnel/createServicePersonnel')
      : api.get('/ptd-industry/servicePersonnel/createServicePersonnelHome'),
};
