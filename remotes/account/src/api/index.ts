/** The account area's calls (the company's points account, top-ups, records and the operators' freeze) on the SDK's one client. */
import { get, type Page, post, put } from '@platform/sdk';
import type {
  AccountInfo,
  AccountStatusForm,
  AccountPasswordForm,
  ExchangeRate,
  FlowEntry,
  FlowQuery,
  ManageQuery,
  PaymentQuery,
  PaymentRecord,
  RechargeForm,
  RechargePackage,
  RechargeReply,
  RechargeStatus,
} from './types';

export type * from './types';

const ACCOUNT = '/ptd-user/account';

/** The caller's company's points account. */
export const accountApi = {
  /** null until the account is opened. */
  info: () => get<AccountInfo | null>(`${ACCOUNT}/getAccountInfo`),
  /** Opens the account once (main account). */
  open: () => post<AccountInfo>(`${ACCOUNT}/openAccount`),
  /** Sets the 6-digit account password (main account) with a code sent to the user's own mobile; replies 设置成功. */
  setPassword: (form: AccountPasswordForm) => post<string>(`${ACCOUNT}/resAccountPwd`, form),
  /** The ledger (积分明细), newest first. */
  flow: (query: FlowQuery) => get<Page<FlowEntry>>(`${ACCOUNT}/accountFlow/queryList`, { params: query }),
  exchangeRates: () => get<ExchangeRate[]>(`${ACCOUNT}/pointsExchangeRate/queryList`),
};

/** Top-ups by WeChat scan-to-pay and the company's payments. */
export const rechargeApi = {
  packages: () => get<RechargePackage[]>(`${ACCOUNT}/rechargePackage/list`),
  /** amount in whole yuan (100 to 50,000); packageId adds the package's bonus. */
  start: (form: RechargeForm) => post<RechargeReply>(`${ACCOUNT}/recharge`, form),
  status: (payTransactionNo: string) => get<RechargeStatus>(`${ACCOUNT}/recharge/status`, { params: { payTransactionNo } }),
  /** The company's top-ups (充值记录). */
  list: (query: PaymentQuery) => get<Page<PaymentRecord>>(`${ACCOUNT}/recharge/list`, { params: query }),
  /** Every payment of the company (交易记录): top-ups and orders. */
  transactions: (query: PaymentQuery) => get<Page<PaymentRecord>>(`${ACCOUNT}/transaction/list`, { params: query }),
};

/** The platform operators' view of every account. */
export const manageAccountApi = {
  page: (query: ManageQuery) => get<Page<AccountInfo>>('/ptd-user/manage/account/page', { params: query }),
  /** Freezes or unfreezes; replies 修改成功. */
  setStatus: (form: AccountStatusForm) => put<string>('/ptd-user/manage/account/status', form),
};
