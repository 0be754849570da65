/** Shapes of the platform's HTTP API (every reply is an envelope). */

/** Ids are 64-bit on the server and arrive either as numbers below 2^53 or as strings. */
export type Id = string | number;

export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface LoginForm {
  username: string;
  password: string;
}

export interface LoginResult {
  userId: Id;
  token: string;
}

export interface CompanyBrief {
  id: Id;
  companyName: string;
  companyCode?: string | null;
  companySimpleName?: string | null;
  reviewStatus?: number | null;
  reviewStatusName?: string | null;
  certificated?: number | null;
}

/** 0 主账号, 1 子账号; null when the user belongs to no company. */
export type UserType = 0 | 1 | null;

/** null/0 none, 1 under review, 2 certified, 3 rejected. */
export type CertificationStatus = 0 | 1 | 2 | 3 | null;

export interface UserDetails {
  userId: Id;
  userName: string;
  realName?: string | null;
  nickName?: string | null;
  avatar?: string | null;
  mobile?: string | null;
  email?: string | null;
  idCard?: string | null;
  createTime?: string | null;
  userType: UserType;
  userTypeName?: string | null;
  /** 1 normal, 0 frozen. */
  status: number | null;
  statusName?: string | null;
  companyId?: Id | null;
  companyName?: string | null;
  certificationStatus: CertificationStatus;
  certificationStatusName?: string | null;
  certificated?: number | null;
  userCertification?: number | null;
  primaryAccount?: boolean;
  companyCount?: number | null;
  companyInfo?: CompanyBrief | null;
  deptInfo?: { id: Id; deptName: string } | null;
  postInfoVo?: { id: Id; postName: string } | null;
  roles?: string[];
  permissions?: string[];
}

export interface MenuMeta {
  title: string;
  icon?: string | null;
  affix?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
  activeMenu?: string | null;
}

/** A node of the server-driven menu tree (`authRoleTree`). */
export interface MenuNode {
  id: Id;
  /** Absolute for top-level nodes ('/home'), relative for children ('console'), or an external link. */
  path: string;
  name?: string | null;
  /** 'Layout' for a section, '<remote>/<Page>' for a page. */
  component?: string | null;
  parentId?: Id | null;
  children?: MenuNode[] | null;
  hidden?: boolean;
  redirect?: string | null;
  alwaysShow?: boolean;
  meta: MenuMeta;
}

/** One federated remote as announced by the server's manifest. */
export interface RemoteManifestEntry {
  name: string;
  entry: string;
}

export interface Company {
  id: Id;
  companyName: string;
  companyCode?: string | null;
  socialCode?: string | null;
  industry?: string | null;
  linkman?: string | null;
  mobile?: string | null;
  mainProduct?: string | null;
  companyAddress?: string | null;
  logo?: string | null;
  /** 0 none, 1 under review, 2 approved, 3 rejected. */
  reviewStatus?: number | null;
  reviewStatusName?: string | null;
  /** Why the last review was rejected. */
  reviewNote?: string | null;
  reviewTime?: string | null;
  certificated?: number | null;
  certifiedTime?: string | null;
  createTime?: string | null;
}

export interface CompanyPageQuery extends PageQuery {
  companyName?: string;
}

/** A member of the current company (`getUserDict`); mobile arrives masked. */
export interface CompanyMember {
  userId: Id;
  userName: string;
  realName?: string | null;
  mobile?: string | null;
  userType: UserType;
  userTypeName?: string | null;
  status: number | null;
  statusName?: string | null;
  deptName?: string | null;
  postName?: string | null;
  createTime?: string | null;
}

/** A channel of the public top navigation. */
export interface FrontChannel {
  id: Id;
  name: string;
  path: string;
}

