/** The CSS-only loading indicator (正在加载…) shown while a part of the application loads. */
import './boot-loading.css';

/** Shown while a part of the application loads; needs nothing but CSS. */
export function BootLoading() {
  return (
    <div className="boot-loading" role="status">
      <span className="boot-loading__spinner" aria-hidden="true" />
      <span>正在加载…</span>
    </div>
  );
}
