/**
 * 支付对账 (/operation/reconciliation): each day's WeChat Pay trade bill
 * checked against the platform's payments (已平账, 有差异, 对账失败); an
 * operator runs a past day again (对账), opens a day's differences, and sees
 * the differences found outside a day's run (未归属差异).
 */
import { useState } from 'react';
import { Button, DatePicker, Grid, Tabs, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Schema } from '@platform/sdk';
import { ListPage, PageCard, PageHeader } from '@platform/sdk/ui';
import { reconciliationApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { DayDrawer, DifferenceList } from './Differences';
import { DayStatusTag } from './labels';

/** A day reconciled against WeChat's trade bill: running 对账中, matched 已平账, differences 有差异, failed 对账失败. */
type ReconciliationDay = Schema<'ReconciliationDay'>;

/** Today in Beijing, YYYY-MM-DD: the bill of a day is ready the day after, so only earlier days can be run. */
function beijingToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const columns = (open: (day: ReconciliationDay) => void): TableColumnsType<ReconciliationDay> => [
  {
    title: '对账日期',
    dataIndex: 'billDate',
    width: 130,
    render: (billDate: string, day) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(day)}>
        {billDate}
      </Button>
    ),
  },
  { title: '状态', dataIndex: 'status', width: 100, render: (_: string, day) => <DayStatusTag day={day} /> },
  { title: '已核对(笔)', dataIndex: 'matchedCount', width: 100, align: 'right', responsive: ['sm'] },
  {
    title: '差异(笔)',
    dataIndex: 'differenceCount',
    width: 90,
    align: 'right',
    render: (count: number) => (count > 0 ? <Typography.Text type="danger">{count}</Typography.Text> : count),
  },
  { title: '说明', dataIndex: 'detail', responsive: ['lg'], render: (detail?: string | null) => detail || '—' },
  { title: '对账时间', dataIndex: 'runTime', width: 170, responsive: ['md'], render: (time?: string | null) => time || '—' },
];

function ViewButton({ day, onOpen }: { day: ReconciliationDay; onOpen(day: ReconciliationDay): void }) {
  return (
    <Button type="link" size="small" onClick={() => onOpen(day)} aria-label={`查看差异（${day.billDate}）`}>
      查看差异
    </Button>
  );
}

/** 对账: picks a day before today and reconciles it (again), then reads the lists again. */
function RunDay() {
  const queryClient = useQueryClient();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [running, setRunning] = useState(false);
  const today = beijingToday();

  const run = async () => {
    if (!day) {
      notify.warning('请选择对账日期');
      return;
    }
    const billDate = day.format('YYYY-MM-DD');
    setRunning(true);
    try {
      const result = await reconciliationApi.run(billDate);
      notify.success(`${billDate} 对账完成：${result.statusName}`);
      await queryClient.invalidateQueries({ queryKey: orderKeys.reconciliation });
    } catch {
      // The API client has shown the server's reason (请选择今天之前的对账日期...).
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <DatePicker
        value={day}
        onChange={(value) => setDay(value)}
        disabledDate={(date) => date.format('YYYY-MM-DD') >= today}
        placeholder="选择对账日期"
        aria-label="对账日期"
        style={{ width: 160 }}
      />
      <Button type="primary" loading={running} onClick={() => void run()}>
        对账
      </Button>
    </>
  );
}

export default function Reconciliation() {
  const [opened, setOpened] = useState<ReconciliationDay>();
  // On a phone the day's date opens it: no 操作 column to scroll to.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <>
      <PageHeader title="支付对账" description="每日核对微信支付交易账单与平台支付记录；有差异的日期请查看差异明细" extra={<RunDay />} />
      <PageCard>
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'days',
              label: '对账记录',
              children: (
                <ListPage<ReconciliationDay>
                  queryKey={orderKeys.reconciliationDays}
                  load={reconciliationApi.page}
                  rowKey="billDate"
                  columns={columns(setOpened)}
                  size="middle"
                  scroll={{ x: 'max-content' }}
                  actions={narrow ? undefined : { width: 100, render: (day) => <ViewButton day={day} onOpen={setOpened} /> }}
                  emptyText={() => '暂无对账记录'}
                />
              ),
            },
            { key: 'unassigned', label: '未归属差异', children: <DifferenceList /> },
          ]}
        />
      </PageCard>
      <DayDrawer day={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
