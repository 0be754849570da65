/**
 * 开发文档 (/openPlatform/docs, any signed-in user granted it): how to sign a call, a signed call
 * in Node.js, and every published API grouped by the app that serves it, each with its gateway
 * address, price, limits and document.
 */
import { Collapse, Descriptions, Flex, Tabs, Tag, Typography } from 'antd';
import type { Schema } from '@platform/sdk';
import { EmptyState, PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { usePublishedApis } from '../../api/queries';
import { DocHtml } from '../../components/DocHtml';
import { nodeExample, SigningGuide } from '../../components/SigningGuide';
import { Endpoint, priceText, quotaText, rateText } from '../../components/status';
import '../../components/openplatform.css';

type PublicApi = Schema<'PublicApi'>;

/** The APIs by app, in the order the server lists them. */
function byApp(apis: PublicApi[]): Array<[string, PublicApi[]]> {
  const groups = new Map<string, PublicApi[]>();
  for (const api of apis) groups.set(api.appName, [...(groups.get(api.appName) ?? []), api]);
  return [...groups];
}

function ApiDoc({ api }: { api: PublicApi }) {
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'endpoint', label: '网关地址', span: { xs: 1, md: 3 }, children: <Endpoint method={api.method} path={api.path} copyable /> },
          { key: 'price', label: '价格', children: priceText(api.price) },
          { key: 'rate', label: '每分钟上限', children: rateText(api.rateLimit) },
          { key: 'quota', label: '每日上限', children: quotaText(api.dailyQuota) },
        ]}
      />
      <DocHtml html={api.docHtml} />
    </Flex>
  );
}

function Apis({ apis }: { apis: PublicApi[] }) {
  return (
    <>
      {byApp(apis).map(([app, list], group) => (
        <PageCard key={app} title={app} extra={<Typography.Text type="secondary">{list.length} 个接口</Typography.Text>}>
          <Collapse
            defaultActiveKey={group === 0 ? [list[0].apiCode] : []}
            items={list.map((api) => ({
              key: api.apiCode,
              label: (
                <Flex gap={8} wrap align="center" data-testid={`api-${api.apiCode}`}>
                  <Typography.Text strong>{api.name}</Typography.Text>
                  <Typography.Text type="secondary">{api.apiCode}</Typography.Text>
                  <Tag color={api.price > 0 ? 'blue' : 'green'} style={{ margin: 0 }}>
                    {priceText(api.price)}
                  </Tag>
                </Flex>
              ),
              children: <ApiDoc api={api} />,
            }))}
          />
        </PageCard>
      ))}
    </>
  );
}

export default function Portal() {
  const apis = usePublishedApis();
  return (
    <>
      <PageHeader
        title="开发文档"
        description="平台上已发布的开放接口：企业主账号在「接口凭证」创建凭证、开通提供接口的应用后，即可按下述方法签名调用"
      />
      <PageCard title="签名方法">
        <Tabs
          items={[
            { key: 'rules', label: '签名规则', children: <SigningGuide /> },
            {
              key: 'node',
              label: '调用示例（Node.js 20）',
              children: (
                <pre className="op-code" data-testid="node-example">
                  {nodeExample(window.location.origin)}
                </pre>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          成功的调用返回服务方的响应，响应头 X-Ptd-Call-Id 为调用编号；被平台拒绝的调用返回 {'{code, msg}'}，如 19001 签名错误、19002
          请求已过期、19003 重复请求、19004 未授权的接口、19005 积分不足、19006 调用过于频繁。
        </Typography.Paragraph>
      </PageCard>
      <QueryView query={apis} isEmpty={(rows) => rows.length === 0} empty={<PageCard><EmptyState description="暂无已发布的接口" /></PageCard>}>
        {(rows) => <Apis apis={rows} />}
      </QueryView>
    </>
  );
}