/** A slider challenge: the background with a gap and the piece that fills it. */
export interface CaptchaChallenge {
  captchaId: string;
  /** PNG data URL, `width` x `height`. */
  background: string;
  /** PNG data URL of the piece, transparent around it. */
  piece: string;
  /** The row of the piece's top edge, in background pixels. */
  pieceY: number;
  width: number;
  height: number;
}

/** A slide: where the piece's left edge ended and samples of the drag ([ms since start, x]). */
export interface CaptchaSlide {
  captchaId: string;
  x: number;
  track: Array<[number, number]>;
}

export interface SendCodeForm {
  mobile: string;
  /** The captcha's single-use token. */
  validate: string;
}

export interface SmsLoginForm {
  mobile: string;
  smsCode: string;
}

export interface RegisterForm {
  mobile: string;
  code: string;
  password: string;
  rePassword: string;
  realName: string;
  companyName: string;
  platformName: string;
}

export interface Registered {
  userId: Id;
  companyId: Id;
}

export interface ExistFlags {
  companyExist: boolean;
  userExist: boolean;
}

export interface ResetByMobileForm {
  mobile: string;
  code: string;
  password: string;
  rePassword: string;
}

export interface ResetByEmailForm {
  email: string;
  code: string;
  password: string;
  rePassword: string;
}

/** The dispatch centre's customer: registered company, its review state, whether the phone has an account. */
export interface CustomerCheck {
  companyFlag: boolean;
  reviewStatus: number | null;
  userFlag: boolean;
}

export interface WechatBindCheck {
  /** True when the WeChat account is bound to a platform account. */
  flag: boolean;
  /** Stands for the WeChat account in the next calls. */
  openId: string;
}

export interface WechatBindForm {
  openId: string;
  platform: string;
  mobile: string;
  smsCode: string;
  companyName?: string;
}

export interface ProfileForm {
  realName: string;
  nickName?: string;
}

export interface ChangePasswordForm {
  mobile: string;
  smsCode: string;
  password: string;
  repeatPassword: string;
  userId: Id;
}

export interface PhoneForm {
  mobile: string;
  code: string;
}

export interface MailForm {
  mail: string;
  code: string;
}

/** One of the user's companies, for the change-company picker. */
export interface CompanyChoice {
  id: Id;
  companyName: string;
  avatar?: string | null;
  userType: 0 | 1;
  current: boolean;
}

/** A person of the company with the state of the account (getUserUserAffiliationInfoPage). */
export interface Affiliation {
  userId: Id;
  userName: string;
  realName?: string | null;
  mobile?: string | null;
  userType: 0 | 1;
  userTypeName?: string | null;
  /** 1 normal, 0 frozen. */
  status: number;
  statusName?: string | null;
  createTime?: string | null;
  lastLoginTime?: string | null;
}

export interface AffiliationQuery extends PageQuery {
  realName?: string;
  status?: number;
}

/** A menu a main account may grant to its sub-accounts. */
export interface GrantableMenu {
  key: string;
  title: string;
  parentTitle?: string | null;
}

export interface NewSubAccount {
  userName: string;
  password: string;
  realName: string;
  mobile?: string;
  menuKeys: string[];
}

/** The company's QR invitation. */
export interface Invitation {
  inviteUrl: string;
  /** PNG data URL. */
  qrCode: string;
  companyName: string;
  expireTime?: string | null;
}

/** The company an invitation is for; the name arrives masked. */
export interface InviteInfo {
  companyId: Id;
  companyName: string;
}

export interface JoinRequest {
  id: Id;
  userId: Id;
  realName?: string | null;
  mobile?: string | null;
  createTime?: string | null;
}

/* Certification, the company profile, receiving addresses and invoice headers. */

/** What the licence upload read (empty strings where the OCR read nothing) and the stored image. */
export interface LicenceOcr {
  companyName: string;
  companyAddress: string;
  artificialPerson: string;
  licenseNumber: string;
  mainProduct: string;
  /** The stored image's key, submitted with the form. */
  licensePhoto: string;
  /** Where the stored image is shown (private: the login's cookie is needed). */
  licensePhotoUrl: string;
  message: string;
}

