/** The account area's calls (the company's points account, top-ups, records and the operators' freeze) on the SDK's one client. */
import { api, type Body, type PageQuery, type Query } from '@platform/sdk';

export type * from './types';

/** The caller's company's points account. */
export const accountApi = {
  /** null until the account is opened. */
  info: () => api.get('/ptd-user/account/getAccountInfo'),
  /** Opens the account once (main account). */
  open: () => api.post('/ptd-user/account/openAccount'),
  /** Sets the 6-digit account password (main account) with a code sent to the user's own mobile; replies 设置成功. */
  setPassword: (form: Body<'post', '/ptd-user/account/resAccountPwd'>) =>
    api.post('/ptd-user/account/resAccountPwd', { body: form }),
  /** The ledger (积分明细), newest first. */
  flow: (query: PageQuery & Query<'get', '/ptd-user/account/accountFlow/queryList'>) =>
    api.get('/ptd-user/account/accountFlow/queryList', { query }),
  /** The ledger with the list's filters as an Excel file; `onProgress` hears the share downloaded. */
  flowExport: (query: Query<'get', '/ptd-user/account/accountFlow/export'>, onProgress: (share: number) => void) =>
    api.download('/ptd-user/account/accountFlow/export', query, onProgress),
  exchangeRates: () => api.get('/ptd-user/account/pointsExchangeRate/queryList'),
};

/** Top-ups by WeChat scan-to-pay and the company's payments. */
export const rechargeApi = {
  packages: () => api.get('/ptd-user/account/rechargePackage/list'),
  /** amount in whole yuan (100 to 50,000); packageId adds the package's bonus. */
  start: (form: Body<'post', '/ptd-user/account/recharge'>) => api.post('/ptd-user/account/recharge', { body: form }),
  status: (payTransactionNo: string) =>
    api.get('/ptd-user/account/recharge/status', { query: { payTransactionNo } }),
  /** The company's top-ups (充值记录). */
  list: (query: PageQuery & Query<'get', '/ptd-user/account/recharge/list'>) =>
    api.get('/ptd-user/account/recharge/list', { query }),
  /** Every payment of the company (交易记录): top-ups and orders. */
  transactions: (query: PageQuery & Query<'get', '/ptd-user/account/transaction/list'>) =>
    api.get('/ptd-user/account/transaction/list', { query }),
};

/** The platform operators' view of every account. */
export const manageAccountApi = {
  page: (query: PageQuery & Query<'get', '/ptd-user/manage/account/page'>) =>
    api.get('/ptd-user/manage/account/page', { query }),
  /** Freezes or unfreezes; replies 修改成功. */
  setStatus: (form: Body<'put', '/ptd-user/manage/account/status'>) =>
    api.put('/ptd-user/manage/account/status', { body: form }),
};
