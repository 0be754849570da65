/** The identity area's UI-only types; server shapes are named where used (`Schema<'Affiliation'>`, `Query<'get', '/ptd-user/resource/company/page'>`). */

/** A sub-account to create; the document leaves `saveMany`'s items untyped. */
export interface NewSubAccount {
  userName: string;
  password: string;
  realName: string;
  mobile?: string;
  menuKeys: string[];
}
