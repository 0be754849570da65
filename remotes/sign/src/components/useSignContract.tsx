/**
 * 签署 a contract: its document is rendered first (saveByCompany), a dialog
 * says what is about to be signed with a link to its preview, and 去签署 asks
 * for the provider's signing page (toSign, coming back to 合同管理 with
 * ?signed=<id>) and leaves the app for it.
 */
import { useState } from 'react';
import { App, Descriptions, Typography } from 'antd';
import { notify, type Id, type Schema } from '@platform/sdk';
import { contractApi } from '../api';
import { signingTarget, signReturnUrl } from './links';

/** Service contracts are signed by the company (userType 1). */
const COMPANY_SIGNER = 1;

export const SIGN_TEXTS = {
  title: '签署合同',
  go: '去签署',
  leaving: '将前往电子签章服务商的签署页面：选择印章，输入短信验证码确认签署，完成后自动返回合同管理。',
  badTarget: '签署页面地址无效，请联系管理员',
} as const;

export interface SignContract {
  /** Prepares the contract and asks to go and sign it. */
  start(contract: Pick<Schema<'ContractView'>, 'id' | 'contractNo' | 'title' | 'total'>): Promise<void>;
  /** The contract being prepared (its button spins). */
  preparing: Id | undefined;
}

export function useSignContract(): SignContract {
  const { modal } = App.useApp();
  const [preparing, setPreparing] = useState<Id>();

  const leave = async (id: Id) => {
    let url: string | undefined;
    try {
      const page = await contractApi.toSign({
        contractId: id as number,
        returnUrl: signReturnUrl(id),
        userType: COMPANY_SIGNER,
      });
      url = page.url;
    } catch {
      // The API client has shown the reason (not opened, signed already, not the signer); the dialog closes.
      return;
    }
    const target = signingTarget(url);
    if (!target) {
      notify.error(SIGN_TEXTS.badTarget);
      return;
    }
    window.location.assign(target);
    // The dialog's button spins until the signing page replaces this one.
    await new Promise((resolve) => window.setTimeout(resolve, 15_000));
  };

  const start: SignContract['start'] = async (contract) => {
    setPreparing(contract.id);
    let previewUrl: string;
    try {
      previewUrl = (await contractApi.prepare(contract.id)).previewUrl;
    } catch {
      // The API client has shown why the document cannot be made.
      return;
    } finally {
      setPreparing(undefined);
    }
    modal.confirm({
      title: SIGN_TEXTS.title,
      width: 480,
      icon: null,
      content: (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ margin: '8px 0 12px' }}
            items={[
              { key: 'no', label: '合同编号', children: contract.contractNo },
              { key: 'title', label: '合同名称', children: contract.title },
              { key: 'total', label: '金额（元）', children: contract.total },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {SIGN_TEXTS.leaving}
          </Typography.Paragraph>
          {signingTarget(previewUrl) ? (
            <Typography.Link href={signingTarget(previewUrl)} target="_blank" rel="noopener noreferrer">
              预览合同
            </Typography.Link>
          ) : null}
        </>
      ),
      okText: SIGN_TEXTS.go,
      cancelText: '取消',
      onOk: () => leave(contract.id),
    });
  };

  return { start, preparing };
}
