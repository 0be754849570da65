/** The navigation's search: highlighted results as one types, all results on Enter. */
import { useEffect, useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { searchPath, SITE_LIMITS, useSiteSearch } from '@platform/sdk';

const TYPING_PAUSE_MS = 300;

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function NavSearch({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim(), TYPING_PAUSE_MS);
  const results = useSiteSearch({ keyword: settled, pageNum: 1, pageSize: SITE_LIMITS.searchPageSize });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return;
    navigate(searchPath(keyword));
    onDone?.();
  };

  return (
    <div className="navsearch">
      <form className="navsearch__form" role="search" onSubmit={submit}>
        <input
          className="navsearch__input"
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="搜索产品、解决方案、帮助文档"
          aria-label="站内搜索"
          maxLength={50}
          autoFocus={autoFocus}
        />
        <button type="submit" className="navsearch__button" aria-label="搜索">
          <SearchOutlined />
        </button>
      </form>
      {settled ? (
        <div className="navsearch__results" aria-live="polite">
          {results.isPending ? <p className="navpanel__note">正在搜索…</p> : null}
          {results.isError ? <p className="navpanel__note">搜索失败，请稍后重试</p> : null}
          {results.data && results.data.rows.length === 0 ? <p className="navpanel__note">没有找到相关内容</p> : null}
          {results.data && results.data.rows.length > 0 ? (
            <>
              <ul className="navsearch__list">
                {results.data.rows.map((hit) => (
                  <li key={`${hit.type}-${hit.id}`}>
                    <Link to={hit.url} className="navsearch__hit" onClick={onDone}>
                      <span className="navsearch__type">{hit.typeName}</span>
                      <span className="navsearch__title">{hit.title}</span>
                      {/* The server sanitises snippets; <em> marks the words found. */}
                      <span className="navsearch__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={searchPath(settled)} className="navsearch__all" onClick={onDone}>
                查看全部 {results.data.total} 条结果
              </Link>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
