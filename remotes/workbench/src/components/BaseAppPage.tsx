/** The page behind the 基础数据 and 组织配置 menus: what the application is for and a button that opens it through the server's launch decision. */
import { Button, Result, Space, Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { useBaseApps } from '../api/queries';
import { useOpenApp } from './useOpenApp';

interface Props {
  /** 0 base data, 1 organisation: the order getBaseApplicationList answers in. */
  index: 0 | 1;
  title: string;
  description: string;
}

export function BaseAppPage({ index, title, description }: Props) {
  const query = useBaseApps();
  const { open, pending } = useOpenApp();
  return (
    <>
      <PageHeader title={title} description={description} />
      <PageCard>
        <QueryView query={query}>
          {(apps) => {
            const app = apps[index];
            if (!app?.held) {
              return <Result status="info" title={`企业尚未开通${title}应用`} subTitle="请联系主账号在产品市场中开通后使用" />;
            }
            return (
              <Space direction="vertical" size="middle" style={{ width: '100%', alignItems: 'center', padding: '32px 0' }}>
                <AppstoreOutlined style={{ fontSize: 48, color: '#1677ff' }} aria-hidden />
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {app.name}
                </Typography.Title>
                <Typography.Text type="secondary">{description}</Typography.Text>
                <Button type="primary" loading={pending === app.appKey} onClick={() => open(app.appKey, { appKey: app.appKey })}>
                  打开{title}
                </Button>
              </Space>
            );
          }}
        </QueryView>
      </PageCard>
    </>
  );
}
