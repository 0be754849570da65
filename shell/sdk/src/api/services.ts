/** The calls the shell and the SDK itself make: login, registration, user info, menus, captcha, codes, and the public content the shell's layout shows. Each remote owns its other calls (`remotes/<area>/src/api/`). */
import { APP_KEY, PLATFORM_CODE } from '../platform';
import { ApiError, get, post } from './client';
import { CODES } from './messages';
import type {
  AgreementText,
  AgreementType,
  CaptchaChallenge,
  CaptchaSlide,
  CertificationState,
  Company,
  CompanyChoice,
  CustomerCheck,
  ExistFlags,
  FrontChannel,
  Id,
  Invitation,
  InviteInfo,
  LoginForm,
  LoginResult,
  MenuNode,
  Page,
  Program,
  ProgramQuery,
  Registered,
  RegisterForm,
  RemoteManifestEntry,
  ResetByEmailForm,
  ResetByMobileForm,
  Schema,
  SearchHit,
  SearchQuery,
  SendCodeForm,
  ServicePlatform,
  SiteSettings,
  SmsLoginForm,
  StoreCategory,
  TopAdvertisingReply,
  UserDetails,
  WechatBindCheck,
  WechatBindForm,
  EsignStatus,
} from './types';

const OPEN_USER = '/ptd-open-platform/endpoint/user';
const USER = '/ptd-user/resource/user';

/** The platform's own slider captcha; failures are shown by the widget itself. */
export const captchaApi = {
  get: () => get<CaptchaChallenge>('/captcha/get', { silent: true }),
  check: (slide: CaptchaSlide) => post<Schema<'Passed'>>('/captcha/check', slide, { silent: true }),
};

/** Verification codes by SMS and mail; each reply is the text to show (验证码发送成功). */
export const codeApi = {
  /** For SMS login: registered numbers only. */
  sendLoginCode: (form: SendCodeForm) => post<string>('/ptd-open-platform/endpoint/sendSms/sendLoginCode', form),
  /** For registering, resetting, binding and changing the password. */
  sendAuthCode: (form: SendCodeForm) => post<string>('/ptd-open-platform/endpoint/sendSms/sendAuthCode', form),
  /** To a bound mail address, for a forgotten password. */
  sendResetMail: (form: Schema<'SendResetMailForm'>) => post<string>('/ptd-industry/endpoint/user/sendResetMail', form),
};

export const authApi = {
  login: (form: LoginForm) => post<LoginResult>('/ptd-user/login', form),
  smsLogin: (form: SmsLoginForm) => post<LoginResult>('/ptd-user/smsLogin', form),
  register: (form: Omit<RegisterForm, 'platformName'>) =>
    post<Registered>(`${OPEN_USER}/registerUserAndCompanyNotChecking`, { ...form, platformName: PLATFORM_CODE }),
  /** Whether a company name or a mobile number is registered already; quiet, the form warns. */
  checkExists: (params: { companyName?: string; mobile?: string }) =>
    get<ExistFlags>(`${OPEN_USER}/checkCompanyNameAndUserExist`, { params, silent: true }),
  resetPwdByMobile: (form: ResetByMobileForm) => post<string>('/ptd-industry/endpoint/user/resetPwdByMobile', form),
  resetPwdByEmail: (form: ResetByEmailForm) => post<string>('/ptd-industry/endpoint/user/resetPwdByEmail', form),
  /** The dispatch centre's customer lookup. */
  checkCustomer: (params: { customName?: string; phone?: string }) =>
    get<CustomerCheck>('/ptd-industry/endpoint/customer/checkCustomer', { params }),
  /** Whether the stored token is still accepted; never ends the session by itself. */
  checkToken: () => get<Schema<'TokenStatus'>>('/ptd-user/checkToken', { sessionCheck: true, silent: true }),
  /** Revokes the token; quiet, because logging out goes on whatever the answer. */
  logOut: () => get<unknown>('/ptd-industry/userlogOut/logOut', { sessionCheck: true, silent: true }),
};

/** WeChat login: the provider's page, then the code exchanged for a ticket standing for the WeChat account. */
export const wechatApi = {
  authorizeUrl: (redirect: string) =>
    get<Schema<'AuthorizeUrl'>>(`${OPEN_USER}/wechat/authorizeUrl`, { params: { redirect } }),
  checkBind: (code: string) =>
    post<WechatBindCheck>(`${OPEN_USER}/wechat/checkMoblieBindWeChat`, { jsCode: code, web: true, platform: PLATFORM_CODE }),
  openIdLogin: (openId: string) => post<LoginResult>(`${OPEN_USER}/wechat/openIdLogin`, { openId }),
  bind: (form: Omit<WechatBindForm, 'platform'>) =>
    post<LoginResult>(`${OPEN_USER}/wechat/saveOk`, { ...form, platform: PLATFORM_CODE }),
};

