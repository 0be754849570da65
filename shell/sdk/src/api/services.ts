/** The calls the shell and the SDK itself make: login, registration, user info, menus, captcha, codes, and the public content the shell's layout shows. Each remote owns its other calls (`remotes/<area>/src/api/`). */
import { APP_KEY, PLATFORM_CODE } from '../platform';
import { ApiError } from './client';
import { CODES } from './messages';
import { api, type Body, type Query } from './typed';
import type { AgreementType, Id, SearchQuery } from './types';

/** The platform's own slider captcha; failures are shown by the widget itself. */
export const captchaApi = {
  get: () => api.get('/captcha/get', { silent: true }),
  check: (slide: Body<'post', '/captcha/check'>) => api.post('/captcha/check', { body: slide, silent: true }),
};

/** Verification codes by SMS and mail; each replies the text to show (验证码发送成功, 发送成功), which the document leaves untyped. */
export const codeApi = {
  /** For SMS login: registered numbers only. */
  sendLoginCode: (form: Body<'post', '/ptd-open-platform/endpoint/sendSms/sendLoginCode'>) =>
    api.post('/ptd-open-platform/endpoint/sendSms/sendLoginCode', { body: form }),
  /** For registering, resetting, binding and changing the password. */
  sendAuthCode: (form: Body<'post', '/ptd-open-platform/endpoint/sendSms/sendAuthCode'>) =>
    api.post('/ptd-open-platform/endpoint/sendSms/sendAuthCode', { body: form }),
  /** To a bound mail address, for a forgotten password. */
  sendResetMail: (form: Body<'post', '/ptd-industry/endpoint/user/sendResetMail'>) =>
    api.post('/ptd-industry/endpoint/user/sendResetMail', { body: form }),
};

export const authApi = {
  login: (form: Body<'post', '/ptd-user/login'>) => api.post('/ptd-user/login', { body: form }),
  smsLogin: (form: Body<'post', '/ptd-user/smsLogin'>) => api.post('/ptd-user/smsLogin', { body: form }),
  register: (form: Omit<Body<'post', '/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking'>, 'platformName'>) =>
    api.post('/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking', {
      body: { ...form, platformName: PLATFORM_CODE },
    }),
  /** Whether a company name or a mobile number is registered already; quiet, the form warns. */
  checkExists: (query: Query<'get', '/ptd-open-platform/endpoint/user/checkCompanyNameAndUserExist'>) =>
    api.get('/ptd-open-platform/endpoint/user/checkCompanyNameAndUserExist', { query, silent: true }),
  /** Replies 密码重置成功. */
  resetPwdByMobile: (form: Body<'post', '/ptd-industry/endpoint/user/resetPwdByMobile'>) =>
    api.post('/ptd-industry/endpoint/user/resetPwdByMobile', { body: form }),
  /** Replies 密码重置成功. */
  resetPwdByEmail: (form: Body<'post', '/ptd-industry/endpoint/user/resetPwdByEmail'>) =>
    api.post('/ptd-industry/endpoint/user/resetPwdByEmail', { body: form }),
  /** The dispatch centre's customer lookup. */
  checkCustomer: (query: Query<'get', '/ptd-industry/endpoint/customer/checkCustomer'>) =>
    api.get('/ptd-industry/endpoint/customer/checkCustomer', { query }),
  /** Whether the stored token is still accepted; never ends the session by itself. */
  checkToken: () => api.get('/ptd-user/checkToken', { sessionCheck: true, silent: true }),
  /** Revokes the token; quiet, because logging out goes on whatever the answer. */
  logOut: () => api.get('/ptd-industry/userlogOut/logOut', { sessionCheck: true, silent: true }),
};

/** WeChat login: the provider's page, then the code exchanged for a ticket standing for the WeChat account. */
export const wechatApi = {
  authorizeUrl: (redirect: string) =>
    api.get('/ptd-open-platform/endpoint/user/wechat/authorizeUrl', { query: { redirect } }),
  checkBind: (code: string) =>
    api.post('/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat', {
      body: { jsCode: code, web: true, platform: PLATFORM_CODE },
    }),
  openIdLogin: (openId: string) => api.post('/ptd-open-platform/endpoint/user/wechat/openIdLogin', { body: { openId } }),
  bind: (form: Omit<Body<'post', '/ptd-open-platform/endpoint/user/wechat/saveOk'>, 'platform'>) =>
    api.post('/ptd-open-platform/endpoint/user/wechat/saveOk', { body: { ...form, platform: PLATFORM_CODE } }),
};

