/** The identity area's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { Id, PageQuery, QueryOf, Schema } from '@platform/sdk';

export type ProfileForm = Omit<Schema<'ProfileForm'>, 'id'>;
export type ChangePasswordForm = Schema<'ChangePasswordForm'>;
export type PhoneForm = Schema<'PhoneForm'>;
export type MailForm = Schema<'MailForm'>;

/** A person of the company with the state of the account (getUserUserAffiliationInfoPage). */
export type Affiliation = Schema<'Affiliation'>;
export type AffiliationQuery = PageQuery & QueryOf<'/ptd-user/resource/user/getUserUserAffiliationInfoPage'>;
/** A menu a main account may grant to its sub-accounts. */
export type GrantableMenu = Schema<'GrantableMenu'>;
export type JoinRequest = Schema<'JoinRequest'>;

/** A sub-account to create; the document leaves `saveMany`'s items untyped. */
export interface NewSubAccount {
  userName: string;
  password: string;
  realName: string;
  mobile?: string;
  menuKeys: string[];
}

export type CompanyPageQuery = PageQuery & QueryOf<'/ptd-user/resource/company/page'>;

/** A member of one company as operators see it (GET /ptd-user/resource/company/members). */
export type CompanyMember = Schema<'CompanyMember'>;
// Ids travel as the client holds them (number or text).
export type CompanyMembersQuery = PageQuery & Omit<QueryOf<'/ptd-user/resource/company/members'>, 'companyId'> & { companyId: Id };

/** One certification submission of a company (the certification area's review page; the schema is generated). */
export type CertificationRecord = Schema<'ReviewItem'>;
export type CompanyCertificationsQuery = PageQuery & Omit<QueryOf<'/ptd-user/certification/review/page'>, 'companyId'> & { companyId: Id };