/** The signed-in user and the companies it belongs to. */
export const userApi = {
  getUserDetails: () => get<UserDetails>(`${USER}/getUserDetails`),
  myCompanies: () => get<CompanyChoice[]>(`${USER}/myCompanies`),
  setUserCompany: (companyId: Id) => post<string>('/ptd-user/setUserCompany', { companyId }),
};

/** The company's QR invitation and joining through it. */
export const invitationApi = {
  invitation: () => get<Invitation>(`${OPEN_USER}/inviteJoinCompanyToQrcode`),
  /** Quiet: the invitation page shows why a link no longer works. */
  inviteInfo: (token: string) => get<InviteInfo>(`${OPEN_USER}/inviteInfo`, { params: { token }, silent: true }),
  applyJoin: (token: string) => post<string>(`${OPEN_USER}/applyJoinCompany`, { token }),
};

export const menuApi = {
  authRoleTree: () => get<MenuNode[]>('/ptd-industry/menu/authRoleTree', { params: { appKey: APP_KEY } }),
};

export const companyApi = {
  /** The given company, or the current company when no id is given. */
  getCompanyById: (companyId?: Id) =>
    get<Company>('/ptd-user/resource/company/getCompanyById', {
      params: companyId === undefined ? undefined : { companyId },
    }),
};

const CERTIFICATION = '/ptd-user/endpoint/certification';

/** Where the caller's certifications stand, and the e-signature question (the certification guard's). */
export const certificationApi = {
  status: () => get<CertificationState>(`${CERTIFICATION}/status`),
  /** The main account's answer to opening the e-signature service. */
  esignChoice: (open: boolean) => post<string>(`${CERTIFICATION}/esignChoice`, { open }),
  /** Whether the company opened e-signature (the question is not asked again once it has). */
  esignStatus: () => get<EsignStatus>('/ptd-component/sign/cfcaAndfadada/queryUserOpenFadadaOrCFCA', { silent: true }),
  /** Opens e-signature: the certificate is issued and the seals are made (main account, both certifications). */
  esignOpen: () => post<EsignStatus>('/ptd-component/sign/cfcaAndfadada/open'),
};

const FRONT = '/ptd-industry/front';

/**
 * The public content both the shell's layout (navigation, ad, search) and the
 * site's pages read. Reads are quiet: each page shows its own loading, empty
 * and error states, so a failed list never raises a toast.
 */
export const contentApi = {
  getFrontChannel: () => get<FrontChannel[]>(`${FRONT}/getFrontChannel`),
  /** The newest ad (null when none) with the three hot products. */
  getLastTopAdvertising: () => get<TopAdvertisingReply | null>(`${FRONT}/getLastTopAdvertising`, { silent: true }),
  getFrontProgramList: (query: ProgramQuery = {}) =>
    get<Program[]>(`${FRONT}/getFrontProgramList`, { params: query, silent: true }),
  getFrontServicePlatformList: () => get<ServicePlatform[]>(`${FRONT}/getFrontServicePlatformList`, { silent: true }),
  /** Shown categories, each with its products (the /product page's anchors). */
  getStoreProduct: (categoryId?: Id) =>
    get<StoreCategory[]>('/ptd-industry/product/getStoreProduct', { params: { categoryId }, silent: true }),
  /** Ranked full-text search with highlighted snippets. */
  search: (query: SearchQuery) => get<Page<SearchHit>>('/ptd-industry/search', { params: query, silent: true }),
  /** The site settings (hotline, mailbox, open platform, related links); defaults for those never saved. */
  getSiteSettings: () => get<SiteSettings>('/ptd-industry/endpoint/siteSetting/get', { silent: true }),
  /** The user agreement or the privacy policy the operators saved; null when the server has none (its 404). */
  getAgreement: (type: AgreementType) =>
    get<AgreementText>(`${FRONT}/getAgreement`, { params: { type }, silent: true }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === CODES.notFound) return null;
      throw error;
    }),
};

export const platformApi = {
  /** The federated remotes this deployment serves. */
  remotes: () => get<RemoteManifestEntry[]>('/platform/remotes'),
};
