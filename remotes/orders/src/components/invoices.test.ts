/** Unit tests of 发票's plain rules: invoiceable orders and their amounts, complete headers, the PDF, the dates and the file name. */
import { expect, test } from '@playwright/test';
import {
  beijingToday,
  dayAllowed,
  dayOf,
  headerComplete,
  invoiceable,
  invoiceAmount,
  invoiceFileName,
  invoiceTotal,
  pdfProblem,
  SPECIAL_NEEDS_FULL_HEADER,
} from './invoices';

const paid = { payStatus: 'success', invoiceStatus: 0, totalPrice: '1998.00', refundedAmount: '0.00' };

test('a paid order with money kept and no invoice under way may be invoiced, again after a rejection or a reversal', () => {
  expect(invoiceable(paid)).toBe(true);
  expect(invoiceable({ ...paid, invoiceStatus: 3 })).toBe(true);
  expect(invoiceable({ ...paid, invoiceStatus: 4 })).toBe(true);
  // 开票中 and 已开票 are taken.
  expect(invoiceable({ ...paid, invoiceStatus: 1 })).toBe(false);
  expect(invoiceable({ ...paid, invoiceStatus: 2 })).toBe(false);
  // Unpaid, cancelled or wholly refunded orders have nothing to invoice.
  expect(invoiceable({ ...paid, payStatus: 'hold' })).toBe(false);
  expect(invoiceable({ ...paid, payStatus: 'cancel' })).toBe(false);
  expect(invoiceable({ ...paid, payStatus: 'refunded' })).toBe(false);
  expect(invoiceable({ ...paid, refundedAmount: '1998.00' })).toBe(false);
  // Part of it back: the rest is invoiced.
  expect(invoiceable({ ...paid, refundedAmount: '100.5' })).toBe(true);
  expect(invoiceable({ ...paid, refundedAmount: null })).toBe(true);
});

test('an invoice is for what was paid less what went back, added in fen', () => {
  expect(invoiceAmount(paid)).toBe('1998.00');
  expect(invoiceAmount({ totalPrice: '1998.00', refundedAmount: '100.50' })).toBe('1897.50');
  expect(invoiceTotal([])).toBe('0.00');
  // 0.1 + 0.2 in floats is 0.30000000000000004.
  expect(invoiceTotal([{ totalPrice: '0.10', refundedAmount: '0' }, { totalPrice: '0.2', refundedAmount: '0.00' }])).toBe('0.30');
  expect(invoiceTotal([paid, { totalPrice: '3800.00', refundedAmount: '800.01' }])).toBe('4997.99');
});

test('增值税专用发票 needs tax number, address, phone, bank and account', () => {
  const full = { taxIdNumber: '91350100M000100Y43', companyAddress: '福州市鼓楼区软件大道89号', mobile: '0591-87654321', bankName: '招商银行', bankAccount: '591902345610801' };
  expect(headerComplete(full)).toBe(true);
  expect(headerComplete({ ...full, companyAddress: null })).toBe(false);
  expect(headerComplete({ ...full, mobile: ' ' })).toBe(false);
  expect(headerComplete({ ...full, bankName: undefined })).toBe(false);
  expect(SPECIAL_NEEDS_FULL_HEADER).toContain('开户银行及账号');
});

test('the invoice file is a PDF of at most 5 MB', () => {
  expect(pdfProblem(undefined)).toBe('请上传电子发票PDF文件');
  expect(pdfProblem({ name: '12345678.PDF', size: 1024 })).toBeUndefined();
  expect(pdfProblem({ name: 'invoice.ofd', size: 1024 })).toBe('请上传PDF格式的电子发票');
  expect(pdfProblem({ name: 'big.pdf', size: 5 * 1024 * 1024 })).toBeUndefined();
  expect(pdfProblem({ name: 'big.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('发票文件不能超过5MB');
});

test('an invoice is dated between its request and today, on Beijing’s calendar', () => {
  // 23:30 in UTC is the next morning in Beijing.
  expect(beijingToday(new Date('2026-03-11T23:30:00Z'))).toBe('2026-03-12');
  expect(dayOf('2026-03-10 18:00:00')).toBe('2026-03-10');
  expect(dayOf(undefined)).toBe('');
  expect(dayAllowed('2026-03-10', '2026-03-10', '2026-03-12')).toBe(true);
  expect(dayAllowed('2026-03-12', '2026-03-10', '2026-03-12')).toBe(true);
  expect(dayAllowed('2026-03-09', '2026-03-10', '2026-03-12')).toBe(false);
  expect(dayAllowed('2026-03-13', '2026-03-10', '2026-03-12')).toBe(false);
  expect(dayAllowed('2026-01-01', '', '2026-03-12')).toBe(true);
});

test('a PDF is saved under its invoice’s number', () => {
  const invoice = { invoiceNo: 'FP202603100001', number: '12345678', redNumber: '87654321' };
  expect(invoiceFileName(invoice, 'invoice')).toBe('12345678.pdf');
  expect(invoiceFileName(invoice, 'red')).toBe('87654321.pdf');
  expect(invoiceFileName({ invoiceNo: 'FP1', number: null }, 'invoice')).toBe('FP1.pdf');
});
