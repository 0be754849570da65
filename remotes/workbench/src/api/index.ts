/** The workbench's calls on the SDK's one client: the company's apps and own services, opening an app, and the market content the console shows. */
import { get, post, upload, type Id, type Page } from '@platform/sdk';
import type {
  AiProduct,
  App,
  BaseApplication,
  CompanyNotice,
  CustomAppForm,
  ExpiringApp,
  HelpDocItem,
  HelpDocQuery,
  LaunchPlugin,
  OpenForm,
  Opening,
  PluginApp,
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
  /** Stores an own service's icon (jpg or png up to 2 MB); answers its address. */
  uploadIcon: (file: Blob) => post<string>(`${APPLICATION}/uploadIcon`, upload(file)),
  /** The base-data and organisation applications, and whether the company holds each. */
  baseApps: () => get<BaseApplication[]>('/ptd-user/endpoint/companyApplication/getBaseApplicationList'),
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

const PLUGIN = '/ptd-industry/manage/launchPlugin';

/** The operators' launch rules per app (应用启动规则). */
export const launchPluginApi = {
  apps: () => get<PluginApp[]>(`${PLUGIN}/apps`),
  /** The versions of an app's rule, newest first. */
  versions: (appKey: string) => get<LaunchPlugin[]>(`${PLUGIN}/list`, { params: { appKey } }),
  /**
   * A new version (added disabled), multipart `appKey`, `permissions`
   * (comma-separated: log, sign) and the `file`; the server checks it and
   * refuses with its reason (插件未获授权使用 …, 插件不能导入 …, 插件试运行失败 …).
   */
  upload: (appKey: string, permissions: string[], file: Blob) =>
    post<LaunchPlugin>(`${PLUGIN}/upload`, upload(file, { appKey, permissions: permissions.join(',') })),
  /** Enables a version, the app's others off: also how a rule is rolled back. Replies 启用成功. */
  enable: (id: Id) => post<string>(`${PLUGIN}/enable`, { id }),
  /** The app opens by its built-in rule again. Replies 停用成功. */
  disable: (id: Id) => post<string>(`${PLUGIN}/disable`, { id }),
};
