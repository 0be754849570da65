/**
 * The open platform's charts, on @ant-design/plots. Only LazyCharts imports this file, through
 * React.lazy: the chart library is fetched by the pages that draw a chart, when they do.
 */
import { Column, DualAxes } from '@ant-design/plots';
import type { Schema } from '@platform/sdk';

/** 2026-11-29 as 11-29: thirty dates fit under a chart on a phone. */
const shortDay = (day: string) => day.slice(5);

const CALLS = '调用次数';
const POINTS = '消耗积分';

/** What both charts share: their size, the legend above, short dates below. */
const FRAME = {
  className: 'op-chart',
  xField: 'day',
  height: 260,
  autoFit: true,
  legend: { color: { position: 'top', layout: { justifyContent: 'center' } } },
} as const;
const DAYS_AXIS = { labelFormatter: shortDay, labelAutoHide: true };

/** A company's calls (bars, left axis) and points (line, right axis) per day. */
export function CallDaysChart({ days }: { days: Schema<'CallDay'>[] }) {
  return (
    <DualAxes
      {...FRAME}
      data={days}
      axis={{ x: DAYS_AXIS }}
      children={[
        {
          type: 'interval',
          yField: 'calls',
          colorField: () => CALLS,
          style: { maxWidth: 18 },
          axis: { y: { position: 'left', title: CALLS } },
          tooltip: { items: [{ channel: 'y', name: CALLS }] },
        },
        {
          type: 'line',
          yField: 'points',
          colorField: () => POINTS,
          style: { lineWidth: 2 },
          axis: { y: { position: 'right', title: POINTS } },
          tooltip: { items: [{ channel: 'y', name: POINTS }] },
        },
      ]}
    />
  );
}

/** A partner's calls per day, stacked by API. */
export function ApiDaysChart({ days }: { days: Schema<'ApiDay'>[] }) {
  return (
    <Column
      {...FRAME}
      data={days}
      yField="calls"
      colorField="apiCode"
      stack
      axis={{ x: DAYS_AXIS, y: { title: CALLS } }}
      style={{ maxWidth: 18 }}
      tooltip={{ items: [{ channel: 'y', name: CALLS }] }}
    />
  );
}
