/** One tile of the console's app grid: icon, name and a line below, opened by a click; an optional corner action and tag. */
import { useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import './console.css';

/** An app's icon, or a plain one when it has none or it fails to load. */
export function AppIcon({ src, className = 'wbc-app__icon' }: { src?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={`${className} wbc-app__icon--blank`} aria-hidden>
        <AppstoreOutlined />
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

export interface AppTileProps {
  name: string;
  icon?: string | null;
  /** The line under the name (term, slogan); a line break in its text starts a new line (a withdrawn app's note). */
  detail?: ReactNode;
  /** Greyed out (expired). */
  dimmed?: boolean;
  /** A tag under the name (即将上线, 已开通). */
  tag?: ReactNode;
  /** Top-right action (编辑); kept outside the tile's button. */
  corner?: ReactNode;
  loading?: boolean;
  onOpen(): void;
  testId?: string;
}

export function AppTile({ name, icon, detail, dimmed, tag, corner, loading, onOpen, testId }: AppTileProps) {
  return (
    <div className="wbc-app" data-testid={testId}>
      <button
        type="button"
        className={`wbc-app__open${dimmed ? ' wbc-app__open--expired' : ''}`}
        onClick={onOpen}
        aria-busy={loading || undefined}
        title={name}
        // A detail may hold a line break (a withdrawn app's note under its term): it shows as one.
        style={{ whiteSpace: 'pre-line' }}
      >
        <Spin spinning={Boolean(loading)} size="small">
          <AppIcon src={icon} />
        </Spin>
        <span className="wbc-app__name">{name}</span>
        {tag ? <span className="wbc-app__tag">{tag}</span> : null}
        {detail}
      </button>
      {corner ? <span className="wbc-app__corner">{corner}</span> : null}
    </div>
  );
}
