/** The orders area's calls (products on offer, dictionaries, orders, payments, refunds, invoices, reconciliation, declarations) on the SDK's one client. */
import { api, upload, type Body, type Id, type Query } from '@platform/sdk';
import type { InvoicePart } from '../components/invoices';

export type * from './types';

/** What the purchase and declare pages offer: the market's public product and the dictionaries. */
export const catalogueApi = {
  product: (id: Id) => api.get('/ptd-industry/product/getById', { query: { id: Number(id) }, silent: true }),
  /** The purchase terms: values are years, labels 1年, 2年... */
  productTerms: () => api.get('/ptd-component/global/resource/data/type/{dictType}', { path: { dictType: 'productTerm' }, silent: true }),
  /** The company's apps (held ones show what buying again renews); quiet, as the page works without them. */
  heldApps: () => api.get('/ptd-industry/application/myApp', { silent: true }),
  enumDict: (enumClassName: string) =>
    api.get('/ptd-industry/tool/enumUtil/getEnumDictList', { query: { enumClassName }, silent: true }),
};

/** The company's orders. */
export const orderApi = {
  /** Replies with the new order's id. */
  buy: (form: Body<'post', '/ptd-industry/order/saveBuyOrder'>) => api.post('/ptd-industry/order/saveBuyOrder', { body: form }),
  page: (query: Query<'get', '/ptd-industry/order/list'>) => api.get('/ptd-industry/order/list', { query }),
  byId: (id: Id) => api.get('/ptd-industry/order/{id}', { path: { id }, silent: true }),
  detail: (id: Id) => api.get('/ptd-industry/order/detail/{id}', { path: { id }, silent: true }),
  remove: (id: Id) => api.delete('/ptd-industry/order/{id}', { path: { id } }),
  /** Cancels an unpaid order (取消订单成功). */
  cancel: (id: Id) => api.post('/ptd-industry/order/closeOrderPay/{id}', { path: { id } }),
};

/** Paying for an order by WeChat scan-to-pay or with the company's points. */
export const paymentApi = {
  /** The open scan-to-pay payment of the order (the same one again while it is open). */
  wechat: (orderId: number) =>
    api.post('/ptd-industry/order/payment/addOrderPayOrAccountPay', { body: { orderId, payMethod: 'wechat' } }),
  /**
   * Pays at once from the points account (1 point a yuan, rounded up), proved
   * with the 6-digit account password; a refusal (账户密码错误, 账户积分不足或账户已冻结,
   * 账号被冻结, 操作过于频繁，请稍后再试) is shown by the client.
   */
  account: (orderId: number, accountPassword: string) =>
    api.post('/ptd-industry/order/payment/addOrderPayOrAccountPay', { body: { orderId, payMethod: 'account', accountPassword } }),
  /** The company's points account, null until it is opened. */
  accountInfo: () => api.get('/ptd-user/account/getAccountInfo'),
  /** Polled every 2 s while the QR is shown; quiet, so a hiccup does not flood the page. */
  status: (payTransactionNo: string) =>
    api.get('/ptd-industry/order/payment/queryOrderPaymentInfo', { query: { payTransactionNo }, silent: true }),
  /** "I have paid": asks the gateway now. A GET that changes state: the client sends the token header. */
  confirm: (orderId: Id) => api.get('/ptd-industry/order/payment/confirmPayment/{id}', { path: { id: orderId } }),
};

/** The operators' 平台订单: every company's orders and their refunds, and the Excel exports of orders, payments and refunds. */
export const manageOrderApi = {
  page: (query: Query<'get', '/ptd-industry/manage/order/page'>) => api.get('/ptd-industry/manage/order/page', { query }),
  /**
   * Refunds a paid order in whole or in part; WeChat answers a moment later
   * (退款中, then 退款成功). A refusal (退款金额超过可退金额, 没有可退款的金额,
   * 该订单正在退款或可退金额已变化，请刷新后重试) is shown by the client.
   */
  refund: (form: Body<'post', '/ptd-industry/order/refund'>) => api.post('/ptd-industry/order/refund', { body: form }),
  /** Refunds, newest first; `orderId` narrows to one order's. */
  refunds: (query: Query<'get', '/ptd-industry/order/refund/list'>) => api.get('/ptd-industry/order/refund/list', { query }),
  /** Sends a failed refund again under its own number. */
  retry: (refundNo: string) => api.post('/ptd-industry/order/refund/retry', { body: { refundNo } }),
  /** The orders the list's filters find (no paging) as an Excel file; `onProgress` hears the share downloaded. */
  export: (query: Query<'get', '/ptd-industry/manage/order/export'>, onProgress: (share: number) => void) =>
    api.download('/ptd-industry/manage/order/export', query, onProgress),
  /** Orders' payments created in the range (Beijing, end excluded), as an Excel file. */
  exportPayments: (query: Query<'get', '/ptd-industry/manage/payment/export'>, onProgress: (share: number) => void) =>
    api.download('/ptd-industry/manage/payment/export', query, onProgress),
  /** Orders' refunds created in the range (Beijing, end excluded), as an Excel file. */
  exportRefunds: (query: Query<'get', '/ptd-industry/order/refund/export'>, onProgress: (share: number) => void) =>
    api.download('/ptd-industry/order/refund/export', query, onProgress),
};

