/**
 * 接口审核 (operators): partners' APIs, those waiting for a decision (待审核) or all of them (全部);
 * 审核 opens what changes with 通过 and 驳回, 详情 the same without them. Above, 接口调用排行: the
 * most called APIs of the last 7 days with their failure rates.
 */
import { useState } from 'react';
import { Button, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Query, Schema } from '@platform/sdk';
import { EmptyState, ListPage, PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { reviewApi } from '../../api';
import { openKeys, useTopApis } from '../../api/queries';
import { ApiReviewDrawer } from '../../components/ApiReviewDrawer';
import { API_COLUMN, ApiStatusTag, Endpoint, priceText } from '../../components/status';
import '../../components/openplatform.css';

type OpenApi = Schema<'OpenApi'>;
type TopApi = Schema<'TopApi'>;

/** The span of the ranking, in days. */
const SPAN = 7;

const COLUMNS: TableColumnsType<OpenApi> = [
  API_COLUMN,
  { title: '所属应用', dataIndex: 'appName', width: 140, responsive: ['md'] },
  { title: '服务商', dataIndex: 'companyName', width: 160, responsive: ['lg'], render: (name: string) => name || '平台' },
  { title: '请求', key: 'endpoint', responsive: ['lg'], render: (_, api) => <Endpoint method={api.method} path={api.path} /> },
  { title: '价格', dataIndex: 'price', width: 110, render: priceText },
  { title: '状态', dataIndex: 'statusName', width: 150, render: (_, api) => <ApiStatusTag api={api} /> },
  { title: '提交时间', dataIndex: 'updateTime', width: 170, responsive: ['lg'], render: (time?: string | null) => time || '—' },
];

const TOP_COLUMNS: TableColumnsType<TopApi> = [
  { title: '排名', key: 'rank', width: 60, render: (_, __, index) => index + 1 },
  { title: '接口', dataIndex: 'apiCode', render: (code: string, row) => `${row.name || code}（${code}）` },
  { title: '所属应用', dataIndex: 'appName', width: 140, responsive: ['md'] },
  { title: '调用次数', dataIndex: 'calls', width: 100, align: 'right', render: (n: number) => n.toLocaleString('en-US') },
  { title: '未成功', dataIndex: 'failed', width: 90, align: 'right', render: (n: number) => n.toLocaleString('en-US') },
  {
    title: '失败率',
    dataIndex: 'failureRate',
    width: 90,
    align: 'right',
    render: (rate: number) => <Typography.Text type={rate >= 10 ? 'danger' : undefined}>{rate.toFixed(1)}%</Typography.Text>,
  },
  { title: '积分', dataIndex: 'points', width: 90, align: 'right', render: (n: number) => n.toLocaleString('en-US') },
];

const VIEWS = [
  { label: '待审核', value: 'pending' },
  { label: '全部', value: 'all' },
];

function Top() {
  const top = useTopApis(SPAN);
  return (
    <QueryView query={top} isEmpty={(rows) => rows.length === 0} empty={<EmptyState description={`近${SPAN}天暂无调用`} />}>
      {(rows) => <Table<TopApi> rowKey="apiId" columns={TOP_COLUMNS} dataSource={rows} size="small" scroll={{ x: 'max-content' }} pagination={false} />}
    </QueryView>
  );
}

export default function ApiReview() {
  const queryClient = useQueryClient();
  const [view, setView] = useState('pending');
  const [shown, setShown] = useState<OpenApi>();
  const pending = view === 'pending';
  return (
    <>
      <PageHeader title="接口审核" description="合作伙伴发布的新接口，和已发布接口请求方法、路径或服务地址的修改；通过后调用转发到新的版本，驳回后仍使用已审核的版本" />
      <PageCard>
        <ListPage<OpenApi, Query<'get', '/ptd-open-platform/manage/api/page'>>
          queryKey={openKeys.reviewPages}
          load={reviewApi.page}
          query={{ pending }}
          columns={COLUMNS}
          size="middle"
          scroll={{ x: 'max-content' }}
          extraFilters={<Segmented options={VIEWS} value={view} onChange={(value) => setView(String(value))} aria-label="审核状态" />}
          actions={{
            width: 90,
            fixed: true,
            render: (api) => (
              <Button type="link" size="small" onClick={() => setShown(api)}>
                {api.pending ? '审核' : '详情'}
              </Button>
            ),
          }}
          emptyText={() => (pending ? '暂无待审核的接口' : '暂无接口')}
        />
      </PageCard>
      <PageCard title={`接口调用排行（近${SPAN}天）`}>
        <Top />
      </PageCard>
      <ApiReviewDrawer api={shown} onClose={() => setShown(undefined)} onDecided={() => void queryClient.invalidateQueries({ queryKey: openKeys.review })} />
    </>
  );
}
