/** Column helpers the console lists share: a column of pictures and a cell's text or —. */
import type { TableColumnsType } from 'antd';
import { Thumb } from './Thumb';

/** A column of pictures (an icon or a photo is square and narrower). */
export function thumbColumn<R>(title: string, dataIndex: string, square = false): TableColumnsType<R>[number] {
  return { title, dataIndex, width: square ? 70 : 90, render: (src?: string | null) => <Thumb src={src} square={square} /> };
}

/** A cell's text, or — when there is none. */
export const orDash = (value?: string | null) => value || '—';
