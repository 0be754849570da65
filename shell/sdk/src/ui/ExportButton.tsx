/** 导出Excel with progress: one button for every list's export, the share downloaded shown while it runs. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { saveFile } from '../browser/clipboard';
import { notify } from '../api/notify';
import { errorText } from './states';

export interface ExportButtonProps {
  /** Downloads the file, telling how far it got (0–1) when the server said its length. */
  download: (onProgress: (share: number) => void) => Promise<Blob>;
  fileName: string;
  label?: string;
}

/** The percentage a download is at, for the button's text ("" until known). */
export function progressText(share: number | undefined): string {
  if (share === undefined || !Number.isFinite(share)) return '';
  return `${Math.min(100, Math.max(0, Math.floor(share * 100)))}%`;
}

export function ExportButton({ download, fileName, label = '导出Excel' }: ExportButtonProps) {
  const [share, setShare] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setShare(undefined);
    try {
      saveFile(await download(setShare), fileName);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
      setShare(undefined);
    }
  };
  const shown = progressText(share);
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} aria-label={label}>
      {busy ? `导出中${shown ? ` ${shown}` : '…'}` : label}
    </Button>
  );
}
