/** The calls of the platform API, grouped by the server's services. */
import { APP_KEY, PLATFORM_CODE } from '../platform';
import { get, post, request } from './client';
import type {
  AddressForm,
  Affiliation,
  AffiliationQuery,
  CaptchaChallenge,
  CaptchaSlide,
  CertificationState,
  CertificationSubmitted,
  ChangePasswordForm,
  Company,
  CompanyCertificationForm,
  CompanyChoice,
  CompanyMember,
  CompanyPageQuery,
  CompanyReviewForm,
  CompanyUpdateForm,
  CustomerCheck,
  ExistFlags,
  FrontChannel,
  GrantableMenu,
  Id,
  IdCardOcr,
  Invitation,
  InviteInfo,
  InvoiceHeader,
  InvoiceHeaderForm,
  JoinRequest,
  LicenceOcr,
  LoginForm,
  LoginResult,
  MailForm,
  MenuNode,
  NewSubAccount,
  Page,
  PageQuery,
  PersonCertificationForm,
  PhoneForm,
  ProfileForm,
  ReceivingAddress,
  RegionForm,
  Registered,
  RegisterForm,
  RemoteManifestEntry,
  ResetByEmailForm,
  ResetByMobileForm,
  ReviewDecision,
  ReviewItem,
  ReviewQuery,
  SendCodeForm,
  SmsLoginForm,
  UserDetails,
  WechatBindCheck,
  WechatBindForm,
} from './types';
import type {
  Agreement,
  AgreementForm,
  AiDemandForm,
  AiProduct,
  AiProductQuery,
  ApplicationScene,
  ApplicationSceneForm,
  BannerForm,
  CaseForm,
  ChannelAdmin,
  ChannelForm,
  CompanyNotice,
  CompanyNoticeForm,
  CompanyNoticeQuery,
  CompanyNoticeType,
  ContactMessageForm,
  CooperationCase,
  DomainChoice,
  Expert,
  ExpertForm,
  ExpertQuery,
  FactoryVideo,
  FactoryVideoForm,
  Feedback,
  FeedbackForm,
  FrontBanner,
  HelpDoc,
  HelpDocForm,
  HelpDocItem,
  HelpDocQuery,
  HelpDomain,
  LeaveMessage,
  LeaveMessageQuery,
  ManageQuery,
  MessageReceived,
  ProductAdminRow,
  ProductCard,
  ProductCategory,
  ProductCategoryForm,
  ProductDetail,
  ProductForm,
  ProductManageQuery,
  Program,
  ProgramForm,
  ProgramQuery,
  Saved,
  SearchHit,
  SearchQuery,
  ServicePlatform,
  ServicePlatformForm,
  StoreCategory,
  Supplier,
  SupplierForm,
  SystemNotice,
  SystemNoticeForm,
  TopAdvertising,
  TopAdvertisingForm,
  TopAdvertisingReply,
  Uploaded,
} from './types';

const OPEN_USER = '/ptd-open-platform/endpoint/user';
const USER = '/ptd-user/resource/user';

/** The platform's own slider captcha; failures are shown by the widget itself. */
export const captchaApi = {
  get: () => get<CaptchaChallenge>('/captcha/get', { silent: true }),
  check: (slide: CaptchaSlide) => post<{ validate: string }>('/captcha/check', slide, { silent: true }),
};

/** Verification codes by SMS and mail; each reply is the text to show (验证码发送成功). */
export const codeApi = {
  /** For SMS login: registered numbers only. */
  sendLoginCode: (form: SendCodeForm) => post<string>('/ptd-open-platform/endpoint/sendSms/sendLoginCode', form),
  /** For registering, resetting, binding and changing the password. */
  sendAuthCode: (form: SendCodeForm) => post<string>('/ptd-open-platform/endpoint/sendSms/sendAuthCode', form),
  /** To the mail address the signed-in user binds. */
  sendMail: (mail: string) => get<string>(`${USER}/sendMail`, { params: { mail } }),
  /** To a bound mail address, for a forgotten password. */
  sendResetMail: (form: { mail: string; validate: string }) =>
    post<string>('/ptd-industry/endpoint/user/sendResetMail', form),
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
  checkToken: () => get<{ userId: Id }>('/ptd-user/checkToken', { sessionCheck: true, silent: true }),
  /** Revokes the token; quiet, because logging out goes on whatever the answer. */
  logOut: () => get<unknown>('/ptd-industry/userlogOut/logOut', { sessionCheck: true, silent: true }),
};

