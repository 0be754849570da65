/**
 * A key and its secret shown once (a partner's app registered or its secret reset, a company's
 * API credentials made): each with a copy button, the warning that the secret is shown only
 * now, and one button to close it, which is the only way out.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { copyText } from '../browser/clipboard';
import { notify } from '../api/notify';
import './secret.css';

export const SECRET_WARNING = '应用密钥仅显示一次，请立即复制并妥善保存';

export interface ShownSecret {
  title: string;
  appKey: string;
  appSecret: string;
  /** Said below the keys (an older secret retired to make room). */
  note?: ReactNode;
}

export interface SecretModalProps {
  /** What is shown; undefined closes the dialog. */
  shown: ShownSecret | undefined;
  onClose(): void;
  /** The warning above the keys: SECRET_WARNING unless given. */
  warning?: string;
}

async function copy(label: string, text: string) {
  if (await copyText(text)) notify.success(`${label}已复制`);
  else notify.error('复制失败，请手动选择复制');
}

function KeyRow({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div className="sdk-secret">
        <code data-testid={`secret-${label}`}>{value}</code>
        <Button icon={<CopyOutlined />} onClick={() => void copy(label, value)} aria-label={`复制${label}`}>
          复制
        </Button>
      </div>
    </div>
  );
}

export function SecretModal({ shown, onClose, warning = SECRET_WARNING }: SecretModalProps) {
  return (
    <Modal
      title={shown?.title}
      open={shown !== undefined}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={560}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存，关闭
        </Button>
      }
      destroyOnHidden
    >
      {shown ? (
        <Flex vertical gap={16}>
          <Alert type="warning" showIcon title={warning} />
          <KeyRow label="appKey" value={shown.appKey} />
          <KeyRow label="appSecret" value={shown.appSecret} />
          {shown.note ? <Typography.Text type="secondary">{shown.note}</Typography.Text> : null}
        </Flex>
      ) : null}
    </Modal>
  );
}
