/** 下载发票 and 下载红字发票 of an invoice, for the company's list and the operators' queue alike. */
import { Button } from 'antd';
import type { Schema } from '@platform/sdk';
import type { useInvoiceDownload } from './useInvoiceDownload';

type Invoice = Schema<'Invoice'>;

/** The downloads an invoice has: its PDF once issued, and the red-letter one once reversed. */
export function InvoiceDownloads({ invoice, files, all = false }: { invoice: Invoice; files: ReturnType<typeof useInvoiceDownload>; all?: boolean }) {
  // A company's list offers the one that matters now; a detail and the operators offer every file there is.
  const invoicePdf = invoice.status === 'issued' || (all && invoice.status === 'reversed');
  const redPdf = invoice.status === 'reversed';
  return (
    <>
      {invoicePdf ? (
        <Button
          type="link"
          size="small"
          loading={files.busy(invoice, 'invoice')}
          onClick={() => void files.download(invoice, 'invoice')}
          aria-label={`下载发票${invoice.number ?? ''}`}
        >
          下载发票
        </Button>
      ) : null}
      {redPdf ? (
        <Button
          type="link"
          size="small"
          loading={files.busy(invoice, 'red')}
          onClick={() => void files.download(invoice, 'red')}
          aria-label={`下载红字发票${invoice.redNumber ?? ''}`}
        >
          下载红字发票
        </Button>
      ) : null}
    </>
  );
}