/** What an ID card upload read and the stored image. */
export interface IdCardOcr {
  realName: string;
  idCard: string;
  idCardPhoto: string;
  idCardPhotoUrl: string;
  message: string;
}

export interface CompanyCertificationForm {
  companyName: string;
  /** The 18-character unified social credit code. */
  licenseNumber: string;
  artificialPerson: string;
  realName?: string;
  idCard: string;
  licensePhoto: string;
  legalPersonPhoto: string;
  signingMethod: number;
}

/** The short form: a company sent to review without the legal person's documents. */
export interface CompanyReviewForm {
  companyName: string;
  organizationCode?: string;
  licensePhoto?: string;
  artificialPerson?: string;
  mobile: string;
  linkman: string;
  mainProduct?: string;
}

/** 0 male, 1 female. */
export type Sex = 0 | 1;

export interface PersonCertificationForm {
  userId: Id;
  realName: string;
  mobile: string;
  idCard: string;
  idCardPhoto: string;
  idCardPhotoBack: string;
  smsCode: string;
  sex: Sex;
  platformName: string;
}

/** A certification just sent: under review (status 1). */
export interface CertificationSubmitted {
  id: Id;
  companyId?: Id | null;
  status: number;
}

/** The latest company or personal submission of the caller. */
export interface CertificationSubmission {
  id: Id;
  kind: CertificationKind | 'review';
  /** 1 under review, 2 approved, 3 rejected. */
  status: number;
  statusName?: string | null;
  companyName?: string | null;
  realName?: string | null;
  reviewNote?: string | null;
  reviewTime?: string | null;
  createTime?: string | null;
  licensePhotoUrl?: string | null;
}

/** Where the caller's certifications stand. */
export interface CertificationState {
  /** The company's: null/0 none, 1 under review, 2 certified, 3 rejected. */
  certificationStatus: CertificationStatus;
  company: CertificationSubmission | null;
  person: CertificationSubmission | null;
  /** 1 when the person is certified. */
  personCertificated: 0 | 1;
}

export type CertificationKind = 'company' | 'person';

export interface ReviewQuery extends PageQuery {
  kind: CertificationKind;
  /** 1 pending, 2 approved, 3 rejected. */
  status: 1 | 2 | 3;
}

/** A submission in the operators' review queue; ID card number and mobile arrive masked. */
export interface ReviewItem {
  id: Id;
  /** 'review' is the short company form. */
  kind: CertificationKind | 'review';
  status: number;
  statusName?: string | null;
  companyId?: Id | null;
  companyName?: string | null;
  licenseNumber?: string | null;
  artificialPerson?: string | null;
  realName?: string | null;
  idCard?: string | null;
  mobile?: string | null;
  linkman?: string | null;
  mainProduct?: string | null;
  licensePhotoUrl?: string | null;
  legalPersonPhotoUrl?: string | null;
  idCardPhotoUrl?: string | null;
  idCardPhotoBackUrl?: string | null;
  applicantId: Id;
  applicantName?: string | null;
  reviewNote?: string | null;
  reviewerName?: string | null;
  reviewTime?: string | null;
  createTime?: string | null;
}

export interface ReviewDecision {
  id: Id;
  approve: boolean;
  /** Required to reject. */
  reviewNote?: string;
}

/** The main account's edit of the company; a certified company goes back to review. */
export interface CompanyUpdateForm {
  socialCode: string;
  licensePhoto: string;
  linkman: string;
  mobile?: string;
  industry?: string;
  mainProduct?: string;
  companyAddress?: string;
}

export interface RegionForm {
  province: string;
  city: string;
  district?: string;
}

/** A receiving address of the company (type 3 on this platform). */
export interface ReceivingAddress {
  id: Id;
  linkName: string;
  mobile?: string | null;
  detailAddress: string;
  type?: number;
  platformName?: string;
  createTime?: string | null;
}

