/** The orders area's server state: its query keys and the queries its pages read. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys, useApi, useAuth, userApi, type Id } from '@platform/sdk';
import { catalogueApi, dictionaryApi, invoiceApi, manageOrderApi, orderApi, paymentApi } from './index';
import { refundInFlight } from '../components/status';

export const orderKeys = {
  product: (id: Id) => ['front', 'orders', 'product', id] as const,
  terms: ['front', 'orders', 'product-terms'] as const,
  /** The company's apps as the purchase page reads them (a payment renews one: the page reads them afresh when opened). */
  heldApps: ['orders', 'held-apps'] as const,
  enumDict: (name: string) => ['front', 'orders', 'enum', name] as const,
  orders: ['orders'] as const,
  orderPages: ['orders', 'page'] as const,
  order: (id: Id) => ['orders', 'one', id] as const,
  orderDetail: (id: Id) => ['orders', 'detail', id] as const,
  payment: (no: string) => ['orders', 'payment', no] as const,
  /** The company's invoices, under `orders`: asking one moves orders and invoices together, so one key reads both again. */
  invoices: ['orders', 'invoices'] as const,
  invoicePages: ['orders', 'invoices', 'page'] as const,
  invoice: (id: Id) => ['orders', 'invoices', 'one', id] as const,
  /** The company's invoice headers in use, read afresh whenever 申请开票 opens (开票信息 may have changed them). */
  invoiceHeaders: ['orders', 'invoice-headers'] as const,
  declarations: ['operation', 'declarations'] as const,
  /** 平台订单 (the operators' 订单管理): every company's orders and their refunds (a refund or a retry reads all of it again). */
  manageOrders: ['operation', 'orders'] as const,
  manageOrderPages: ['operation', 'orders', 'page'] as const,
  refunds: (orderId: number) => ['operation', 'orders', 'refunds', orderId] as const,
  /** The operators' 发票管理 (issuing, rejecting or reversing also moves 平台订单's 发票 column: both are read again). */
  manageInvoices: ['operation', 'invoices'] as const,
  manageInvoicePages: ['operation', 'invoices', 'page'] as const,
  /** 支付对账: the days and their differences (a run reads both again). */
  reconciliation: ['operation', 'reconciliation'] as const,
  reconciliationDays: ['operation', 'reconciliation', 'days'] as const,
  /** A day's differences; '' for those found outside a day's run. */
  differences: (billDate: string) => ['operation', 'reconciliation', 'differences', billDate] as const,
  /** The company's points account, read afresh whenever the points dialog opens. */
  account: ['orders', 'account'] as const,
  dictionary: (dictType: string) => ['operation', 'dictionaries', dictType] as const,
};

/** A product of the market with its versions (public). */
export function useProduct(id: Id | undefined) {
  return useApi(orderKeys.product(id ?? ''), () => catalogueApi.product(id!), { enabled: Boolean(id) });
}

/** The company's apps, when a company is signed in (the purchase page's renewal note). */
export function useHeldApps() {
  const { isLoggedIn, user } = useAuth();
  return useApi(orderKeys.heldApps, catalogueApi.heldApps, { enabled: isLoggedIn && user?.companyId != null, staleTime: 0 });
}

/** The purchase terms of the productTerm dictionary (public). */
export function useProductTerms() {
  return useApi(orderKeys.terms, catalogueApi.productTerms, { staleTime: 5 * 60_000 });
}

/** One enum dictionary, e.g. EnumPlatformType (public). */
export function useEnumDict(name: string) {
  return useApi(orderKeys.enumDict(name), () => catalogueApi.enumDict(name), { staleTime: Infinity });
}

/** One order of the company; `dataUpdatedAt` dates its `now` on this browser's clock. */
export function useOrder(id: Id | undefined) {
  return useApi(orderKeys.order(id ?? ''), () => orderApi.byId(id!), { enabled: Boolean(id) });
}

/** One order with its detail rows (the list's drawer). */
export function useOrderDetail(id: Id | undefined) {
  return useApi(orderKeys.orderDetail(id ?? ''), () => orderApi.detail(id!), { enabled: id !== undefined });
}

/** One of the company's invoices with its orders (the detail drawer). */
export function useInvoice(id: Id | undefined) {
  return useApi(orderKeys.invoice(id ?? ''), () => invoiceApi.byId(id!), { enabled: id !== undefined });
}

/** The company's invoice headers in use, while the 申请开票 dialog is open. */
export function useInvoiceHeaders(enabled: boolean) {
  return useApi(orderKeys.invoiceHeaders, invoiceApi.headers, { enabled, staleTime: 0 });
}

/** The state of a scan-to-pay payment, asked every 2 s while its dialog is open (spec section 9). */
export function usePaymentStatus(payTransactionNo: string | undefined) {
  return useApi(orderKeys.payment(payTransactionNo ?? ''), () => paymentApi.status(payTransactionNo!), {
    enabled: Boolean(payTransactionNo),
    refetchInterval: 2000,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

/** The company's points account (null until opened), read afresh each time it is asked for. */
export function useAccountInfo(enabled: boolean) {
  return useApi(orderKeys.account, paymentApi.accountInfo, { enabled, staleTime: 0, gcTime: 0 });
}

/** Every refund of an order fits one page (the gateway takes at most 50 per payment). */
const REFUNDS_OF_ONE_ORDER = 50;
/** How often, and how long at most, refunds on their way are asked about again (WeChat answers within a second or so). */
const REFUND_POLL_MS = 2000;
const REFUND_POLL_LIMIT_MS = 2 * 60_000;

/**
 * All refunds of an order (operators): the 退款 dialog works out what is left
 * from them. While `pollSince` is given and one is still 退款中, they are asked
 * for again every 2 s, for two minutes at most.
 */
export function useOrderRefunds(orderId: number | undefined, pollSince?: number) {
  return useApi(
    [...orderKeys.refunds(orderId ?? 0), 'all'],
    () => manageOrderApi.refunds({ orderId, pageNum: 1, pageSize: REFUNDS_OF_ONE_ORDER }),
    {
      enabled: orderId !== undefined,
      // Read afresh whenever the dialog opens or a watch begins: money may have moved meanwhile.
      staleTime: 0,
      refetchInterval: (query) =>
        pollSince !== undefined &&
        Date.now() - pollSince < REFUND_POLL_LIMIT_MS &&
        (query.state.data?.rows ?? []).some((refund) => refundInFlight(refund.status))
          ? REFUND_POLL_MS
          : false,
    },
  );
}

/** Every entry of a data dictionary, switched-off ones too (operators). */
export function useDictionary(dictType: string) {
  return useApi(orderKeys.dictionary(dictType), () => dictionaryApi.entries(dictType));
}

/**
 * The logged-in user on a public page, where the shell does not load the
 * session: read under the session's own key, so the guard and the workbench
 * share it. Undefined for a visitor.
 */
export function useSessionUser() {
  const { token, user: loaded } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.user(token),
    queryFn: userApi.getUserDetails,
    enabled: Boolean(token) && !loaded,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { loggedIn: Boolean(token), user: loaded ?? query.data, pending: Boolean(token) && !loaded && query.isPending };
}
