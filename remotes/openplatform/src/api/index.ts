/** The open platform's calls (credentials, the call log, partners' APIs, the operators' review, the published list) on the SDK's one client. */
import { api, type Body, type Query } from '@platform/sdk';

export type * from './types';

/** A company's credentials (its main account). */
export const credentialApi = {
  /** The credentials without their secrets; null before they are made. */
  show: () => api.get('/ptd-open-platform/openApi/credential'),
  /**
   * Makes the credentials, or a new secret when they exist: the appKey and the appSecret, shown
   * only in this answer; `retired` says an older secret was retired to keep two active.
   */
  make: () => api.post('/ptd-open-platform/openApi/credential'),
  /** Retires one secret; answers 已停用. */
  retireSecret: (id: number) => api.post('/ptd-open-platform/openApi/credential/secret/delete', { body: { id } }),
  /** Which APIs the credentials reach, the allowed addresses, the monthly cap and the low-balance message; answers 保存成功. */
  saveSettings: (form: Body<'post', '/ptd-open-platform/openApi/credential/settings'>) =>
    api.post('/ptd-open-platform/openApi/credential/settings', { body: form }),
  /** The APIs of the apps the company holds, each with its gateway path and whether the credentials reach it. */
  apis: () => api.get('/ptd-open-platform/openApi/api/list'),
};

/** The company's call log (its main account). */
export const callApi = {
  page: (query: Query<'get', '/ptd-open-platform/openApi/call/page'>) => api.get('/ptd-open-platform/openApi/call/page', { query }),
  /** Calls and points per day, every day of the span. */
  days: (days: number) => api.get('/ptd-open-platform/openApi/call/days', { query: { days } }),
  /** A month (YYYY-MM) of calls as an Excel file; a refusal rejects with the server's reason, shown by the caller. */
  export: (month: string, onProgress?: (share: number) => void) => api.download('/ptd-open-platform/openApi/call/export', { month }, onProgress),
};

/** A partner's APIs. */
export const partnerApiApi = {
  page: (query: Query<'get', '/ptd-open-platform/partner/api/page'>) => api.get('/ptd-open-platform/partner/api/page', { query }),
  /** The partner's apps an API may be published on. */
  apps: () => api.get('/ptd-open-platform/partner/api/apps'),
  /** Publishes or changes an API; answers its id. A new API, or a new method, path or upstream, waits for review. */
  save: (form: Body<'post', '/ptd-open-platform/partner/api/save'>) => api.post('/ptd-open-platform/partner/api/save', { body: form }),
  /** Takes an API offline or back online; answers 已下线 or 已上线. */
  enable: (id: number, enabled: boolean) => api.post('/ptd-open-platform/partner/api/enable', { body: { id, enabled } }),
  /** Calls and points per API and day. */
  stats: (days: number) => api.get('/ptd-open-platform/partner/api/stats', { query: { days } }),
};

/** The operators' review of APIs. */
export const reviewApi = {
  page: (query: Query<'get', '/ptd-open-platform/manage/api/page'>) => api.get('/ptd-open-platform/manage/api/page', { query }),
  /** Approves or rejects (with a reason) the change waiting on an API read at `updateTime`; answers 审核通过 or 已驳回. */
  review: (form: Body<'post', '/ptd-open-platform/manage/api/review'>) => api.post('/ptd-open-platform/manage/api/review', { body: form }),
  /** The most called APIs of the span with their failure rates. */
  top: (days: number) => api.get('/ptd-open-platform/manage/api/stats', { query: { days } }),
};

/** Every published API with its document (the developer portal). */
export const portalApi = {
  list: () => api.get('/ptd-open-platform/endpoint/api/list', { silent: true }),
};