/** WeChat login: the provider's page, then the code exchanged for a ticket standing for the WeChat account. */
export const wechatApi = {
  authorizeUrl: (redirect: string) =>
    get<{ url: string }>(`${OPEN_USER}/wechat/authorizeUrl`, { params: { redirect } }),
  checkBind: (code: string) =>
    post<WechatBindCheck>(`${OPEN_USER}/wechat/checkMoblieBindWeChat`, { jsCode: code, web: true, platform: PLATFORM_CODE }),
  openIdLogin: (openId: string) => post<LoginResult>(`${OPEN_USER}/wechat/openIdLogin`, { openId }),
  bind: (form: Omit<WechatBindForm, 'platform'>) =>
    post<LoginResult>(`${OPEN_USER}/wechat/saveOk`, { ...form, platform: PLATFORM_CODE }),
};

export const userApi = {
  getUserDetails: () => get<UserDetails>(`${USER}/getUserDetails`),
  /** Members of the current company. */
  getUserDict: (params: { realName?: string }) => get<CompanyMember[]>(`${USER}/getUserDict`, { params }),
  updateProfile: (form: ProfileForm) => post<string>(`${USER}/updateUseInfoById`, form),
  /** Replies with the new avatar's address. */
  uploadAvatar: (userId: Id, file: Blob) => {
    const body = new FormData();
    body.append('userId', String(userId));
    body.append('file', file);
    return post<string>(`${USER}/uploadAvatar`, body);
  },
  updatePassword: (form: ChangePasswordForm) => post<string>(`${USER}/updatePassword`, form),
  /** Step one of changing the phone: prove the current number. */
  unBindMobile: (form: PhoneForm) => post<string>(`${USER}/unBindMobile`, form),
  /** Step two: bind the new number. */
  bindMobile: (form: PhoneForm) => post<string>(`${USER}/bindMobile`, form),
  bindMail: (form: MailForm) => post<string>(`${USER}/bindMail`, form),
  unBindMail: () => post<string>(`${USER}/unBindMail`),
  myCompanies: () => get<CompanyChoice[]>(`${USER}/myCompanies`),
  setUserCompany: (companyId: Id) => post<string>('/ptd-user/setUserCompany', { companyId }),
};

/** The main account's people: sub-accounts, their menus and state, invitations and join requests. */
export const memberApi = {
  page: (query: AffiliationQuery) => get<Page<Affiliation>>(`${USER}/getUserUserAffiliationInfoPage`, { params: query }),
  grantableMenus: () => get<GrantableMenu[]>(`${USER}/grantableMenus`),
  userMenus: (userId: Id) => get<string[]>(`${USER}/getUserMenus`, { params: { userId } }),
  grantMenus: (userId: Id, menuKeys: string[]) => post<string>(`${USER}/grantMenus`, { userId, menuKeys }),
  /** Replies with the new accounts' ids. */
  saveMany: (users: NewSubAccount[]) => post<Id[]>(`${USER}/saveMany`, { users }),
  /** 1 normal, 0 frozen. */
  changeStatus: (userId: Id, status: 0 | 1) => post<string>(`${USER}/changeStatus`, { userId, status }),
  resetPassword: (userId: Id, password: string) =>
    post<string>('/ptd-user/endpoint/user/resetChildUser', { userId, password }),
  joinRequests: () => get<JoinRequest[]>(`${USER}/joinRequests`),
  decideJoinRequest: (id: Id, approve: boolean) => post<string>(`${USER}/decideJoinRequest`, { id, approve }),
  invitation: () => get<Invitation>(`${OPEN_USER}/inviteJoinCompanyToQrcode`),
  /** Quiet: the invitation page shows why a link no longer works. */
  inviteInfo: (token: string) => get<InviteInfo>(`${OPEN_USER}/inviteInfo`, { params: { token }, silent: true }),
  applyJoin: (token: string) => post<string>(`${OPEN_USER}/applyJoinCompany`, { token }),
};

export const menuApi = {
  authRoleTree: () => get<MenuNode[]>('/ptd-industry/menu/authRoleTree', { params: { appKey: APP_KEY } }),
};

const COMPANY = '/ptd-user/resource/company';

