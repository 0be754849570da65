/** A day as the server takes it, YYYY-MM-DD, picked on antd's DatePicker between two days; its form value is the text, so a default (today) needs no date object of this bundle. */
import { useState } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayAllowed } from './invoices';
import './orders.css';

export interface DayFieldProps {
  /** YYYY-MM-DD, from the form. */
  value?: string;
  onChange?(value: string | undefined): void;
  id?: string;
  /** The earliest day allowed ('' for none) and the latest. */
  since: string;
  today: string;
}

/**
 * antd's pickers take dayjs objects of the shell's own dayjs (with the plugins
 * it extends); one made here would be a second copy without them. So the
 * field keeps the text, shows the day last picked, and shows a day it was
 * given (the default) as the picker's hint, styled as a value.
 */
export function DayField({ value, onChange, id, since, today }: DayFieldProps) {
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const shown = picked && picked.format('YYYY-MM-DD') === value ? picked : null;
  return (
    <DatePicker
      id={id}
      value={shown}
      placeholder={value || '请选择日期'}
      className={value && !shown ? 'od-day--default' : undefined}
      onChange={(day: Dayjs | null) => {
        setPicked(day);
        onChange?.(day ? day.format('YYYY-MM-DD') : undefined);
      }}
      disabledDate={(day) => !dayAllowed(day.format('YYYY-MM-DD'), since, today)}
      style={{ width: '100%' }}
    />
  );
}
