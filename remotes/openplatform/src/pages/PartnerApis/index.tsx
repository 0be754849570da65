/**
 * 接口发布 (/openPlatform/apis, partners): the partner's APIs with their state. 发布接口 and 编辑
 * open the API's form (a new method, path or upstream waits for review, calls keep the reviewed
 * version); 下线 and 上线 ask first. Below, 调用统计: calls per API and day of the last 30 days,
 * as a chart and a table.
 */
import { useState } from 'react';
import { App, Button, Flex, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Query, Schema } from '@platform/sdk';
import { EmptyState, ListScreen, PageCard, QueryView, type ListContext } from '@platform/sdk/ui';
import { partnerApiApi } from '../../api';
import { openKeys, usePartnerStats } from '../../api/queries';
import { ApiFormDrawer } from '../../components/ApiFormDrawer';
import { everyDay } from '../../components/days';
import { ApiDaysChart } from '../../components/LazyCharts';
import { API_COLUMN, ApiStatusTag, Endpoint, priceText } from '../../components/status';
import '../../components/openplatform.css';

type OpenApi = Schema<'OpenApi'>;
type ApiDay = Schema<'ApiDay'>;

/** The span of 调用统计, in days. */
const SPAN = 30;

export const PARTNER_API_TEXTS = {
  offlineConfirm: '下线后企业将无法调用该接口，开发文档和产品页也不再展示。确定下线吗？',
  onlineConfirm: '上线后已开通应用的企业即可按已审核的版本调用该接口。确定上线吗？',
} as const;

const COLUMNS: TableColumnsType<OpenApi> = [
  API_COLUMN,
  { title: '所属应用', dataIndex: 'appName', width: 140, responsive: ['lg'] },
  { title: '请求', key: 'endpoint', render: (_, api) => <Endpoint method={api.method} path={api.path} /> },
  { title: '价格', dataIndex: 'price', width: 110, render: priceText },
  { title: '状态', dataIndex: 'statusName', width: 150, render: (_, api) => <ApiStatusTag api={api} /> },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, responsive: ['lg'], render: (time?: string | null) => time || '—' },
];

const STAT_COLUMNS: TableColumnsType<ApiDay> = [
  { title: '日期', dataIndex: 'day', width: 110 },
  { title: '接口', dataIndex: 'apiCode', render: (code: string, row) => `${row.name || code}（${code}）` },
  { title: '调用次数', dataIndex: 'calls', width: 100, align: 'right' },
  { title: '未成功', dataIndex: 'failed', width: 90, align: 'right' },
  { title: '收入积分', dataIndex: 'points', width: 100, align: 'right' },
];

function Actions({ api, list, onEdit }: { api: OpenApi; list: ListContext<OpenApi>; onEdit(api: OpenApi): void }) {
  const { modal } = App.useApp();
  const toggle = () =>
    modal.confirm({
      title: '提示',
      content: api.enabled ? PARTNER_API_TEXTS.offlineConfirm : PARTNER_API_TEXTS.onlineConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: api.enabled ? { danger: true } : undefined,
      onOk: () => list.run(api, () => partnerApiApi.enable(api.id, !api.enabled), api.enabled ? '已下线' : '已上线'),
    });
  return (
    <Flex gap={4} wrap>
      <Button type="link" size="small" onClick={() => onEdit(api)}>
        编辑
      </Button>
      <Button type="link" size="small" danger={api.enabled} loading={list.busy(api)} onClick={toggle}>
        {api.enabled ? '下线' : '上线'}
      </Button>
    </Flex>
  );
}

function Stats() {
  const stats = usePartnerStats(SPAN);
  return (
    <QueryView query={stats} isEmpty={(rows) => rows.length === 0} empty={<EmptyState description={`近${SPAN}天暂无调用`} />}>
      {(rows) => (
        <>
          <ApiDaysChart days={everyDay(rows, SPAN)} />
          <Table<ApiDay>
            rowKey={(row) => `${row.day}:${row.apiCode}`}
            columns={STAT_COLUMNS}
            dataSource={[...rows].reverse()}
            size="small"
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            style={{ marginTop: 16 }}
          />
        </>
      )}
    </QueryView>
  );
}

export default function PartnerApis() {
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<{ open: boolean; api?: OpenApi }>({ open: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: openKeys.partnerApis });
  return (
    <>
      <ListScreen<OpenApi, Query<'get', '/ptd-open-platform/partner/api/page'>>
        page={{
          title: '接口发布',
          description: '把应用的能力发布为开放接口：已开通应用的企业经平台网关签名调用，按次支付积分；新接口和请求方法、路径、服务地址的修改需平台审核',
          extra: (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true })}>
              发布接口
            </Button>
          ),
        }}
        queryKey={openKeys.partnerPages}
        load={partnerApiApi.page}
        columns={COLUMNS}
        onChanged={() => void refresh()}
        actions={{ width: 120, fixed: true, render: (api, list) => <Actions api={api} list={list} onEdit={(row) => setEditor({ open: true, api: row })} /> }}
        emptyText={() => '暂无接口，点击「发布接口」发布第一个接口'}
      >
        <ApiFormDrawer open={editor.open} api={editor.api} onClose={() => setEditor({ open: false })} onSaved={() => void refresh()} />
      </ListScreen>
      <PageCard title={`调用统计（近${SPAN}天）`}>
        <Stats />
      </PageCard>
    </>
  );
}
