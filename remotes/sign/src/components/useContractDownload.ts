/** 下载合同 / 下载签名文件: a signed contract's PDF or its detached signature, saved under the contract's number. */
import { useState } from 'react';
import { downloadFile, notify, type Id, type Schema } from '@platform/sdk';
import { errorText } from '@platform/sdk/ui';
import { contractApi, type ContractPart } from '../api';

const EXTENSION: Record<ContractPart, string> = { pdf: 'pdf', signature: 'p7s' };

export function useContractDownload() {
  const [busy, setBusy] = useState<string>();

  const download = async (contract: Pick<Schema<'ContractView'>, 'id' | 'contractNo'>, part: ContractPart) => {
    const key = `${contract.id}:${part}`;
    setBusy(key);
    try {
      const blob = await contractApi.download(contract.id, part);
      const href = URL.createObjectURL(blob);
      downloadFile(href, `${contract.contractNo}.${EXTENSION[part]}`);
      // The browser has taken the bytes once the click is handled.
      window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(undefined);
    }
  };

  return { download, busy: (id: Id, part: ContractPart) => busy === `${id}:${part}` };
}