export interface AddressForm {
  linkName: string;
  mobile: string;
  detailAddress: string;
}

/** An invoice header: companyName is the title printed on the invoice. */
export interface InvoiceHeader {
  id: Id;
  companyName: string;
  taxIdNumber: string;
  companyAddress?: string | null;
  mobile?: string | null;
  bankName?: string | null;
  bankAccount: string;
  /** 1 in use, 0 disabled. */
  status: number;
  createTime?: string | null;
}

export interface InvoiceHeaderForm {
  companyName: string;
  taxIdNumber: string;
  companyAddress?: string;
  mobile?: string;
  bankName?: string;
  bankAccount: string;
}

// ---------------------------------------------------------------- public site content

/** A published top ad with the three hot products shown beside it. */
export interface TopAdvertising {
  id: Id;
  title: string;
  /** 1: the title is shown over the image. */
  titleStatus: number;
  link?: string | null;
  topAdvertisingImg: string;
  /** Background colour around the image, e.g. `#0b2a5b`. */
  colorValue: string;
  status: number;
  createTime: string;
}

export interface HotProduct {
  id: Id;
  productName: string;
  icon?: string | null;
  templateType: number;
}

export interface TopAdvertisingReply extends TopAdvertising {
  hotList: HotProduct[];
}

/** A banner of a channel's page (applicationType 40, type WEB). */
export interface FrontBanner {
  id: Id;
  channelName: string;
  applicationType: number;
  type: string;
  bannerImg: string;
  link?: string | null;
  firstLevelTitle: string;
  secondLevelTitle: string;
  content: string;
  sort: number;
  status: number;
}

export interface CooperationCase {
  id: Id;
  title: string;
  description: string;
  img?: string | null;
  sort: number;
  status: number;
}

export interface ApplicationScene {
  id: Id;
  title: string;
  description: string;
  img?: string | null;
  icon?: string | null;
  sort: number;
  status: number;
}

export interface ServicePlatform {
  id: Id;
  servicePlatformName: string;
  description: string;
  logoImage?: string | null;
  serverUrl?: string | null;
  sort: number;
  status: number;
}

export interface ProgramScene {
  id: Id;
  title: string;
  description: string;
  img?: string | null;
}

/** A solution (category 5) or programme (category 6); `id` is its route key when it has one (planFinance). */
export interface Program {
  id: string;
  programId: Id;
  code?: string | null;
  categoryId: number;
  name: string;
  slogan: string;
  /** Comma-separated business tags; `businessList` has them split. */
  business: string;
  businessList: string[];
  programImage?: string | null;
  /** Sanitised HTML. */
  description: string;
  homeShow: number;
  sort: number;
  status: number;
  sceneList: ProgramScene[];
  createTime: string;
  updateTime: string;
}

export interface ProgramQuery {
  categoryId?: number;
  homeShow?: number;
}

/** A product as lists show it. */
export interface ProductCard {
  id: Id;
  productId: Id;
  name: string;
  productName: string;
  slogan: string;
  icon?: string | null;
  sloganImage?: string | null;
  /** 0 or 1. */
  channelType: number;
  /** 1 or 2: which detail page shows it. */
  templateType: number;
  /** 1 application, 2 platform. */
  productType: number;
  typeName: string;
  categoryId: Id;
  categoryName?: string | null;
  isFree: number;
  isRecommend: number;
  isAi: number;
}

/** A button of the product banner. */
export interface OperationButton {
  name: string;
  index: number;
  /** Shown when true. */
  checked: boolean;
}

export interface ProductProfile {
  id: Id;
  title: string;
  description: string;
  /** 1 video, otherwise an image. */
  multimediaType: number;
  multimediaUrl?: string | null;
}

export interface ProductFunction {
  id: Id;
  title: string;
  description: string;
  functionIcon?: string | null;
  multimediaUrl?: string | null;
}

