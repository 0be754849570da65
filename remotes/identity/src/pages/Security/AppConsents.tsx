/**
 * 已授权的应用 in 账号安全: the apps the person allowed to sign them in with
 * the platform account (OpenID Connect), what each receives, and 撤销 after a
 * confirmation (the app asks again next time; its tokens end at once).
 */
import { App, Button, Empty, Flex, Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { notify, oidcApi, useApi, type Schema } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';

export const CONSENTS_KEY = ['identity', 'oidc-consents'] as const;

function ConsentRow({ consent, onWithdrawn }: { consent: Schema<'AppConsent'>; onWithdrawn(): void }) {
  const { modal } = App.useApp();
  const withdraw = () =>
    modal.confirm({
      title: '撤销授权',
      content: `确定撤销对「${consent.appName}」的授权吗？撤销后该应用的登录将立即失效，下次登录时会重新询问。`,
      okText: '撤销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        notify.success(await oidcApi.withdraw(consent.clientId));
        onWithdrawn();
      },
    });
  return (
    <Flex role="listitem" align="flex-start" gap={12} style={{ padding: '10px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }} data-testid="app-consent">
      <AppstoreOutlined style={{ fontSize: 20, color: '#165dff', marginTop: 2 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{consent.appName}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {consent.items.join('；')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          授权时间：{consent.createTime ?? '—'}
        </Typography.Text>
      </Flex>
      <Button type="link" danger onClick={withdraw}>
        撤销
      </Button>
    </Flex>
  );
}

export function AppConsents() {
  const consents = useApi(CONSENTS_KEY, oidcApi.consents, { staleTime: 0 });
  return (
    <section aria-label="已授权的应用" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>已授权的应用</Typography.Title>
      <Typography.Paragraph type="secondary">使用平台账号登录过的应用。撤销后，该应用的登录立即失效。</Typography.Paragraph>
      <QueryView query={consents}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有应用使用您的平台账号登录" />
          ) : (
            <div role="list">
              {rows.map((c) => (
                <ConsentRow key={c.clientId} consent={c} onWithdrawn={() => void consents.refetch()} />
              ))}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