/** The signed-in user and the companies it belongs to. */
export const userApi = {
  getUserDetails: () => api.get('/ptd-user/resource/user/getUserDetails'),
  myCompanies: () => api.get('/ptd-user/resource/user/myCompanies'),
  /** Replies 切换成功. */
  setUserCompany: (companyId: number) => api.post('/ptd-user/setUserCompany', { body: { companyId } }),
};

/** The company's QR invitation and joining through it. */
export const invitationApi = {
  invitation: () => api.get('/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode'),
  /** Quiet: the invitation page shows why a link no longer works. */
  inviteInfo: (token: string) =>
    api.get('/ptd-open-platform/endpoint/user/inviteInfo', { query: { token }, silent: true }),
  /** Replies 提交成功. */
  applyJoin: (token: string) => api.post('/ptd-open-platform/endpoint/user/applyJoinCompany', { body: { token } }),
};

/** Signing in to an app with the platform account (OpenID Connect). */
export const oidcApi = {
  /**
   * Passes an app's authorization request on for the signed-in person: answers where the browser
   * goes (the app's redirect URI with a code or the protocol's error) or the consent to ask first.
   * Quiet: the authorization page shows a refusal (an unknown app, an unregistered redirect URI, 该应用已过期…) itself.
   */
  authorize: (form: Body<'post', '/oidc/authorize'>) => api.post('/oidc/authorize', { body: form, silent: true }),
  /** The apps the signed-in person allowed to sign them in (shown in 账号安全). */
  consents: () => api.get('/oidc/consents'),
  /** Withdraws one: the app asks again next time and its tokens end; replies 撤销成功. */
  withdraw: (clientId: string) => api.post('/oidc/consents/withdraw', { body: { clientId } }),
};

export const menuApi = {
  authRoleTree: () => api.get('/ptd-industry/menu/authRoleTree', { query: { appKey: APP_KEY } }),
};

export const companyApi = {
  /** The given company, or the current company when no id is given. */
  getCompanyById: (companyId?: Id) =>
    api.get('/ptd-user/resource/company/getCompanyById', {
      query: companyId === undefined ? undefined : { companyId: Number(companyId) },
    }),
};

/** Where the caller's certifications stand, and the e-signature question (the certification guard's). */
export const certificationApi = {
  status: () => api.get('/ptd-user/endpoint/certification/status'),
  /** The main account's answer to opening the e-signature service; replies 保存成功. */
  esignChoice: (open: boolean) => api.post('/ptd-user/endpoint/certification/esignChoice', { body: { open } }),
  /** Whether the company opened e-signature (the question is not asked again once it has). */
  esignStatus: () => api.get('/ptd-component/sign/cfcaAndfadada/queryUserOpenFadadaOrCFCA', { silent: true }),
  /** Opens e-signature: the certificate is issued and the seals are made (main account, both certifications). */
  esignOpen: () => api.post('/ptd-component/sign/cfcaAndfadada/open'),
};

/**
 * The public content both the shell's layout (navigation, ad, search) and the
 * site's pages read. Reads are quiet: each page shows its own loading, empty
 * and error states, so a failed list never raises a toast.
 */
export const contentApi = {
  getFrontChannel: () => api.get('/ptd-industry/front/getFrontChannel'),
  /** The newest ad (null when none) with the three hot products. */
  getLastTopAdvertising: () => api.get('/ptd-industry/front/getLastTopAdvertising', { silent: true }),
  getFrontProgramList: (query: Query<'get', '/ptd-industry/front/getFrontProgramList'> = {}) =>
    api.get('/ptd-industry/front/getFrontProgramList', { query, silent: true }),
  getFrontServicePlatformList: () => api.get('/ptd-industry/front/getFrontServicePlatformList', { silent: true }),
  /** Shown categories, each with its products (the /product page's anchors). */
  getStoreProduct: (categoryId?: number) =>
    api.get('/ptd-industry/product/getStoreProduct', { query: { categoryId }, silent: true }),
  /** Ranked full-text search with highlighted snippets. */
  search: (query: SearchQuery) => api.get('/ptd-industry/search', { query, silent: true }),
  /** The site settings (hotline, mailbox, open platform, related links); defaults for those never saved. */
  getSiteSettings: () => api.get('/ptd-industry/endpoint/siteSetting/get', { silent: true }),
  /** The user agreement or the privacy policy the operators saved; null when the server has none (its 404). */
  getAgreement: (type: AgreementType) =>
    api.get('/ptd-industry/front/getAgreement', { query: { type }, silent: true }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === CODES.notFound) return null;
      throw error;
    }),
};

export const platformApi = {
  /** The federated remotes this deployment serves. */
  remotes: () => api.get('/platform/remotes'),
};
