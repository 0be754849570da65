/** Notices as a list of links with their dates (the home page's 平台动态, a kind's list). */
import { Link } from 'react-router-dom';
import { noticePath, type NoticeKind } from '@platform/sdk';
import type { NoticeView } from '../api';

export function NoticeItems({ kind, rows, className }: { kind: NoticeKind; rows: readonly NoticeView[]; className: string }) {
  return (
    <ul className={className}>
      {rows.map((notice) => (
        <li key={notice.id}>
          <Link to={noticePath(kind, notice.id)}>{notice.title}</Link>
          <time>{notice.time?.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  );
}