/** The operators' 支付对账: days reconciled against WeChat's trade bill and the differences found. */
export const reconciliationApi = {
  page: (query: Query<'get', '/ptd-industry/pay/reconciliation/page'>) => api.get('/ptd-industry/pay/reconciliation/page', { query }),
  /** Reconciles a day before today (again if it was done); replies the day. */
  run: (billDate: string) => api.post('/ptd-industry/pay/reconciliation/run', { body: { billDate } }),
  /** A day's differences; without `billDate`, those found outside a day's run (unknown notifications). */
  differences: (query: Query<'get', '/ptd-industry/pay/reconciliation/differences'>) =>
    api.get('/ptd-industry/pay/reconciliation/differences', { query }),
};

/** The operators' data dictionaries. */
export const dictionaryApi = {
  /** Every entry of a dictionary, switched-off ones too. */
  entries: (dictType: string) => api.get('/ptd-component/global/resource/data/manage', { query: { dictType } }),
  /** Relabels, reorders or switches an entry on or off; replies 修改成功. */
  update: (form: Body<'put', '/ptd-component/global/resource/data/type'>) =>
    api.put('/ptd-component/global/resource/data/type', { body: form }),
};

/** Declaring a product, and the operators' follow-up. */
export const declareApi = {
  /** Replies with the declaration's id. */
  save: (form: Body<'post', '/ptd-industry/order/saveProductDeclareOrder'>) =>
    api.post('/ptd-industry/order/saveProductDeclareOrder', { body: form }),
  managePage: (query: Query<'get', '/ptd-industry/manage/productDeclare/page'>) =>
    api.get('/ptd-industry/manage/productDeclare/page', { query }),
  follow: (form: Body<'put', '/ptd-industry/manage/productDeclare/followStatus'>) =>
    api.put('/ptd-industry/manage/productDeclare/followStatus', { body: form }),
};

/** The company's invoices (发票管理): asked for from 我的订单, downloaded once issued. */
export const invoiceApi = {
  /**
   * Asks one invoice for one or several paid orders (申请开票成功). A refusal
   * (增值税专用发票需要完整的发票抬头…, an order already asked for) is shown by the client.
   */
  request: (form: Body<'post', '/ptd-industry/order/updateInvoiceStatus'>) => api.post('/ptd-industry/order/updateInvoiceStatus', { body: form }),
  /** The company's invoice headers in use, to choose one from (开票信息 keeps them). */
  headers: () => api.get('/ptd-component/global/resource/invoiceHeader/getMy'),
  /** Newest first; `status` requested, issued, rejected or reversed; `keyword` a title or a request number. */
  page: (query: Query<'get', '/ptd-industry/invoice/page'>) => api.get('/ptd-industry/invoice/page', { query }),
  byId: (id: Id) => api.get('/ptd-industry/invoice/{id}', { path: { id }, silent: true }),
  /** The invoice's PDF (or its red-letter invoice's); a refusal rejects with the server's reason (not shown). */
  file: (id: number, part: InvoicePart) =>
    api.download('/ptd-industry/invoice/file', { id, part }),
};

/** The operators' 发票管理: every company's invoices, issued, rejected or reversed (红冲) here. */
export const manageInvoiceApi = {
  /** `status=requested` is the queue of requests waiting. */
  page: (query: Query<'get', '/ptd-industry/manage/invoice/page'>) => api.get('/ptd-industry/manage/invoice/page', { query }),
  file: (id: number, part: InvoicePart) =>
    api.download('/ptd-industry/manage/invoice/file', { id, part }),
  /**
   * Issues a requested invoice with its number, date and e-invoice PDF, as
   * multipart (开票成功). A refusal (发票号码已存在, 开票日期不能早于申请日期或晚于今天, …) is shown by the client.
   */
  issue: (id: number, fields: { number: string; date: string }, pdf: Blob) =>
    api.post('/ptd-industry/manage/invoice/issue', { body: upload(pdf, { id, ...fields }) }),
  /** Rejects a request with the reason the company reads (已驳回); its orders may be asked again. */
  reject: (form: Body<'post', '/ptd-industry/manage/invoice/reject'>) => api.post('/ptd-industry/manage/invoice/reject', { body: form }),
  /** Reverses an issued invoice with its red-letter invoice's number, date, reason and PDF, as multipart (红冲成功). */
  reverse: (id: number, fields: { number: string; date: string; reason: string }, pdf: Blob) =>
    api.post('/ptd-industry/manage/invoice/reverse', { body: upload(pdf, { id, ...fields }) }),
};
