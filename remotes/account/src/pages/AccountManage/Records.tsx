/** The account's three lists: 充值记录 (top-ups), 交易记录 (every payment) and 积分明细 (the ledger with its type filter). */
import { useState } from 'react';
import { DatePicker, Flex, Grid, Select, Tabs, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { formatAmount, type Query, type Schema } from '@platform/sdk';
import { ExportButton, ListPage } from '@platform/sdk/ui';
import { accountApi, rechargeApi } from '../../api';
import { accountKeys } from '../../api/queries';
import { PayStatusTag } from '../../components/status';

type PaymentRecord = Schema<'PaymentRecord'>;
type FlowQuery = Query<'get', '/ptd-user/account/accountFlow/queryList'>;

/** The transaction number; on a phone, where the other columns are hidden, `more` of the row below it. */
function noColumn(more?: (row: PaymentRecord) => string | null | undefined) {
  return {
    title: '交易单号',
    dataIndex: 'payTransactionNo',
    render: (no: string, row: PaymentRecord) => (
      <Flex vertical>
        <Typography.Text copyable={{ text: no }} className="ac-no">
          {no}
        </Typography.Text>
        {more ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {more(row)}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  };
}
const statusColumn = (narrow: boolean) => ({
  title: '支付状态',
  dataIndex: 'payStatusStr',
  width: narrow ? 84 : 100,
  render: (label: string, row: PaymentRecord) => <PayStatusTag status={row.payStatus} label={label} />,
});

const rechargeColumns = (narrow: boolean): TableColumnsType<PaymentRecord> => [
  noColumn(narrow ? (row) => row.createTime : undefined),
  { title: '充值金额(元)', dataIndex: 'amountStr', width: narrow ? 96 : 130, align: 'right', render: formatAmount },
  { title: '支付方式', dataIndex: 'payMethodStr', width: 110, responsive: ['md'] },
  statusColumn(narrow),
  { title: '创建时间', dataIndex: 'createTime', width: 180, responsive: ['lg'] },
];

const transactionColumns = (narrow: boolean): TableColumnsType<PaymentRecord> => [
  noColumn(narrow ? (row) => row.payDescription : undefined),
  { title: '交易说明', dataIndex: 'payDescription', ellipsis: true, responsive: ['md'] },
  { title: '金额(元)', dataIndex: 'amountStr', width: narrow ? 90 : 120, align: 'right', render: formatAmount },
  { title: '支付方式', dataIndex: 'payMethodStr', width: 110, responsive: ['lg'] },
  statusColumn(narrow),
  { title: '创建时间', dataIndex: 'createTime', width: 180, responsive: ['xl'] },
  { title: '支付时间', dataIndex: 'payTime', width: 180, responsive: ['xl'], render: (time?: string | null) => time || '—' },
];

const flowColumns = (narrow: boolean): TableColumnsType<Schema<'FlowEntry'>> => [
  {
    title: '类型',
    dataIndex: 'typeName',
    width: narrow ? undefined : 100,
    render: (name: string, row) => (
      <Flex vertical>
        <span>{name}</span>
        {narrow ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.createTime}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  {
    title: '积分变动',
    dataIndex: 'pointsStr',
    width: 120,
    align: 'right',
    render: (text: string, row) => <Typography.Text type={row.points < 0 ? 'danger' : 'success'}>{text}</Typography.Text>,
  },
  { title: '变动后余额', dataIndex: 'balanceAfter', width: 120, align: 'right', responsive: ['sm'], render: (value: number) => value.toLocaleString('en-US') },
  { title: '备注', dataIndex: 'remark', ellipsis: true, responsive: ['md'], render: (text: string) => text || '—' },
  { title: '时间', dataIndex: 'createTime', width: 180, responsive: ['lg'] },
];

const FLOW_TYPES = [
  { label: '全部类型', value: '' },
  { label: '充值', value: 'topup' },
  { label: '充值赠送', value: 'bonus' },
  { label: '订单支付', value: 'order' },
  { label: '接口调用', value: 'api' },
  { label: '冲正', value: 'reversal' },
];

const TABS = ['recharge', 'transaction', 'flow'] as const;
type Tab = (typeof TABS)[number];

/** The two lists of payments: the top-ups, and every payment. */
const PAYMENT_LISTS = [
  { key: 'recharge', label: '充值记录', queryKey: accountKeys.recharges, load: rechargeApi.list, columns: rechargeColumns, empty: '暂无充值记录' },
  { key: 'transaction', label: '交易记录', queryKey: accountKeys.transactions, load: rechargeApi.transactions, columns: transactionColumns, empty: '暂无交易记录' },
];

function PaymentList({ list, narrow }: { list: (typeof PAYMENT_LISTS)[number]; narrow: boolean }) {
  return (
    <ListPage<PaymentRecord>
      queryKey={list.queryKey}
      load={list.load}
      rowKey="payTransactionNo"
      size="middle"
      columns={list.columns(narrow)}
      emptyText={() => list.empty}
    />
  );
}

function FlowList({ narrow }: { narrow: boolean }) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [type, setType] = useState<string | undefined>();
  const query: FlowQuery = {
    type,
    beginTime: range?.[0]?.startOf('day').format('YYYY-MM-DD HH:mm:ss'),
    // The end is exclusive: the day after the last one chosen.
    endTime: range?.[1]?.add(1, 'day').startOf('day').format('YYYY-MM-DD HH:mm:ss'),
  };
  return (
    <ListPage<Schema<'FlowEntry'>, FlowQuery>
      queryKey={accountKeys.flow}
      load={accountApi.flow}
      query={query}
      size="middle"
      columns={flowColumns(narrow)}
      extraFilters={
        <Flex gap={8} wrap>
          <Select value={type} onChange={setType} allowClear placeholder="积分类型" aria-label="积分类型" options={FLOW_TYPES} style={{ width: 120 }} />
          <DatePicker.RangePicker
            value={range}
            onChange={(value) => setRange(value)}
            allowClear
            placeholder={['开始日期', '结束日期']}
            aria-label="时间范围"
            className="ac-range"
          />
          {/* The export takes the same filters as the list. */}
          <ExportButton fileName="积分明细.xlsx" download={(onProgress) => accountApi.flowExport(query, onProgress)} />
        </Flex>
      }
      emptyText={() => '暂无积分明细'}
    />
  );
}

export function Records() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const active: Tab = asked && TABS.includes(asked) ? asked : 'recharge';
  // On a phone the time or the description moves under the first column.
  const narrow = Grid.useBreakpoint().md === false;

  return (
    <Tabs
      activeKey={active}
      onChange={(tab) => setParams({ tab }, { replace: true })}
      destroyOnHidden
      items={[
        ...PAYMENT_LISTS.map((list) => ({ key: list.key, label: list.label, children: <PaymentList list={list} narrow={narrow} /> })),
        { key: 'flow', label: '积分明细', children: <FlowList narrow={narrow} /> },
      ]}
    />
  );
}