export interface ProductSection {
  id: Id;
  title: string;
  description: string;
  multimediaUrl?: string | null;
}

export interface VersionFunction {
  id?: Id;
  functionDesc: string;
}

export interface ProductVersion {
  id: Id;
  name: string;
  /** Fen. */
  versionPrice: number;
  versionPriceStr: string;
  isShow: boolean;
  productVersionFunctionVos: VersionFunction[];
}

/** A service of a product (its domain) with its versions. */
export interface ProductDomain {
  id: Id;
  name: string;
  serviceName: string;
  serverUrl?: string | null;
  /** 0 one-time code, 1 token, 2 direct. */
  internal: number;
  appKey?: string | null;
  appSecret?: string | null;
  productVersionVoList: ProductVersion[];
}

export interface ProductDetail extends ProductCard {
  /** Sanitised HTML. */
  description: string;
  operationContent: OperationButton[];
  online: number;
  appKey?: string | null;
  usingCompanyCount: number;
  sort: number;
  status: number;
  createTime: string;
  updateTime: string;
  productProfileList: ProductProfile[];
  productFunctionList: ProductFunction[];
  productAdvantageList: ProductSection[];
  productSceneList: ProductSection[];
  sceneList: ProductSection[];
  productDomainList: ProductDomain[];
}

/** A category of the product store with its products. */
export interface StoreCategory {
  categoryId: Id;
  categoryName: string;
  productList: ProductCard[];
}

/** An application of the AI market. */
export interface AiProduct {
  id: Id;
  productId: Id;
  name: string;
  slogan: string;
  icon?: string | null;
  /** 1 online, 0 to be online. */
  online: number;
  usingCompanyCount: number;
  categoryName?: string | null;
  appkey?: string | null;
  templateType: number;
}

export interface AiProductQuery {
  name?: string;
  online?: 0 | 1;
}

export interface Supplier {
  id: Id;
  supplierName: string;
  logo?: string | null;
  introduction: string;
  publicityImgArr: string[];
  sort: number;
  status: number;
  createTime: string;
}

export interface Expert {
  id: Id;
  expertName: string;
  profile: string;
  /** Sanitised HTML. */
  professionalSkill: string;
  expertImg?: string | null;
  /** Masked for visitors. */
  linkPhone?: string | null;
  linkName?: string | null;
  sort: number;
  status: number;
  createTime: string;
}

export interface ExpertQuery extends PageQuery {
  expertName?: string;
}

export interface FactoryVideo {
  id: Id;
  name: string;
  sloganTitle: string;
  sloganText: string;
  sloganVideo: string;
  coverImg?: string | null;
  durationSeconds: number;
  /** mm:ss. */
  duration: string;
  visitTimes: number;
  sort: number;
  status: number;
  createTime: string;
}

/** A product service that has help documents (the help centre's left menu). */
export interface HelpDomain {
  id: Id;
  name: string;
  productDomainName: string;
  productId: Id;
  productName: string;
  helpDocCount: number;
}

export interface HelpDocItem {
  id: Id;
  productDomainId?: Id | null;
  productDomainName?: string | null;
  title: string;
  label: string;
  linkParam?: string | null;
  createTime: string;
  updateTime: string;
}

export interface HelpDoc extends HelpDocItem {
  /** Sanitised HTML. */
  content: string;
  sort: number;
  status: number;
}

export interface HelpDocQuery extends PageQuery {
  productDomainId?: Id;
  title?: string;
}

export interface SystemNotice {
  id: Id;
  title: string;
  /** Sanitised HTML. */
  msgText: string;
  auditTime: string;
  sort: number;
  status: number;
  createTime: string;
}

/** companyNotice 公司公告, companyExpress 公司快讯. */
export type CompanyNoticeType = 'companyNotice' | 'companyExpress';

