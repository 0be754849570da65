/** The account area's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { PageQuery, QueryOf, Schema } from '@platform/sdk';

/** The company's points account; the server answers null until it is opened. */
export type AccountInfo = Schema<'AccountInfo'>;
/** normal or frozen. */
export type AccountStatus = 'normal' | 'frozen';
/** One ledger row (积分明细): type topup, bonus, order or reversal. */
export type FlowEntry = Schema<'FlowEntry'>;
export type FlowQuery = PageQuery & QueryOf<'/ptd-user/account/accountFlow/queryList'>;
/** A top-up package: originalAmount in yuan and the bonus points it adds. */
export type RechargePackage = Schema<'Package'>;
export type RechargeForm = Schema<'RechargeForm'>;
/** The payment to scan: codeUrl for the QR, expireTime in epoch ms. */
export type RechargeReply = Schema<'RechargeReply'>;
/** hold, success, cancel or failed. */
export type RechargeStatus = Schema<'RechargeStatus'>;
/** A payment of the company: a top-up (recharge list) or any payment (transaction list). */
export type PaymentRecord = Schema<'PaymentRecord'>;
export type PaymentQuery = PageQuery & QueryOf<'/ptd-user/account/recharge/list'>;
export type AccountPasswordForm = Schema<'PasswordForm'>;
export type ExchangeRate = Schema<'ExchangeRate'>;
/** The operators' page of every company's account. */
export type ManageQuery = PageQuery & QueryOf<'/ptd-user/manage/account/page'>;
/** Freeze or unfreeze (operators). */
export type AccountStatusForm = Schema<'AccountStatusForm'>;