export const companyApi = {
  /** The given company, or the current company when no id is given. */
  getCompanyById: (companyId?: Id) =>
    get<Company>(`${COMPANY}/getCompanyById`, {
      params: companyId === undefined ? undefined : { companyId },
    }),
  page: (query: CompanyPageQuery) => get<Page<Company>>(`${COMPANY}/page`, { params: query }),
  /** The main account's edit; a certified company goes back to review. */
  update: (form: CompanyUpdateForm) => post<{ reviewStatus: number }>(`${COMPANY}/update`, form),
  /** Replies with the new logo's address. */
  uploadLogo: (companyId: Id, file: Blob) => post<string>(`${COMPANY}/uploadCompanyLogo`, upload(file, { companyId })),
  changeRegion: (form: RegionForm) => post<string>(`${COMPANY}/changeCompanyProvAndCityAndDist`, form),
};

const CERTIFICATION = '/ptd-user/endpoint/certification';

/** A file in the multipart field `file`, with any other fields beside it. */
function upload(file: Blob, fields: Record<string, Id> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('file', file);
  return body;
}

/** Real-name certification of the company and of the person. */
export const certificationApi = {
  /** Stores a business licence and reads what it can from it. */
  companyOcr: (file: Blob) => post<LicenceOcr>(`${CERTIFICATION}/companyIdCardOCR`, upload(file)),
  /** Stores one side of an ID card and reads what it can from it. */
  userOcr: (file: Blob) => post<IdCardOcr>(`${CERTIFICATION}/userIdCardOCR`, upload(file)),
  /** A user without a company gets one made by this call. */
  certifyCompany: (form: Omit<CompanyCertificationForm, 'signingMethod'>) =>
    post<CertificationSubmitted>(`${CERTIFICATION}/companyCertification`, { ...form, signingMethod: 1 }),
  submitCompanyReview: (form: CompanyReviewForm) =>
    post<CertificationSubmitted>('/ptd-industry/company/submitCompanyReview', form),
  certifyPerson: (form: Omit<PersonCertificationForm, 'platformName'>) =>
    post<CertificationSubmitted>(`${CERTIFICATION}/userCertification`, { ...form, platformName: PLATFORM_CODE }),
  status: () => get<CertificationState>(`${CERTIFICATION}/status`),
  /** The main account's answer to opening the e-signature service. */
  esignChoice: (open: boolean) => post<string>(`${CERTIFICATION}/esignChoice`, { open }),
};

/** The platform operators' review of certifications. */
export const reviewApi = {
  page: (query: ReviewQuery) => get<Page<ReviewItem>>('/ptd-user/certification/review/page', { params: query }),
  detail: (id: Id) => get<ReviewItem>('/ptd-user/certification/review/detail', { params: { id } }),
  decide: (decision: ReviewDecision) => post<string>('/ptd-user/certification/review/decide', decision),
};

const ADDRESS = '/ptd-component/endpoint/global/address';

/** The company's receiving addresses; only the main account writes. */
export const addressApi = {
  page: (query: PageQuery) =>
    get<Page<ReceivingAddress>>(`${ADDRESS}/queryPageList`, { params: { ...query, platformName: PLATFORM_CODE } }),
  get: (id: Id) => get<ReceivingAddress>(`${ADDRESS}/queryById`, { params: { id } }),
  /** Replies with the new address's id. */
  add: (form: AddressForm) => post<Id>(`${ADDRESS}/add`, { ...form, type: 3, platformName: PLATFORM_CODE }),
  update: (id: Id, form: AddressForm) => request<string>({ method: 'PUT', url: `${ADDRESS}/update`, data: { ...form, id } }),
  remove: (id: Id) => request<string>({ method: 'DELETE', url: `${ADDRESS}/deleteById`, params: { id } }),
};

const INVOICE_HEADER = '/ptd-component/global/resource/invoiceHeader';

/** The company's invoice headers; only the main account writes. */
export const invoiceHeaderApi = {
  page: (query: PageQuery) => get<Page<InvoiceHeader>>(`${INVOICE_HEADER}/list`, { params: query }),
  get: (id: Id) => get<InvoiceHeader>(`${INVOICE_HEADER}/${id}`),
  /** Replies with the new header's id. */
  add: (form: InvoiceHeaderForm) => post<Id>(INVOICE_HEADER, form),
  update: (id: Id, form: InvoiceHeaderForm) => request<string>({ method: 'PUT', url: INVOICE_HEADER, data: { ...form, id } }),
  /** 1 in use, 0 disabled. */
  changeStatus: (id: Id, status: 0 | 1) => get<string>(`${INVOICE_HEADER}/changeStatus`, { params: { id, status } }),
  remove: (id: Id) => get<string>(`${INVOICE_HEADER}/remove`, { params: { id } }),
};