/** What /noticeDetail shows (its `type` query). */
export type NoticeKind = 'systemNotice' | CompanyNoticeType;

export interface CompanyNotice {
  id: Id;
  noticeType: CompanyNoticeType;
  noticeTypeName: string;
  title: string;
  /** Sanitised HTML. */
  msgText: string;
  coverImg?: string | null;
  status: number;
  /** 1 published. */
  issueStatus: number;
  auditTime?: string | null;
  createTime: string;
}

export interface CompanyNoticeQuery extends PageQuery {
  noticeType?: CompanyNoticeType;
  title?: string;
  issueStatus?: number;
}

/** One notice as /noticeDetail shows it, whatever its kind. */
export interface NoticeView {
  id: Id;
  title: string;
  msgText: string;
  time?: string | null;
  kindName: string;
}

export interface Agreement {
  /** userAgent or privacy. */
  type: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  updateTime: string;
}

/** The kinds the site search finds. */
export type SearchKind = 'product' | 'program' | 'helpDoc' | 'notice';

export interface SearchQuery extends PageQuery {
  keyword: string;
  type?: SearchKind;
}

export interface SearchHit {
  type: SearchKind;
  typeName: string;
  id: string;
  title: string;
  /** Sanitised HTML with <em> around the words found. */
  snippet: string;
  /** Where the hit is shown on the site. */
  url: string;
}

/** 联系我们 (type 1). */
export interface ContactMessageForm {
  linkman: string;
  telephone: string;
  email: string;
  content: string;
}

/** 提交AI需求 (type 2): the code proves the telephone. */
export interface AiDemandForm {
  companyName: string;
  linkman: string;
  telephone: string;
  smsCode: string;
  email?: string;
  content: string;
}

export interface MessageReceived {
  id: Id;
  /** The sentence to show. */
  message: string;
}

export interface FeedbackForm {
  content: string;
  contact?: string;
}

// ---------------------------------------------------------------- content console

export interface ManageQuery extends PageQuery {
  /** Part of the name or title. */
  keyword?: string;
  /** 1 published, 0 withdrawn. */
  status?: 0 | 1;
}

export interface ProductManageQuery extends ManageQuery {
  categoryId?: Id;
}

export interface Saved {
  id: Id;
}

/** A file stored by the operators' upload. */
export interface Uploaded {
  url: string;
  contentType: string;
  size: number;
}

export interface ProductCategory {
  id: Id;
  name: string;
  sort: number;
  status: number;
  createTime: string;
}

export interface ProductCategoryForm {
  id?: Id;
  name: string;
  sort?: number;
  status?: number;
}

export interface ChannelAdmin {
  id: Id;
  name: string;
  path: string;
  sort: number;
  status: number;
  createTime: string;
}

export interface ChannelForm {
  id?: Id;
  name: string;
  path: string;
  sort?: number;
  status?: number;
}

export interface TopAdvertisingForm {
  id?: Id;
  title: string;
  topAdvertisingImg: string;
  link?: string | null;
  colorValue?: string | null;
  titleStatus?: number;
  status?: number;
}

export interface BannerForm {
  id?: Id;
  channelName: string;
  bannerImg: string;
  link?: string | null;
  firstLevelTitle?: string;
  secondLevelTitle?: string;
  content?: string;
  sort?: number;
  status?: number;
}

export interface ProgramForm {
  id?: Id;
  /** A route key such as planFinance. */
  code?: string | null;
  /** 5 solution, 6 programme. */
  categoryId?: number;
  name: string;
  slogan?: string;
  business?: string;
  programImage: string;
  description?: string;
  homeShow?: number;
  sort?: number;
  status?: number;
  sceneList?: Array<{ title: string; description?: string; img?: string | null }>;
}

export interface CaseForm {
  id?: Id;
  title: string;
  img: string;
  description?: string | null;
  sort?: number;
  status?: number;
}

