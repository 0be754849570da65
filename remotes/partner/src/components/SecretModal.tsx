/** The app's keys shown once (after registering, after 重置密钥): appKey and appSecret with copy buttons; closed only by its button. */
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { copyText, notify } from '@platform/sdk';
import './partner.css';

export const SECRET_WARNING = '应用密钥仅显示一次，请立即复制并妥善保存';

export interface ShownSecret {
  title: string;
  appKey: string;
  appSecret: string;
}

async function copy(label: string, text: string) {
  if (await copyText(text)) notify.success(`${label}已复制`);
  else notify.error('复制失败，请手动选择复制');
}

function KeyRow({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div className="pt-secret">
        <code data-testid={`secret-${label}`}>{value}</code>
        <Button icon={<CopyOutlined />} onClick={() => void copy(label, value)} aria-label={`复制${label}`}>
          复制
        </Button>
      </div>
    </div>
  );
}

export function SecretModal({ shown, onClose }: { shown: ShownSecret | undefined; onClose(): void }) {
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
          <Alert type="warning" showIcon title={SECRET_WARNING} />
          <KeyRow label="appKey" value={shown.appKey} />
          <KeyRow label="appSecret" value={shown.appSecret} />
        </Flex>
      ) : null}
    </Modal>
  );
}
