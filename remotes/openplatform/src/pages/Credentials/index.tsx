/**
 * 接口凭证 (/openPlatform/credentials, the company's main account). Before any credentials: an
 * empty state with 创建接口凭证. After: the appKey, the active secrets (停用 asks first), 新增密钥
 * (a third retires the oldest, said before), the call settings, the APIs the company may call and
 * how to sign a call. A new secret is shown once, in a dialog with copy buttons.
 */
import { useState } from 'react';
import { App, Button, Descriptions, Empty, Typography } from 'antd';
import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Schema } from '@platform/sdk';
import { PageCard, PageHeader, QueryView, SecretModal, type ShownSecret } from '@platform/sdk/ui';
import { credentialApi } from '../../api';
import { openKeys, useCredential } from '../../api/queries';
import { CallableApis } from '../../components/CallableApis';
import { SigningGuide } from '../../components/SigningGuide';
import { Settings } from './Settings';
import '../../components/openplatform.css';

/** Active secrets a company keeps at once (the server retires the oldest beyond it). */
const ACTIVE_SECRETS = 2;

export const CREDENTIAL_TEXTS = {
  warning: 'appSecret 仅在此时显示一次，关闭后无法再次查看，请立即复制并妥善保存',
  retired: '已有两个启用的密钥，最早创建的密钥已自动停用',
  rotateHint: `最多同时启用${ACTIVE_SECRETS}个密钥。更换密钥时先新增，调用方改用新密钥后再停用旧密钥；已有${ACTIVE_SECRETS}个时再新增，最早的一个将自动停用。`,
} as const;

type Credential = Schema<'Credential'>;

function Secrets({ credential, onMake, making }: { credential: Credential; onMake(): void; making: boolean }) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const retire = (secret: Schema<'SecretShown'>) =>
    modal.confirm({
      title: '停用密钥',
      content:
        credential.secrets.length > 1
          ? '停用后，使用该密钥签名的调用将立即被拒绝。确定停用吗？'
          : '这是唯一启用的密钥，停用后所有调用都将被拒绝，需新增密钥后才能再次调用。确定停用吗？',
      okText: '停用',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const said = await credentialApi.retireSecret(secret.id);
          notify.success(said || '已停用');
          await queryClient.invalidateQueries({ queryKey: openKeys.credential });
        } catch {
          // The API client has shown the server's reason.
        }
      },
    });
  return (
    <>
      <Typography.Paragraph type="secondary">{CREDENTIAL_TEXTS.rotateHint}</Typography.Paragraph>
      {credential.secrets.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有启用的密钥，调用将被拒绝；请新增密钥">
          <Button type="primary" icon={<PlusOutlined />} loading={making} onClick={onMake}>
            新增密钥
          </Button>
        </Empty>
      ) : (
        <ul className="op-secrets" aria-label="启用的密钥">
          {credential.secrets.map((secret, index) => (
            <li key={secret.id}>
              <div>
                <Typography.Text strong>
                  密钥 {secret.id}
                  {index === 0 && credential.secrets.length > 1 ? '（最新）' : ''}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  创建于 {secret.createTime ?? '—'}
                </Typography.Text>
              </div>
              <Button danger size="small" onClick={() => retire(secret)}>
                停用
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Made({ credential, onMake, making }: { credential: Credential; onMake(): void; making: boolean }) {
  return (
    <>
      <PageCard
        title="凭证"
        extra={
          <Button icon={<PlusOutlined />} loading={making} onClick={onMake}>
            新增密钥
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'appKey',
              label: 'appKey',
              children: (
                <Typography.Text copyable code data-testid="credential-app-key" style={{ wordBreak: 'break-all' }}>
                  {credential.appKey}
                </Typography.Text>
              ),
            },
            {
              key: 'spent',
              label: '本月已消耗',
              children:
                credential.monthlyCap != null
                  ? `${credential.monthSpent.toLocaleString('en-US')} / ${credential.monthlyCap.toLocaleString('en-US')} 积分`
                  : `${credential.monthSpent.toLocaleString('en-US')} 积分`,
            },
          ]}
        />
        <Secrets credential={credential} onMake={onMake} making={making} />
      </PageCard>
      <PageCard title="调用设置">
        <Settings credential={credential} />
      </PageCard>
    </>
  );
}

function NotMade({ onMake, making }: { onMake(): void; making: boolean }) {
  return (
    <PageCard>
      <Empty
        image={<KeyOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
        styles={{ image: { height: 56 } }}
        description={
          <>
            <Typography.Text strong style={{ display: 'block' }}>
              还没有接口凭证
            </Typography.Text>
            <Typography.Text type="secondary">创建后获得 appKey 和 appSecret，用于为调用开放接口的请求签名</Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<PlusOutlined />} loading={making} onClick={onMake}>
          创建接口凭证
        </Button>
      </Empty>
    </PageCard>
  );
}

export default function Credentials() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const credential = useCredential();
  const [making, setMaking] = useState(false);
  const [shown, setShown] = useState<ShownSecret>();

  const make = async (first: boolean) => {
    setMaking(true);
    try {
      const made = await credentialApi.make();
      setShown({
        title: first ? '接口凭证已创建' : '新密钥已创建',
        appKey: made.appKey,
        appSecret: made.appSecret,
        note: made.retired ? CREDENTIAL_TEXTS.retired : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: openKeys.credential });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setMaking(false);
    }
  };

  const addSecret = (current: Credential) => {
    if (current.secrets.length < ACTIVE_SECRETS) {
      void make(false);
      return;
    }
    const oldest = current.secrets[current.secrets.length - 1];
    modal.confirm({
      title: '新增密钥',
      content: `已有${ACTIVE_SECRETS}个启用的密钥，新增后最早创建的密钥 ${oldest.id}（${oldest.createTime ?? ''}）将立即停用。确定新增吗？`,
      okText: '新增',
      cancelText: '取消',
      onOk: () => make(false),
    });
  };

  return (
    <>
      <PageHeader title="接口凭证" description="用 appKey 和 appSecret 为请求签名，经平台网关调用已开通应用的开放接口；每次成功调用按接口价格扣除企业积分" />
      {credential.isSuccess ? (
        credential.data ? (
          <Made credential={credential.data} making={making} onMake={() => addSecret(credential.data!)} />
        ) : (
          <NotMade making={making} onMake={() => void make(true)} />
        )
      ) : (
        // Loading or failed: the state in a card of its own, where the credentials will be.
        <PageCard>
          <QueryView query={credential}>{() => null}</QueryView>
        </PageCard>
      )}
      <PageCard title="可调用接口">
        <CallableApis />
      </PageCard>
      <PageCard title="如何签名">
        <SigningGuide withDocsLink />
      </PageCard>
      <SecretModal shown={shown} warning={CREDENTIAL_TEXTS.warning} onClose={() => setShown(undefined)} />
    </>
  );
}
