/** Shapes of the platform's HTTP API that the shell and the SDK share: `Schema` to name a generated schema, ids, pages, the envelope every reply comes in, and the UI's unions of the API's literal values. */
import type { components } from './schema';
import type { Query } from './typed';

export type { components, paths } from './schema';

/** A schema of the server's OpenAPI document (`openapi/openapi.json`), by name. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

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

// Names of server schemas the SDK's session and widgets still import; elsewhere a server shape is
// named where used (`Schema<'Name'>`, `Reply<'get', '/path'>`).
export type LoginResult = Schema<'LoginReply'>;
export type UserDetails = Schema<'UserDetails'>;
/** A node of the server-driven menu tree (`authRoleTree`). */
export type MenuNode = Schema<'MenuNode'>;
export type CaptchaChallenge = Schema<'Challenge'>;
/** The site settings the operators edit (站点设置), defaults filled in by the server for those never saved. */
export type SiteSettings = Schema<'SiteSettings'>;

/** Which legal text: the user agreement (/userAgent) or the privacy policy (/privacy). */
export type AgreementType = 'userAgent' | 'privacy';

export type CertificationKind = 'company' | 'person';

/** The kinds the site search finds. */
export type SearchKind = 'product' | 'program' | 'helpDoc' | 'notice';
/** A search: a page of hits for a keyword, of one kind or of all. */
export type SearchQuery = PageQuery & Query<'get', '/ptd-industry/search'> & { keyword: string; type?: SearchKind };

/** companyNotice 公司公告, companyExpress 公司快讯. */
export type CompanyNoticeType = 'companyNotice' | 'companyExpress';
/** What /noticeDetail shows (its `type` query). */
export type NoticeKind = 'systemNotice' | CompanyNoticeType;
