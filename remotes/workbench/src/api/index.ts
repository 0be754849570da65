/** The workbench's calls on the SDK's one client: the company's apps and own services, opening an app, and the market content the console shows. */
import { api, upload, type Body, type Query } from '@platform/sdk';


/** The company's apps (spec sections 2, 4 and 7). */
export const applicationApi = {
  /** Bought services and the company's own services. */
  myApps: () => api.get('/ptd-industry/application/myApp'),
  /** The company's AI apps (the ?type=ai view). */
  myAiApps: () => api.get('/ptd-industry/application/myAiApp'),
  /** Apps ending within 30 days; a reminder that fails to load says nothing. */
  expiring: () => api.get('/ptd-industry/application/expireProductDoMain', { silent: true }),
  /** Adds (no id) or edits an own service; replies with its id. */
  saveCustom: (form: Body<'post', '/ptd-industry/application/saveCustomApplication'>) =>
    api.post('/ptd-industry/application/saveCustomApplication', { body: form }),
  /** Deletes an own service (a GET that changes state: the client sends the token header). */
  deleteCustom: (id: number) => api.get('/ptd-industry/application/delProject', { query: { id } }),
  /** The server decides how the app opens, or refuses with the spec's text (shown by the client). */
  open: (form: Body<'post', '/ptd-industry/application/open'>) => api.post('/ptd-industry/application/open', { body: form }),
  /** Stores an own service's icon (jpg or png up to 2 MB); answers its address. */
  uploadIcon: (file: Blob) => api.post('/ptd-industry/application/uploadIcon', { body: upload(file) }),
  /** The base-data and organisation applications, and whether the company holds each. */
  baseApps: () => api.get('/ptd-user/endpoint/companyApplication/getBaseApplicationList'),
};

/** What the market publishes that the console shows. */
export const contentApi = {
  /** Published company notices, newest first (the server does not page them: at most 1000). */
  companyNotices: () =>
    api.get('/ptd-component/global/companyNotice/list', { query: { noticeType: 'companyNotice', issueStatus: 1 } }),
  systemNotices: () => api.get('/ptd-industry/system/notice/list'),
  helpDocs: (query: Query<'get', '/ptd-industry/helpDoc/page'>) => api.get('/ptd-industry/helpDoc/page', { query }),
  recommended: () => api.get('/ptd-industry/front/getRecommendApp'),
  aiProducts: () => api.get('/ptd-industry/product/getAIProduct'),
};


/** The operators' console. */
export const operatorApi = {
  /** What waits for the operators, by kind, the longest waiting first. */
  workQueue: () => api.get('/ptd-industry/manage/workQueue'),
};

/** The operators' launch rules per app (应用启动规则). */
export const launchPluginApi = {
  apps: () => api.get('/ptd-industry/manage/launchPlugin/apps'),
  /** The versions of an app's rule, newest first. */
  versions: (appKey: string) => api.get('/ptd-industry/manage/launchPlugin/list', { query: { appKey } }),
  /**
   * A new version (added disabled), multipart `appKey`, `permissions`
   * (comma-separated: log, sign) and the `file`; the server checks it and
   * refuses with its reason (插件未获授权使用 …, 插件不能导入 …, 插件试运行失败 …).
   */
  upload: (appKey: string, permissions: string[], file: Blob) =>
    api.post('/ptd-industry/manage/launchPlugin/upload', { body: upload(file, { appKey, permissions: permissions.join(',') }) }),
  /** Enables a version, the app's others off: also how a rule is rolled back. Replies 启用成功. */
  enable: (id: number) => api.post('/ptd-industry/manage/launchPlugin/enable', { body: { id } }),
  /** The app opens by its built-in rule again. Replies 停用成功. */
  disable: (id: number) => api.post('/ptd-industry/manage/launchPlugin/disable', { body: { id } }),
};
