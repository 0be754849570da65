/** 可调用接口: the APIs of the apps the company holds, with their gateway path, price and limits (a card each on a phone). */
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { Schema } from '@platform/sdk';
import { ListPage } from '@platform/sdk/ui';
import { credentialApi } from '../api';
import { openKeys } from '../api/queries';
import { Endpoint, priceText, quotaText, rateText } from './status';

type CallableApi = Schema<'CallableApi'>;

const COLUMNS: TableColumnsType<CallableApi> = [
  { title: '接口名称', dataIndex: 'name', render: (name: string, api) => (api.granted ? name : `${name}（未授权）`) },
  { title: '接口编码', dataIndex: 'apiCode' },
  { title: '网关地址', key: 'endpoint', render: (_, api) => <Endpoint method={api.method} path={api.path} copyable /> },
  { title: '价格', dataIndex: 'price', width: 120, render: priceText },
  { title: '每分钟上限', dataIndex: 'rateLimit', width: 130, render: rateText },
  { title: '每日上限', dataIndex: 'dailyQuota', width: 120, responsive: ['lg'], render: quotaText },
  { title: '所属应用', dataIndex: 'appName', width: 140, responsive: ['xl'] },
];

/** The list the settings read too: one answer, kept under the credentials' key, serves both. */
export function CallableApis() {
  const queryClient = useQueryClient();
  const load = async () => {
    const rows = await queryClient.fetchQuery({ queryKey: openKeys.callable, queryFn: credentialApi.apis, staleTime: 30_000 });
    return { rows, total: rows.length };
  };
  return (
    <ListPage<CallableApi>
      queryKey={[...openKeys.callable, 'list']}
      load={load}
      rowKey="apiId"
      columns={COLUMNS}
      size="middle"
      scroll={{ x: 'max-content' }}
      pageSize={100}
      totalText={(total) => `共 ${total} 个接口`}
      emptyText={() => '暂无可调用的接口：开通提供接口的应用后，即可在此看到它的接口'}
    />
  );
}
