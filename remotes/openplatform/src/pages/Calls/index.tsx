/**
 * 调用明细 (/openPlatform/calls, the company's main account): the calls and points of the last 30
 * days as a chart, then every call with filters (接口编码, 结果, 时间范围), and a month of calls
 * exported as an Excel file.
 */
import { useState } from 'react';
import { DatePicker, Flex, Statistic, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Query, Schema } from '@platform/sdk';
import { DateRangeFilter, EmptyState, ExportButton, ListPage, PageCard, PageHeader, QueryView, type DateRange } from '@platform/sdk/ui';
import { callApi } from '../../api';
import { openKeys, useCallDays } from '../../api/queries';
import { CallDaysChart } from '../../components/LazyCharts';
import { OUTCOME_OPTIONS, OutcomeTag } from '../../components/status';
import '../../components/openplatform.css';

type Call = Schema<'Call'>;
type CallQuery = Query<'get', '/ptd-open-platform/openApi/call/page'>;

/** The chart's span, in days. */
const SPAN = 30;

const COLUMNS: TableColumnsType<Call> = [
  { title: '调用编号', dataIndex: 'callId', render: (id: string) => <Typography.Text copyable={{ text: id }}>{id}</Typography.Text> },
  { title: '接口编码', dataIndex: 'apiCode' },
  { title: '结果', dataIndex: 'outcomeName', width: 90, render: (name: string, call) => <OutcomeTag outcome={call.outcome} name={name} /> },
  { title: '状态码', dataIndex: 'status', width: 80 },
  { title: '积分', dataIndex: 'points', width: 80, align: 'right', render: (points: number) => points.toLocaleString('en-US') },
  { title: '耗时', dataIndex: 'latencyMs', width: 90, align: 'right', render: (ms: number) => `${ms.toLocaleString('en-US')} ms` },
  { title: '调用时间', dataIndex: 'createTime', width: 180, render: (time?: string | null) => time || '—' },
];

function Days() {
  const days = useCallDays(SPAN);
  return (
    <QueryView query={days} isEmpty={(rows) => rows.every((day) => day.calls === 0)} empty={<EmptyState description={`近${SPAN}天暂无调用`} />}>
      {(rows) => (
        <>
          <Flex gap={32} wrap style={{ marginBottom: 8 }}>
            <Statistic title={`近${SPAN}天调用`} value={rows.reduce((sum, day) => sum + day.calls, 0)} suffix="次" />
            <Statistic title={`近${SPAN}天消耗`} value={rows.reduce((sum, day) => sum + day.points, 0)} suffix="积分" />
          </Flex>
          <CallDaysChart days={rows} />
        </>
      )}
    </QueryView>
  );
}

/** This month, YYYY-MM, in the browser's time (the platform's users are in China). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * 导出Excel: a month's calls, this month unless another is picked, downloaded with the login like
 * every call. The picker's dates come from antd (its dayjs, with its plugins); none is made here.
 */
function Export() {
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const current = thisMonth();
  const month = picked?.format('YYYY-MM') ?? current;
  return (
    <Flex gap={8}>
      <DatePicker
        picker="month"
        value={picked}
        onChange={setPicked}
        placeholder={current}
        disabledDate={(day) => day.format('YYYY-MM') > current}
        aria-label="导出月份"
        style={{ width: 130 }}
      />
      <ExportButton fileName={`调用明细-${month}.xlsx`} download={(onProgress) => callApi.export(month, onProgress)} />
    </Flex>
  );
}

export default function Calls() {
  const [range, setRange] = useState<DateRange>({});
  return (
    <>
      <PageHeader title="调用明细" description="企业经开放平台网关发起的每次调用：成功的调用按接口价格扣除积分，未成功和被拒绝的调用不扣积分；明细保留180天" extra={<Export />} />
      <PageCard title={`近${SPAN}天调用趋势`}>
        <Days />
      </PageCard>
      <PageCard>
        <ListPage<Call, CallQuery>
          queryKey={openKeys.callPages}
          load={callApi.page}
          query={range}
          rowKey="callId"
          columns={COLUMNS}
          size="middle"
          scroll={{ x: 'max-content' }}
          filters={[
            { name: 'apiCode', type: 'search', placeholder: '接口编码', maxLength: 40, width: 200 },
            { name: 'outcome', type: 'select', label: '结果', options: OUTCOME_OPTIONS, width: 120 },
          ]}
          extraFilters={<DateRangeFilter label="调用时间" onChange={setRange} />}
          emptyText={(q) => (q.apiCode || q.outcome || q.beginTime ? '没有符合条件的调用' : '暂无调用记录')}
        />
      </PageCard>
    </>
  );
}
