/**
 * Loading, empty and failed states in plain markup: the front page loads no
 * antd, and the other site pages look the same for consistency.
 */
import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import './site.css';

export interface LoadingProps {
  rows?: number;
  label?: string;
  /** A skeleton of the content's final size, shown instead of the bars. */
  skeleton?: ReactNode;
}

export function Loading({ rows = 3, label = '正在加载', skeleton }: LoadingProps) {
  if (skeleton) {
    return (
      <div className="pub-loading pub-loading--shaped" role="status" aria-label={label}>
        <div aria-hidden="true">{skeleton}</div>
      </div>
    );
  }
  return (
    <div className="pub-loading" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="pub-loading__bar" style={{ width: `${100 - (i % 3) * 18}%` }} />
      ))}
    </div>
  );
}

/**
 * One line of text in a skeleton: as tall as a line of the text it stands
 * for (it takes the font of the element it sits in), so a skeleton built from
 * the content's own classes is as tall as the content.
 */
export function Bone({ width = '100%' }: { width?: string }) {
  return <span className="pub-bone" style={{ width }} />;
}

/** A few lines of text in a skeleton, the last one shorter. */
export function Bones({ lines }: { lines: number }) {
  return (
    <span className="pub-bones">
      {Array.from({ length: lines }, (_, i) => (
        <Bone key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/**
 * Picture cards while their list loads (`pub-card` with a picture, a title and
 * `lines` of text), in a four-column grid; `variant` adds a section's own
 * classes, so each card is as tall as the one that replaces it.
 */
export function CardSkeletons({ times, lines, titleWidth, variant }: { times: number; lines: number; titleWidth: string; variant?: string }) {
  const own = (element: string) => (variant ? ` ${variant}${element}` : '');
  return (
    <div className="pub-grid pub-grid--4">
      <Repeat times={times}>
        <div className={`pub-card${variant ? ` ${variant}` : ''}`}>
          <span className={`pub-card__img${own('__img')} pub-bone-box`} />
          <div className={`pub-card__body${own('__body')}`}>
            <h3 className="pub-card__title">
              <Bone width={titleWidth} />
            </h3>
            <p className="pub-card__text">
              <Bones lines={lines} />
            </p>
          </div>
        </div>
      </Repeat>
    </div>
  );
}

/** The same skeleton a number of times. */
export function Repeat({ times, children }: { times: number; children: ReactNode }) {
  return <>{Array.from({ length: times }, (_, i) => <Fragment key={i}>{children}</Fragment>)}</>;
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
  /** Shown while loading: the content's shape at its final size, so what follows does not move when it arrives. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's loading, failed, empty and loaded states. */
export function Block<T>({ query, isEmpty, empty, rows, skeleton, children }: BlockProps<T>) {
  if (query.isPending) return <Loading rows={rows} skeleton={skeleton} />;
  if (query.isError) return <Failed error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{typeof empty === 'string' || empty === undefined ? <Empty text={empty} /> : empty}</>;
  return <>{children(query.data)}</>;
}
