/** The differences between WeChat's trade bill and the platform's payments: a day's (in its drawer) or those found outside a day's run. */
import { useState } from 'react';
import { Descriptions, Drawer, Flex, Grid, Tag, Typography, type TableColumnsType } from 'antd';
import type { Query, Schema } from '@platform/sdk';
import { ListPage } from '@platform/sdk/ui';
import { reconciliationApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { timeCell } from '../OrderManage/cells';
import { DayStatusTag } from './labels';

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

const KIND_COLOR: Record<string, string> = { missing_here: 'volcano', missing_there: 'orange', amount: 'gold', unknown: 'purple' };

/** How a difference was put right; empty: a person has to look at it. */
const RESOLUTION: Record<string, { label: string; color: string }> = {
  settled: { label: '已补记入账', color: 'success' },
  refunded: { label: '已原路退款', color: 'processing' },
};
const NEEDS_A_PERSON = { label: '待人工处理', color: 'warning' };

const money = (yuan?: string | null) => yuan || '—';

function resolutionTag(resolution: string) {
  const shown = RESOLUTION[resolution] ?? NEEDS_A_PERSON;
  return <Tag color={shown.color}>{shown.label}</Tag>;
}

/** On a phone the amounts go under the transaction number and the outcome under the kind, so the row fits. */
const columns = (narrow: boolean): TableColumnsType<Schema<'PaymentDifference'>> => [
  {
    title: '差异类型',
    dataIndex: 'kindName',
    width: 124,
    render: (name: string, row) => (
      <Flex vertical gap={4} align="flex-start">
        <Tag color={KIND_COLOR[row.kind] ?? 'default'}>{name || row.kind}</Tag>
        {narrow ? resolutionTag(row.resolution) : null}
      </Flex>
    ),
  },
  {
    title: '交易单号',
    dataIndex: 'payTransactionNo',
    render: (no: string, row) => (
      <Flex vertical style={narrow ? { maxWidth: 190 } : undefined}>
        <Typography.Text copyable={no ? { text: no } : false}>{no || '—'}</Typography.Text>
        {row.refundNo ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            退款单 {row.refundNo}
          </Typography.Text>
        ) : null}
        {narrow ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            平台 {money(row.ourAmount)} / 微信 {money(row.theirAmount)}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  { title: '平台金额(元)', dataIndex: 'ourAmount', width: 104, align: 'right', responsive: ['md'], render: money },
  { title: '微信金额(元)', dataIndex: 'theirAmount', width: 104, align: 'right', responsive: ['md'], render: money },
  { title: '说明', dataIndex: 'detail', width: 200, responsive: ['lg'], render: (detail: string) => detail || '—' },
  { title: '处理结果', dataIndex: 'resolution', width: 110, responsive: ['md'], render: resolutionTag },
  { title: '发现时间', dataIndex: 'createTime', width: 104, responsive: ['lg'], render: timeCell },
];

/** The differences of a day, or without `billDate` those found outside a day's run (unknown notifications). */
export function DifferenceList({ billDate }: { billDate?: string }) {
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <ListPage<Schema<'PaymentDifference'>, Query<'get', '/ptd-industry/pay/reconciliation/differences'>>
      queryKey={orderKeys.differences(billDate ?? '')}
      load={reconciliationApi.differences}
      query={billDate ? { billDate } : {}}
      columns={columns(narrow)}
      size="middle"
      scroll={{ x: 'max-content' }}
      emptyText={() => (billDate ? '该日对账无差异' : '暂无未归属差异')}
    />
  );
}

export interface DayDrawerProps {
  /** The day whose differences to show; undefined closes the drawer. */
  day: Schema<'ReconciliationDay'> | undefined;
  onClose(): void;
}

/** A reconciled day: its state and counts, then its differences. */
export function DayDrawer({ day: asked, onClose }: DayDrawerProps) {
  const narrow = Grid.useBreakpoint().md === false;
  // The drawer keeps showing the day while it closes.
  const [last, setLast] = useState(asked);
  if (asked && asked !== last) setLast(asked);
  const day = asked ?? last;
  return (
    <Drawer
      title={day ? `${day.billDate} 差异明细` : '差异明细'}
      open={asked !== undefined}
      onClose={onClose}
      size={narrow ? '100%' : 1040}
      destroyOnHidden
    >
      {day ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={narrow ? 1 : 2}
            styles={LABEL}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'status', label: '对账状态', children: <DayStatusTag day={day} /> },
              { key: 'time', label: '对账时间', children: day.runTime || '—' },
              { key: 'matched', label: '已核对(笔)', children: day.matchedCount },
              { key: 'differences', label: '差异(笔)', children: <span data-testid="day-differences">{day.differenceCount}</span> },
              ...(day.detail ? [{ key: 'detail', label: '说明', children: day.detail, span: narrow ? 1 : 2 }] : []),
            ]}
          />
          <DifferenceList billDate={day.billDate} />
        </>
      ) : null}
    </Drawer>
  );
}
