/** The workbench's calls on the SDK's one client: the company's apps and own services, opening an app, and the market content the console shows. */
import { get, post, type Id, type Page } from '@platform/sdk';
import type {
  AiProduct,
  App,
  CompanyNotice,
  CustomAppForm,
  ExpiringApp,
  HelpDocItem,
  HelpDocQuery,
  OpenForm,
  Opening,
  ProductCard,
  SystemNotice,
} from './types';

export type * from './types';

const APPLICATION = '/ptd-industry/application';

/** The company's apps (spec sections 2, 4 and 7). */
export const applicationApi = {
  /** Bought services and the company's own services. */
  myApps: () => get<App[]>(`${APPLICATION}/myApp`),
  /** The company's AI apps (the ?type=ai view). */
  myAiApps: () => get<App[]>(`${APPLICATION}/myAiApp`),
  /** Apps ending within 30 days; a reminder that fails to load says nothing. */
  expiring: () => get<ExpiringApp[]>(`${APPLICATION}/expireProductDoMain`, { silent: true }),
  /** Adds (no id) or edits an own service; replies with its id. */
  saveCustom: (form: CustomAppForm) => post<number>(`${APPLICATION}/saveCustomApplication`, form),
  /** Deletes an own service (a GET that changes state: the client sends the token header). */
  deleteCustom: (id: Id) => get<string>(`${APPLICATION}/delProject`, { params: { id } }),
  /** The server decides how the app opens, or refuses with the spec's text (shown by the client). */
  open: (form: OpenForm) => post<Opening>(`${APPLICATION}/open`, form),
};

/** What the market publishes that the console shows. */
export const contentApi = {
  /** Published company notices, newest first (the spec's pageSize 1000). */
  companyNotices: () =>
    get<CompanyNotice[]>('/ptd-component/global/companyNotice/list', {
      params: { noticeType: 'companyNotice', issueStatus: 1, pageNum: 1, pageSize: 1000 },
    }),
  systemNotices: () => get<SystemNotice[]>('/ptd-industry/system/notice/list'),
  helpDocs: (query: HelpDocQuery) => get<Page<HelpDocItem>>('/ptd-industry/helpDoc/page', { params: query }),
  recommended: () => get<ProductCard[]>('/ptd-industry/front/getRecommendApp'),
  aiProducts: () => get<AiProduct[]>('/ptd-industry/product/getAIProduct'),
};
