/** Page numbers in plain markup: previous, numbers (with gaps), next and the total. */
import './site.css';

function pagesAround(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What the total counts, e.g. 条结果. */
  unit?: string;
}

export function Pager({ page, pageSize, total, onChange, unit = '条' }: PagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return total > 0 ? <p className="pub-pager__total">共 {total} {unit}</p> : null;
  return (
    <nav className="pub-pager" aria-label="分页">
      <span className="pub-pager__total">
        共 {total} {unit}
      </span>
      <button type="button" className="pub-pager__item" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="上一页">
        ‹
      </button>
      {pagesAround(page, last).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="pub-pager__gap">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`pub-pager__item${n === page ? ' pub-pager__item--active' : ''}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`第${n}页`}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className="pub-pager__item" disabled={page >= last} onClick={() => onChange(page + 1)} aria-label="下一页">
        ›
      </button>
    </nav>
  );
}
