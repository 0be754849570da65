/** The orders area's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { PageQuery, QueryOf, Schema } from '@platform/sdk';

/** A product of the market with its services (domains) and their versions; prices in fen. */
export type ProductDetail = Schema<'ProductDetail'>;
export type ProductDomain = Schema<'ProductDomain'>;
/** A version: `versionPrice` in fen, `versionPriceStr` in yuan; isShow false means already applied, not selectable. */
export type ProductVersion = Schema<'ProductVersion'>;

/** An entry of a data dictionary (productTerm: the value is a number of years). */
export type DictData = Schema<'DictData'>;
/** An operator's edit of a dictionary entry: label, order and 1 启用 / 0 停用 (the value stays: orders keep it). */
export type DictEdit = Schema<'DictEdit'>;
/** A value of an enum dictionary with its Chinese label. */
export type EnumEntry = Schema<'EnumEntry'>;

export type BuyForm = Schema<'BuyForm'>;
/** An order: money in yuan strings, times in Shanghai, `expireTime` and `now` in epoch ms. */
export type Order = Schema<'Order'>;
/** A product bought by an order: productJson {id, slogan, icon, name, categoryName}, objectJson the service, version, term and expiration date. */
export type OrderDetail = Schema<'OrderDetail'>;
export type OrderQuery = PageQuery & QueryOf<'/ptd-industry/order/list'>;
/** hold 待支付, success 已支付 (部分退款 once part went back), cancel 已取消, refunded 已退款 (all of it went back). */
export type PayStatus = 'hold' | 'success' | 'cancel' | 'refunded';

export type PayForm = Schema<'PayForm'>;
/** A scan-to-pay payment: the QR's codeUrl, the amount in yuan and when it closes (epoch ms). */
export type PayReply = Schema<'PayReply'>;
export type PaymentInfo = Schema<'PaymentInfo'>;
/** The company's points account (积分支付 reads its balance and whether its password is set); null until opened. */
export type AccountInfo = Schema<'AccountInfo'>;
/** The order's state after "I have paid" asked the gateway. */
export type Confirmation = Schema<'Confirmation'>;

export type DeclareForm = Schema<'DeclareForm'>;
export type Declaration = Schema<'Declaration'>;
export type DeclarationQuery = PageQuery & QueryOf<'/ptd-industry/manage/productDeclare/page'>;
export type FollowForm = Schema<'FollowForm'>;

/** Every company's orders (the operators' 平台订单). */
export type ManageOrderQuery = PageQuery & QueryOf<'/ptd-industry/manage/order/page'>;
/** An operator's refund: `amount` in yuan with at most two decimals, absent for all that is still refundable; reason 1–80 characters. */
export type RefundForm = Schema<'RefundForm'>;
export type RefundReply = Schema<'RefundReply'>;
/** A refund: pending or processing 退款中, success 退款成功, closed 退款关闭, abnormal 退款异常, failed 退款失败 (sent again by 重试). */
export type RefundRecord = Schema<'RefundRecord'>;
export type RefundQuery = PageQuery & QueryOf<'/ptd-industry/order/refund/list'>;
export type RetryForm = Schema<'RetryForm'>;

/** A day reconciled against WeChat's trade bill: running 对账中, matched 已平账, differences 有差异, failed 对账失败. */
export type ReconciliationDay = Schema<'ReconciliationDay'>;
/** The day to reconcile, YYYY-MM-DD (Beijing), before today. */
export type RunForm = Schema<'RunForm'>;
/** A difference between WeChat's bill and the platform's payments (kindName 微信有、平台无, 平台有、微信无, 金额不一致, 未知支付). */
export type PaymentDifference = Schema<'PaymentDifference'>;
export type DifferenceQuery = PageQuery & QueryOf<'/ptd-industry/pay/reconciliation/differences'>;