const FRONT = '/ptd-industry/front';
const COMPANY_NOTICE = '/ptd-component/global/companyNotice';
/** Banners of this platform's pages (spec section 9). */
const BANNER_APPLICATION_TYPE = 40;

/**
 * What the public site reads and sends. Reads are quiet: each page shows its
 * own loading, empty and error states, so a failed list never raises a toast.
 */
export const contentApi = {
  getFrontChannel: () => get<FrontChannel[]>(`${FRONT}/getFrontChannel`),
  /** The newest ad (null when none) with the three hot products. */
  getLastTopAdvertising: () => get<TopAdvertisingReply | null>(`${FRONT}/getLastTopAdvertising`, { silent: true }),
  getFrontBanner: (channelName: string) =>
    get<FrontBanner[]>(`${FRONT}/getFrontBanner`, {
      params: { channelName, applicationType: BANNER_APPLICATION_TYPE, type: 'WEB' },
      silent: true,
    }),
  getCooperationCaseList: () => get<CooperationCase[]>(`${FRONT}/getCooperationCaseList`, { silent: true }),
  getApplicationSceneList: () => get<ApplicationScene[]>(`${FRONT}/getApplicationSceneList`, { silent: true }),
  getFrontProgramList: (query: ProgramQuery = {}) =>
    get<Program[]>(`${FRONT}/getFrontProgramList`, { params: query, silent: true }),
  getRecommendApp: () => get<ProductCard[]>(`${FRONT}/getRecommendApp`, { silent: true }),
  getFreeProduct: () => get<ProductCard[]>(`${FRONT}/getFreeProduct`, { silent: true }),
  getAppProduct: () => get<ProductCard[]>(`${FRONT}/getAppProduct`, { silent: true }),
  getPlatProduct: () =>
    get<ProductCard[]>(`${FRONT}/getPlatProduct`, { params: { platformName: PLATFORM_CODE }, silent: true }),
  getFrontServicePlatformList: () => get<ServicePlatform[]>(`${FRONT}/getFrontServicePlatformList`, { silent: true }),
  getAgreement: (type: 'userAgent' | 'privacy') => get<Agreement>(`${FRONT}/getAgreement`, { params: { type }, silent: true }),

  getProduct: (id: Id) => get<ProductDetail>('/ptd-industry/product/getById', { params: { id }, silent: true }),
  /** Shown categories, each with its products (the /product page's anchors). */
  getStoreProduct: (categoryId?: Id) =>
    get<StoreCategory[]>('/ptd-industry/product/getStoreProduct', { params: { categoryId }, silent: true }),
  getAIProduct: (query: AiProductQuery = {}) =>
    get<AiProduct[]>('/ptd-industry/product/getAIProduct', { params: query, silent: true }),
  existById: (id: Id) => get<boolean>('/ptd-industry/product/existById', { params: { id }, silent: true }),
  /** Every published product, by name and category (pickers). */
  products: (query: { name?: string; categoryId?: Id } = {}) =>
    get<ProductCard[]>('/ptd-industry/endpoint/common/product/products', { params: query, silent: true }),
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

  /** Ranked full-text search with highlighted snippets. */
  search: (query: SearchQuery) => get<Page<SearchHit>>('/ptd-industry/search', { params: query, silent: true }),

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

const MANAGE = '/ptd-industry/manage';

/** The six calls every kind of content has in the operators' API. */
export interface ManageCalls<Row, Form, Detail = Row, Query extends ManageQuery = ManageQuery> {
  page(query: Query): Promise<Page<Row>>;
  get(id: Id): Promise<Detail>;
  save(form: Form): Promise<Saved>;
  update(form: Form & { id: Id }): Promise<unknown>;
  /** 1 publish, 0 withdraw. */
  changeStatus(id: Id, status: 0 | 1): Promise<unknown>;
  remove(id: Id): Promise<unknown>;
}

function manageCalls<Row, Form, Detail = Row, Query extends ManageQuery = ManageQuery>(
  kind: string,
): ManageCalls<Row, Form, Detail, Query> {
  const base = `${MANAGE}/${kind}`;
  return {
    page: (query) => get<Page<Row>>(`${base}/page`, { params: query }),
    get: (id) => get<Detail>(`${base}/getById`, { params: { id } }),
    save: (form) => post<Saved>(`${base}/save`, form),
    update: (form) => post<unknown>(`${base}/update`, form),
    changeStatus: (id, status) => post<unknown>(`${base}/changeStatus`, { id, status }),
    remove: (id) => request<unknown>({ method: 'DELETE', url: `${base}/deleteById`, params: { id } }),
  };
}

/** The platform operators' content console (内容管理). */
export const manageApi = {
  product: manageCalls<ProductAdminRow, ProductForm, ProductDetail, ProductManageQuery>('product'),
  productCategory: manageCalls<ProductCategory, ProductCategoryForm>('productCategory'),
  channel: manageCalls<ChannelAdmin, ChannelForm>('channel'),
  topAdvertising: manageCalls<TopAdvertising, TopAdvertisingForm>('topAdvertising'),
  banner: manageCalls<FrontBanner, BannerForm>('banner'),
  program: manageCalls<Program, ProgramForm>('program'),
  case: manageCalls<CooperationCase, CaseForm>('case'),
  applicationScene: manageCalls<ApplicationScene, ApplicationSceneForm>('applicationScene'),
  servicePlatform: manageCalls<ServicePlatform, ServicePlatformForm>('servicePlatform'),
  expert: manageCalls<Expert, ExpertForm>('expert'),
  supplier: manageCalls<Supplier, SupplierForm>('supplier'),
  factoryVideo: manageCalls<FactoryVideo, FactoryVideoForm>('factoryVideo'),
  helpDoc: manageCalls<HelpDoc, HelpDocForm>('helpDoc'),
  systemNotice: manageCalls<SystemNotice, SystemNoticeForm>('systemNotice'),

  /** Every product service, for the help document form. */
  productDomains: () => get<DomainChoice[]>(`${MANAGE}/productDomain/list`),
  agreements: () => get<Agreement[]>(`${MANAGE}/agreement/list`),
  updateAgreement: (form: AgreementForm) => post<unknown>(`${MANAGE}/agreement/update`, form),
  leaveMessagePage: (query: LeaveMessageQuery) => get<Page<LeaveMessage>>(`${MANAGE}/leaveMessage/page`, { params: query }),
  /** 1 handled, 0 new. */
  changeLeaveMessageStatus: (id: Id, status: 0 | 1) => post<unknown>(`${MANAGE}/leaveMessage/changeStatus`, { id, status }),
  feedbackPage: (query: PageQuery) => get<Page<Feedback>>(`${MANAGE}/feedback/page`, { params: query }),
  /** An image (up to 10 MB) or a video (up to 50 MB), typed by its bytes. */
  upload: (file: Blob) => {
    const body = new FormData();
    body.append('file', file);
    return post<Uploaded>(`${MANAGE}/upload`, body);
  },
};

/** Company notices and news: operators write, everyone reads the published ones. */
export const companyNoticeApi = {
  /** Drafts included for operators. */
  page: (query: CompanyNoticeQuery) => get<Page<CompanyNotice>>(`${COMPANY_NOTICE}/page`, { params: query }),
  save: (form: CompanyNoticeForm) => post<Saved>(`${COMPANY_NOTICE}/save`, form),
  update: (form: CompanyNoticeForm & { id: Id }) => post<unknown>(`${COMPANY_NOTICE}/update`, form),
  /** 1 enabled, 0 disabled. */
  changeStatus: (id: Id, status: 0 | 1) => get<unknown>(`${COMPANY_NOTICE}/changeStatus`, { params: { id, status } }),
  /** 1 publishes (stamping the time), 0 takes back. */
  setIssue: (id: Id, issueStatus: 0 | 1) => get<unknown>(`${COMPANY_NOTICE}/setIssue`, { params: { id, issueStatus } }),
  remove: (id: Id) => request<unknown>({ method: 'DELETE', url: `${COMPANY_NOTICE}/deleteById`, params: { id } }),
};

export const platformApi = {
  /** The federated remotes this deployment serves. */
  remotes: () => get<RemoteManifestEntry[]>('/platform/remotes'),
};
