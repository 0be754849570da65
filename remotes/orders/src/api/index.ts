/** The orders area's calls (products on offer, dictionaries, orders, payments, refunds, reconciliation, declarations) on the SDK's one client. */
import { del, get, post, put, type Id, type Page, type PageQuery } from '@platform/sdk';
import type {
  AccountInfo,
  BuyForm,
  Confirmation,
  DeclarationQuery,
  Declaration,
  DeclareForm,
  DictData,
  DictEdit,
  DifferenceQuery,
  EnumEntry,
  FollowForm,
  ManageOrderQuery,
  Order,
  OrderQuery,
  PaymentDifference,
  PaymentInfo,
  PayReply,
  ProductDetail,
  ReconciliationDay,
  RefundForm,
  RefundQuery,
  RefundRecord,
  RefundReply,
} from './types';

export type * from './types';

/** What the purchase and declare pages offer: the market's public product and the dictionaries. */
export const catalogueApi = {
  product: (id: Id) => get<ProductDetail>('/ptd-industry/product/getById', { params: { id }, silent: true }),
  /** The purchase terms: values are years, labels 1年, 2年... */
  productTerms: () => get<DictData[]>('/ptd-component/global/resource/data/type/productTerm', { silent: true }),
  enumDict: (enumClassName: string) =>
    get<EnumEntry[]>('/ptd-industry/tool/enumUtil/getEnumDictList', { params: { enumClassName }, silent: true }),
};

const ORDER = '/ptd-industry/order';

/** The company's orders. */
export const orderApi = {
  /** Replies with the new order's id. */
  buy: (form: BuyForm) => post<Id>(`${ORDER}/saveBuyOrder`, form),
  page: (query: OrderQuery) => get<Page<Order>>(`${ORDER}/list`, { params: query }),
  byId: (id: Id) => get<Order>(`${ORDER}/${id}`, { silent: true }),
  detail: (id: Id) => get<Order>(`${ORDER}/detail/${id}`, { silent: true }),
  remove: (id: Id) => del<string>(`${ORDER}/${id}`),
  /** Cancels an unpaid order (取消订单成功). */
  cancel: (id: Id) => post<string>(`${ORDER}/closeOrderPay/${id}`),
};

/** Paying for an order by WeChat scan-to-pay or with the company's points. */
export const paymentApi = {
  /** The open scan-to-pay payment of the order (the same one again while it is open). */
  wechat: (orderId: Id) =>
    post<PayReply>(`${ORDER}/payment/addOrderPayOrAccountPay`, { orderId, payMethod: 'wechat' }),
  /**
   * Pays at once from the points account (1 point a yuan, rounded up), proved
   * with the 6-digit account password; a refusal (账户密码错误, 账户积分不足或账户已冻结,
   * 账号被冻结, 操作过于频繁，请稍后再试) is shown by the client.
   */
  account: (orderId: Id, accountPassword: string) =>
    post<PayReply>(`${ORDER}/payment/addOrderPayOrAccountPay`, { orderId, payMethod: 'account', accountPassword }),
  /** The company's points account, null until it is opened. */
  accountInfo: () => get<AccountInfo | null>('/ptd-user/account/getAccountInfo'),
  /** Polled every 2 s while the QR is shown; quiet, so a hiccup does not flood the page. */
  status: (payTransactionNo: string) =>
    get<PaymentInfo>(`${ORDER}/payment/queryOrderPaymentInfo`, { params: { payTransactionNo }, silent: true }),
  /** "I have paid": asks the gateway now. A GET that changes state: the client sends the token header. */
  confirm: (orderId: Id) => get<Confirmation>(`${ORDER}/payment/confirmPayment/${orderId}`),
};

/** The operators' 平台订单: every company's orders and their refunds. */
export const manageOrderApi = {
  page: (query: ManageOrderQuery) => get<Page<Order>>('/ptd-industry/manage/order/page', { params: query }),
  /**
   * Refunds a paid order in whole or in part; WeChat answers a moment later
   * (退款中, then 退款成功). A refusal (退款金额超过可退金额, 没有可退款的金额,
   * 该订单正在退款或可退金额已变化，请刷新后重试) is shown by the client.
   */
  refund: (form: RefundForm) => post<RefundReply>(`${ORDER}/refund`, form),
  /** Refunds, newest first; `orderId` narrows to one order's. */
  refunds: (query: RefundQuery) => get<Page<RefundRecord>>(`${ORDER}/refund/list`, { params: query }),
  /** Sends a failed refund again under its own number. */
  retry: (refundNo: string) => post<RefundReply>(`${ORDER}/refund/retry`, { refundNo }),
};

const RECONCILIATION = '/ptd-industry/pay/reconciliation';

/** The operators' 支付对账: days reconciled against WeChat's trade bill and the differences found. */
export const reconciliationApi = {
  page: (query: PageQuery) => get<Page<ReconciliationDay>>(`${RECONCILIATION}/page`, { params: query }),
  /** Reconciles a day before today (again if it was done); replies the day. */
  run: (billDate: string) => post<ReconciliationDay>(`${RECONCILIATION}/run`, { billDate }),
  /** A day's differences; without `billDate`, those found outside a day's run (unknown notifications). */
  differences: (query: DifferenceQuery) => get<Page<PaymentDifference>>(`${RECONCILIATION}/differences`, { params: query }),
};

const DICT = '/ptd-component/global/resource/data';

/** The operators' data dictionaries. */
export const dictionaryApi = {
  /** Every entry of a dictionary, switched-off ones too. */
  entries: (dictType: string) => get<DictData[]>(`${DICT}/manage`, { params: { dictType } }),
  /** Relabels, reorders or switches an entry on or off; replies 修改成功. */
  update: (form: DictEdit) => put<string>(`${DICT}/type`, form),
};

/** Declaring a product, and the operators' follow-up. */
export const declareApi = {
  /** Replies with the declaration's id. */
  save: (form: DeclareForm) => post<Id>(`${ORDER}/saveProductDeclareOrder`, form),
  managePage: (query: DeclarationQuery) =>
    get<Page<Declaration>>('/ptd-industry/manage/productDeclare/page', { params: query }),
  follow: (form: FollowForm) => put<string>('/ptd-industry/manage/productDeclare/followStatus', form),
};
