/**
 * Loading, empty and failed states in plain markup: the front page loads no
 * antd, and the other site pages look the same for consistency.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import './site.css';

export function Loading({ rows = 3, label = '正在加载' }: { rows?: number; label?: string }) {
  return (
    <div className="pub-loading" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="pub-loading__bar" style={{ width: `${100 - (i % 3) * 18}%` }} />
      ))}
    </div>
  );
}

export function Empty({ text = '暂无数据' }: { text?: ReactNode }) {
  return (
    <div className="pub-empty">
      <svg width="64" height="40" viewBox="0 0 64 40" aria-hidden="true">
        <ellipse cx="32" cy="34" rx="30" ry="5" fill="#f2f3f5" />
        <path d="M10 14 20 4h24l10 10v16H10z" fill="#fafafa" stroke="#d9d9d9" />
        <path d="M10 14h14l2 5h12l2-5h14" fill="none" stroke="#d9d9d9" />
      </svg>
      <p>{text}</p>
    </div>
  );
}

/** The reason a load failed, and 重试. */
export function Failed({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const reason = error instanceof Error && error.message ? error.message : '服务器繁忙，请稍后重试！';
  return (
    <div className="pub-failed" role="alert">
      <p className="pub-failed__title">数据加载失败</p>
      <p>{reason}</p>
      {onRetry ? (
        <button type="button" className="pub-btn pub-btn--primary" onClick={onRetry}>
          重试
        </button>
      ) : null}
    </div>
  );
}

export interface BlockProps<T> {
  query: UseQueryResult<T, Error>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** A query's loading, failed, empty and loaded states. */
export function Block<T>({ query, isEmpty, empty, rows, children }: BlockProps<T>) {
  if (query.isPending) return <Loading rows={rows} />;
  if (query.isError) return <Failed error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{typeof empty === 'string' || empty === undefined ? <Empty text={empty} /> : empty}</>;
  return <>{children(query.data)}</>;
}
