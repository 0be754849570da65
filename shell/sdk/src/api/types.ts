/** Shapes of the platform's HTTP API that the shell and the SDK use: names for the generated schema types (every reply is an envelope). */
import type { components, paths } from './schema';

export type { components, paths } from './schema';

/** A schema of the server's OpenAPI document (`openapi/openapi.json`), by name. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query parameters of a GET path of the server's document, without its `/api` prefix; nulls left out. */
export type QueryOf<Path extends string> = `/api${Path}` extends keyof paths
  ? paths[`/api${Path}`] extends { get: { parameters: { query?: infer Q } } }
    ? { [K in keyof NonNullable<Q>]?: Exclude<NonNullable<Q>[K], null> }
    : never
  : never;

/** Ids are 64-bit on the server and arrive either as numbers below 2^53 or as strings. */
export type Id = string | number;

export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** One page of a list (the server's `Page_*` schemas). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The paging parameters every list takes. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** The reply of an add: the new item's id. */
export type Saved = Schema<'Saved'>;

export type LoginForm = Schema<'LoginForm'>;
export type LoginResult = Schema<'LoginReply'>;
export type UserDetails = Schema<'UserDetails'>;
/** A node of the server-driven menu tree (`authRoleTree`). */
export type MenuNode = Schema<'MenuNode'>;
/** One federated remote as announced by the server's manifest. */
export type RemoteManifestEntry = Schema<'RemoteEntry'>;
export type Company = Schema<'CompanyView'>;
export type CaptchaChallenge = Schema<'Challenge'>;
export type CaptchaSlide = Schema<'Slide'>;
export type SendCodeForm = Schema<'SendCodeForm'>;
export type SmsLoginForm = Schema<'SmsLoginForm'>;
export type RegisterForm = Schema<'RegisterForm'>;
export type Registered = Schema<'Registered'>;
export type ExistFlags = Schema<'ExistReply'>;
export type ResetByMobileForm = Schema<'ResetByMobileForm'>;
export type ResetByEmailForm = Schema<'ResetByEmailForm'>;
/** The dispatch centre's customer: registered company, its review state, whether the phone has an account. */
export type CustomerCheck = Schema<'CustomerReply'>;
export type WechatBindCheck = Schema<'CheckBindReply'>;
export type WechatBindForm = Schema<'BindForm'>;
/** One of the user's companies, for the change-company picker. */
export type CompanyChoice = Schema<'CompanyChoice'>;
/** The company's QR invitation. */
export type Invitation = Schema<'Invitation'>;
/** Which legal text: the user agreement (/userAgent) or the privacy policy (/privacy). */
export type AgreementType = 'userAgent' | 'privacy';
/** A legal text as the operators saved it; `content` is HTML the server sanitised. */
export type AgreementText = Schema<'Agreement'>;
/** The company an invitation is for; the name arrives masked. */
export type InviteInfo = Schema<'InviteInfo'>;

export type CertificationKind = 'company' | 'person';
/** The latest company or personal submission of the caller. */
export type CertificationSubmission = Schema<'SubmissionView'>;
/** Where the caller's certifications stand. */
export type CertificationState = Schema<'CertificationStatus'>;
/** The company's e-signature service: opened or not, and what opening still needs. */
export type EsignStatus = Schema<'EsignStatus'>;

// ---------------------------------------------------------------- public content the shell's layout shows too

/** A channel of the public top navigation. */
export type FrontChannel = Schema<'Channel'>;
/** The newest top ad with the three hot products shown beside it. */
export type TopAdvertisingReply = Schema<'TopAdReply'>;
export type ServicePlatform = Schema<'ServicePlatform'>;
/** One of the footer's related links (相关链接). */
export type SiteLink = Schema<'SiteLink'>;
/** The site settings the operators edit (站点设置), defaults filled in by the server for those never saved. */
export type SiteSettings = Schema<'SiteSettings'>;
/** The operators' save: every setting at once (an empty `icp` removes it). */
export type SiteSettingsForm = Schema<'SiteSettingsForm'>;
/** A product as lists show it. */
export type ProductCard = Schema<'ProductCard'>;
/** A category of the product store with its products. */
export type StoreCategory = Schema<'StoreCategory'>;
/** A solution (category 5) or programme (category 6); `id` is its route key when it has one (planFinance). */
export type Program = Schema<'Program'>;
export type ProgramQuery = QueryOf<'/ptd-industry/front/getFrontProgramList'>;

/** The kinds the site search finds. */
export type SearchKind = 'product' | 'program' | 'helpDoc' | 'notice';
export type SearchQuery = PageQuery & { keyword: string; type?: SearchKind };
export type SearchHit = Schema<'SearchHit'>;

/** companyNotice 公司公告, companyExpress 公司快讯. */
export type CompanyNoticeType = 'companyNotice' | 'companyExpress';
/** What /noticeDetail shows (its `type` query). */
export type NoticeKind = 'systemNotice' | CompanyNoticeType;
