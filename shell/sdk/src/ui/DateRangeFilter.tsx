/**
 * A list's 时间范围 filter: two days picked, handed on as `beginTime` (the first day's start) and
 * `endTime` (the start of the day after the last: the end is exclusive), `YYYY-MM-DD HH:mm:ss`,
 * as the server's list filters read them; cleared, both go.
 */
import { useState } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The range as a list's query takes it. */
export interface DateRange {
  beginTime?: string;
  endTime?: string;
}

export interface DateRangeFilterProps {
  /** The filter's accessible name (调用时间). */
  label: string;
  onChange(range: DateRange): void;
}

export function DateRangeFilter({ label, onChange }: DateRangeFilterProps) {
  // The days come from antd (its dayjs, with its plugins): none is made here.
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  return (
    <DatePicker.RangePicker
      value={range}
      onChange={(value) => {
        setRange(value);
        onChange({
          beginTime: value?.[0]?.startOf('day').format(TIME),
          endTime: value?.[1]?.add(1, 'day').startOf('day').format(TIME),
        });
      }}
      allowClear
      placeholder={['开始日期', '结束日期']}
      aria-label={label}
      style={{ maxWidth: '100%' }}
    />
  );
}
