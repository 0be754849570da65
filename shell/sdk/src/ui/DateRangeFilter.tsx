/**
 * A list's 时间范围 filter: two days picked, handed on as `beginTime` (the first day's start) and
 * `endTime` (the start of the day after the last: the end is exclusive), `YYYY-MM-DD HH:mm:ss`,
 * as the server's list filters read them; cleared, both go. With `showTime` the hours and minutes
 * are picked too, and both ends count as shown; the panel of days and times then fits a phone's
 * 390 px only without the seconds' column and with narrower cells there.
 */
import { useState } from 'react';
import { ConfigProvider, DatePicker, Grid, type ThemeConfig } from 'antd';
import type { Dayjs } from 'dayjs';

const TIME = 'YYYY-MM-DD HH:mm:ss';
/** What the picker shows with `showTime`. */
const SHOWN_TIME = 'YYYY-MM-DD HH:mm';

/** Narrower day and time cells: the days and two time columns in some 350 px. */
const PHONE_PANEL: ThemeConfig = { components: { DatePicker: { cellWidth: 32, timeColumnWidth: 48 } } };

/** The range as a list's query takes it. */
export interface DateRange {
  beginTime?: string;
  endTime?: string;
}

export interface DateRangeFilterProps {
  /** The filter's accessible name (调用时间). */
  label: string;
  /** Times as well as days, to the minute (a day picked starts at 00:00). */
  showTime?: boolean;
  onChange(range: DateRange): void;
}

export function DateRangeFilter({ label, showTime = false, onChange }: DateRangeFilterProps) {
  // The days come from antd (its dayjs, with its plugins): none is made here.
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  // The smallest step picked: each end counts whole, so the server's exclusive end is the step after the last.
  const unit = showTime ? 'minute' : 'day';
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <ConfigProvider theme={showTime && phone ? PHONE_PANEL : undefined}>
      <DatePicker.RangePicker
        value={range}
        showTime={showTime ? { format: 'HH:mm' } : false}
        format={showTime ? SHOWN_TIME : undefined}
        onChange={(value) => {
          setRange(value);
          onChange({
            beginTime: value?.[0]?.startOf(unit).format(TIME),
            endTime: value?.[1]?.add(1, unit).startOf(unit).format(TIME),
          });
        }}
        allowClear
        placeholder={showTime ? ['开始时间', '结束时间'] : ['开始日期', '结束日期']}
        aria-label={label}
        style={{ maxWidth: '100%' }}
      />
    </ConfigProvider>
  );
}
