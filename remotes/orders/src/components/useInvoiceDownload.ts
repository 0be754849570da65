/** 下载发票 / 下载红字发票: an invoice's PDF fetched with the login (the address alone would be refused) and saved under its number. */
import { useState } from 'react';
import { downloadFile, notify, type Schema } from '@platform/sdk';
import { errorText } from '@platform/sdk/ui';
import { invoiceFileName, type InvoicePart } from './invoices';

type Invoice = Pick<Schema<'Invoice'>, 'id' | 'invoiceNo' | 'number' | 'redNumber'>;

/** `fetchFile` is the company's call or the operators' (`invoiceApi.file`, `manageInvoiceApi.file`). */
export function useInvoiceDownload(fetchFile: (id: number, part: InvoicePart) => Promise<Blob>) {
  const [busy, setBusy] = useState<string>();

  const download = async (invoice: Invoice, part: InvoicePart) => {
    const key = `${invoice.id}:${part}`;
    setBusy(key);
    try {
      const blob = await fetchFile(invoice.id, part);
      const href = URL.createObjectURL(blob);
      downloadFile(href, invoiceFileName(invoice, part));
      // The browser has taken the bytes once the click is handled.
      window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(undefined);
    }
  };

  return { download, busy: (invoice: Pick<Invoice, 'id'>, part: InvoicePart) => busy === `${invoice.id}:${part}` };
}