export interface ApplicationSceneForm {
  id?: Id;
  title: string;
  img: string;
  icon?: string | null;
  description?: string | null;
  sort?: number;
  status?: number;
}

export interface ServicePlatformForm {
  id?: Id;
  servicePlatformName: string;
  logoImage: string;
  serverUrl?: string | null;
  description?: string | null;
  sort?: number;
  status?: number;
}

export interface ExpertForm {
  id?: Id;
  expertName: string;
  expertImg: string;
  profile?: string;
  professionalSkill?: string;
  linkName?: string | null;
  linkPhone?: string | null;
  sort?: number;
  status?: number;
}

export interface SupplierForm {
  id?: Id;
  supplierName: string;
  logo: string;
  introduction?: string;
  publicityImgArr?: string[];
  sort?: number;
  status?: number;
}

export interface FactoryVideoForm {
  id?: Id;
  name: string;
  sloganVideo: string;
  coverImg?: string | null;
  sloganTitle?: string;
  sloganText?: string;
  durationSeconds?: number;
  sort?: number;
  status?: number;
}

export interface HelpDocForm {
  id?: Id;
  productDomainId: Id;
  title: string;
  label?: string;
  linkParam?: string | null;
  content: string;
  sort?: number;
  status?: number;
}

export interface SystemNoticeForm {
  id?: Id;
  title: string;
  msgText: string;
  sort?: number;
  status?: number;
}

export interface CompanyNoticeForm {
  id?: Id;
  noticeType: CompanyNoticeType;
  title: string;
  msgText: string;
  coverImg?: string | null;
  issueStatus?: number;
}

export interface AgreementForm {
  type: string;
  title: string;
  content: string;
}

/** A product in the operators' list. */
export interface ProductAdminRow extends ProductCard {
  online: number;
  sort: number;
  status: number;
  updateTime: string;
}

export interface ProductForm {
  id?: Id;
  categoryId: Id;
  name: string;
  slogan?: string;
  icon: string;
  sloganImage?: string | null;
  description?: string;
  appKey?: string | null;
  channelType?: number;
  templateType?: number;
  productType?: number;
  isFree?: number;
  isRecommend?: number;
  isAi?: number;
  online?: number;
  sort?: number;
  status?: number;
  operationContent?: OperationButton[];
  productProfileList?: Array<{ title: string; description?: string; multimediaType?: number; multimediaUrl?: string | null }>;
  productFunctionList?: Array<{ title: string; description?: string; functionIcon?: string | null; multimediaUrl?: string | null }>;
  productAdvantageList?: Array<{ title: string; description?: string; multimediaUrl?: string | null }>;
  productSceneList?: Array<{ title: string; description?: string; multimediaUrl?: string | null }>;
  productDomainList?: Array<{
    id?: Id;
    name: string;
    serviceName?: string;
    serverUrl?: string | null;
    internal?: number;
    appKey?: string | null;
    appSecret?: string | null;
    productVersionVoList?: Array<{
      id?: Id;
      name: string;
      versionPrice?: number;
      isShow?: boolean;
      productVersionFunctionVos?: Array<{ functionDesc: string }>;
    }>;
  }>;
}

/** A product service, for the help document form's picker. */
export interface DomainChoice {
  id: Id;
  name: string;
  productId: Id;
  productName: string;
  productStatus: number;
}

export interface LeaveMessage {
  id: Id;
  /** 1 contact us, 2 AI demand. */
  type: number;
  linkman: string;
  telephone: string;
  email?: string | null;
  content: string;
  companyName?: string | null;
  userId?: Id | null;
  /** 1 handled, 0 new. */
  status: number;
  createTime: string;
}

export interface LeaveMessageQuery extends PageQuery {
  type?: 1 | 2;
  status?: 0 | 1;
}

export interface Feedback {
  id: Id;
  content: string;
  contact?: string | null;
  userId?: Id | null;
  createTime: string;
}
