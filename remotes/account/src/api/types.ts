/** The account area's UI-only types; server shapes are named where used (`Schema<'AccountInfo'>`, `Query<'get', '/ptd-user/account/accountFlow/queryList'>`). */

/** normal or frozen. */
export type AccountStatus = 'normal' | 'frozen';
