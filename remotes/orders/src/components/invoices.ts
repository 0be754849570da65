/** 发票's plain rules (unit tested): which orders may be invoiced and for how much, whether a header will do for 增值税专用发票, the PDF and the dates an operator gives, and a download's file name. */
import { fenOf } from '../pages/OrderPay/points';
import { yuanOf } from './money';

/** An order's invoice state (EnumInvoiceStatus): 0 未开票, 1 开票中, 2 已开票, 3 已驳回, 4 已红冲. */
export const ORDER_INVOICE = { none: 0, requested: 1, issued: 2, rejected: 3, reversed: 4 } as const;

/** Whole fen of a yuan string; 0 for none. */
function fen(yuan: string | null | undefined): number {
  return fenOf(yuan ?? '') ?? 0;
}

/** What the invoice rules read of an order. */
export interface InvoiceableOrder {
  payStatus: string;
  invoiceStatus: number;
  totalPrice: string;
  refundedAmount?: string | null;
}

/**
 * Whether the company may ask an invoice for the order: paid, with money it
 * kept, and no invoice asked for or issued (a rejected or reversed one may be
 * asked again). A refund still under way is the server's to refuse: the list does not know of it.
 */
export function invoiceable(order: InvoiceableOrder): boolean {
  const open = order.invoiceStatus === ORDER_INVOICE.none || order.invoiceStatus === ORDER_INVOICE.rejected || order.invoiceStatus === ORDER_INVOICE.reversed;
  return order.payStatus === 'success' && open && fen(order.totalPrice) > fen(order.refundedAmount);
}

/** What an order's invoice is for, in yuan: what was paid less what went back (as the server counts it). */
export function invoiceAmount(order: Pick<InvoiceableOrder, 'totalPrice' | 'refundedAmount'>): string {
  return yuanOf(Math.max(fen(order.totalPrice) - fen(order.refundedAmount), 0));
}

/** The amount of one invoice for several orders, in yuan, added in fen so no float creeps in. */
export function invoiceTotal(orders: Array<Pick<InvoiceableOrder, 'totalPrice' | 'refundedAmount'>>): string {
  return yuanOf(orders.reduce((sum, order) => sum + fen(invoiceAmount(order)), 0));
}

/** The server's refusal of 增值税专用发票 on an incomplete header, shown before anything is sent. */
export const SPECIAL_NEEDS_FULL_HEADER = '增值税专用发票需要完整的发票抬头：税号、地址、电话、开户银行及账号';

/** What a header has for an invoice. */
export interface HeaderLines {
  taxIdNumber?: string | null;
  companyAddress?: string | null;
  mobile?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
}

/** Whether a header will do for 增值税专用发票: tax number, address, phone, bank and account all filled (the server's test). */
export function headerComplete(header: HeaderLines): boolean {
  return [header.taxIdNumber, header.companyAddress, header.mobile, header.bankName, header.bankAccount].every((line) => Boolean(line?.trim()));
}

/** The largest e-invoice PDF the server takes. */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be an invoice's PDF, or undefined when it can (the server also reads its first bytes). */
export function pdfProblem(file: { name: string; size?: number } | undefined): string | undefined {
  if (!file) return '请上传电子发票PDF文件';
  if (!file.name.toLowerCase().endsWith('.pdf')) return '请上传PDF格式的电子发票';
  if ((file.size ?? 0) > PDF_MAX_BYTES) return '发票文件不能超过5MB';
  return undefined;
}

/** Today in Beijing, YYYY-MM-DD: the server dates invoices on Shanghai's calendar. */
export function beijingToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day of a server time "YYYY-MM-DD HH:mm:ss" (or a day already); '' for none. */
export function dayOf(time: string | null | undefined): string {
  return (time ?? '').slice(0, 10);
}

/** Whether an invoice may be dated `day` (YYYY-MM-DD): not before `since` (the request's or the invoice's day), not after today. */
export function dayAllowed(day: string, since: string, today: string): boolean {
  return day <= today && (since === '' || day >= since);
}

/** An invoice's PDF (`invoice`) or its red-letter invoice's (`red`). */
export type InvoicePart = 'invoice' | 'red';

/** The name a downloaded PDF is saved under: the number of the invoice it is (as the server names it). */
export function invoiceFileName(invoice: { number?: string | null; redNumber?: string | null; invoiceNo: string }, part: InvoicePart): string {
  const number = part === 'red' ? invoice.redNumber : invoice.number;
  return `${number || invoice.invoiceNo}.pdf`;
}

/** Where the company reads an invoice: 发票管理, opened on it. */
export function invoicePage(invoiceId: number | string): string {
  return `/order/invoices?id=${encodeURIComponent(String(invoiceId))}`;
}
