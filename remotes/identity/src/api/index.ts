/** The identity area's calls (profile, account security, members and sub-accounts, the company's sign-ins, the operators' company list, company detail, audit trail and cockpit) on the SDK's one client. */
import { api, upload, type Body, type Id, type PageQuery, type Query } from '@platform/sdk';
import type { NewSubAccount } from './types';

export type * from './types';

/** The signed-in user's own account: profile, avatar, password, phone and mail. */
export const accountApi = {
  /** Replies 修改成功. */
  updateProfile: (form: Omit<Body<'post', '/ptd-user/resource/user/updateUseInfoById'>, 'id'>) =>
    api.post('/ptd-user/resource/user/updateUseInfoById', { body: form }),
  /** Replies with the new avatar's address. */
  uploadAvatar: (userId: Id, file: Blob) =>
    api.post('/ptd-user/resource/user/uploadAvatar', { body: upload(file, { userId }) }),
  /** Replies 修改密码成功. */
  updatePassword: (form: Body<'post', '/ptd-user/resource/user/updatePassword'>) =>
    api.post('/ptd-user/resource/user/updatePassword', { body: form }),
  /** Step one of changing the phone: prove the current number. */
  unBindMobile: (form: Body<'post', '/ptd-user/resource/user/unBindMobile'>) =>
    api.post('/ptd-user/resource/user/unBindMobile', { body: form }),
  /** Step two: bind the new number; replies 手机号修改成功. */
  bindMobile: (form: Body<'post', '/ptd-user/resource/user/bindMobile'>) =>
    api.post('/ptd-user/resource/user/bindMobile', { body: form }),
  /** A code to the mail address being bound; replies 发送成功. */
  sendMail: (mail: string) => api.get('/ptd-user/resource/user/sendMail', { query: { mail } }),
  bindMail: (form: Body<'post', '/ptd-user/resource/user/bindMail'>) => api.post('/ptd-user/resource/user/bindMail', { body: form }),
  /** Replies 解绑成功. */
  unBindMail: () => api.post('/ptd-user/resource/user/unBindMail'),
};

/** The main account's people: sub-accounts, their menus and state, and join requests. */
export const memberApi = {
  page: (query: PageQuery & Query<'get', '/ptd-user/resource/user/getUserUserAffiliationInfoPage'>) =>
    api.get('/ptd-user/resource/user/getUserUserAffiliationInfoPage', { query }),
  grantableMenus: () => api.get('/ptd-user/resource/user/grantableMenus'),
  userMenus: (userId: Id) => api.get('/ptd-user/resource/user/getUserMenus', { query: { userId: Number(userId) } }),
  /** Replies 保存成功. */
  grantMenus: (userId: number, menuKeys: string[]) =>
    api.post('/ptd-user/resource/user/grantMenus', { body: { userId, menuKeys } }),
  /** Replies with the new accounts' ids. */
  saveMany: (users: NewSubAccount[]) => api.post('/ptd-user/resource/user/saveMany', { body: { users } }),
  /** 1 normal, 0 frozen; replies 修改成功. */
  changeStatus: (userId: number, status: 0 | 1) =>
    api.post('/ptd-user/resource/user/changeStatus', { body: { userId, status } }),
  /** Replies 重置成功. */
  resetPassword: (userId: number, password: string) =>
    api.post('/ptd-user/endpoint/user/resetChildUser', { body: { userId, password } }),
  joinRequests: () => api.get('/ptd-user/resource/user/joinRequests'),
  /** Replies 操作成功. */
  decideJoinRequest: (id: number, approve: boolean) =>
    api.post('/ptd-user/resource/user/decideJoinRequest', { body: { id, approve } }),
};

/** Every company on the platform, and what operators see of one: its members and its certification history. */
export const companyListApi = {
  page: (query: PageQuery & Query<'get', '/ptd-user/resource/company/page'>) =>
    api.get('/ptd-user/resource/company/page', { query }),
  /** One company's members, main account first; mobiles arrive masked. */
  members: (query: PageQuery & Query<'get', '/ptd-user/resource/company/members'>) =>
    api.get('/ptd-user/resource/company/members', { query }),
  /** One company's submissions of every kind and state, newest first (the certification area's review page). */
  certifications: (query: PageQuery & Query<'get', '/ptd-user/certification/review/page'>) =>
    api.get('/ptd-user/certification/review/page', { query }),
  /** The companies the list's filters find (no paging) as an Excel file; `onProgress` hears the share downloaded. */
  export: (query: Query<'get', '/ptd-user/resource/company/export'>, onProgress: (share: number) => void) =>
    api.download('/ptd-user/resource/company/export', query, onProgress),
};

/** The audit trail: a company's sign-ins for its main account; every row, its kinds and the chain check for operators. */
export const auditApi = {
  /** The members' sign-ins, failed sign-ins and lock-outs, newest first (main account). */
  signIns: (query: PageQuery) => api.get('/platform/audit/signIns', { query }),
  /** Every row, newest first; a time that is not YYYY-MM-DD HH:mm:ss is refused (时间格式错误). */
  page: (query: PageQuery & Query<'get', '/platform/audit/page'>) => api.get('/platform/audit/page', { query }),
  /** The kinds a row can be, with their names, for the search's choices. */
  kinds: () => api.get('/platform/audit/kinds'),
  /** Walks the chain: how many rows were read and the first that does not fit, if any. */
  verify: () => api.get('/platform/audit/verify'),
  /** The rows the search's filters find (no paging) as an Excel file; `onProgress` hears the share downloaded. */
  export: (query: Query<'get', '/platform/audit/export'>, onProgress: (share: number) => void) =>
    api.download('/platform/audit/export', query, onProgress),
};

/** The operators' cockpit: the 运营看板's figures, and what 模块与健康 shows of this deployment. */
export const cockpitApi = {
  /** Today, 7 and 30 days of the enabled areas' figures with a series per day; the server keeps them a minute unless `fresh` asks for a recount. */
  dashboard: (fresh = false) => api.get('/platform/dashboard', { query: { fresh } }),
  /** The enabled modules with their versions, menus, jobs and migrations. */
  modules: () => api.get('/platform/modules'),
  /** The database, object storage, payment gateway, timestamp authority and contract font, checked now (up to 5 s each, side by side). */
  health: () => api.get('/platform/health'),
};
