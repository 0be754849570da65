/** What a page shows while its data loads, when it failed and when there is none. */
import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { MESSAGES } from '../api/messages';

export function LoadingState({ rows = 4 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} />;
}

export function EmptyState({ description = '暂无数据' }: { description?: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}

export interface ErrorStateProps {
  error?: unknown;
  title?: ReactNode;
  onRetry?: () => void;
  /** Shows a spinner on the retry button. */
  retrying?: boolean;
}

/** The reason the server gave, or the catalogue's generic text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || MESSAGES.serverBusy;
  return MESSAGES.serverBusy;
}

export function ErrorState({ error, title = '数据加载失败', onRetry, retrying }: ErrorStateProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={errorText(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry} loading={retrying}>
            重试
          </Button>
        ) : null
      }
    />
  );
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T, Error>;
  /** Data with nothing to show renders the empty state instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Renders a query's loading, error, empty and loaded states the same way on every page. */
export function QueryView<T>({ query, isEmpty, empty, loading, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}
