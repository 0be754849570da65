/**
 * /searchRes and /searchResult: ranked results with the words found
 * highlighted, filtered by kind, 10 a page. The keyword, kind and page live in
 * the address, so back and reload keep them.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SITE_LIMITS, useSiteSearch, type SearchKind } from '@platform/sdk';
import { Pager } from '../../components/Pager';
import { noExactMatch, PartialMatchNote, PartialMatchTag } from '../../components/PartialMatch';
import { Block, Empty } from '../../components/states';
import { TabList } from '../../components/TabList';
import './search.css';

const KINDS: Array<{ key: SearchKind | ''; label: string }> = [
  { key: '', label: '全部' },
  { key: 'product', label: '产品' },
  { key: 'program', label: '解决方案' },
  { key: 'helpDoc', label: '帮助文档' },
  { key: 'notice', label: '公告' },
];

function kindOf(value: string | null): SearchKind | undefined {
  return KINDS.some((kind) => kind.key !== '' && kind.key === value) ? (value as SearchKind) : undefined;
}

export default function SearchResult() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const type = kindOf(params.get('type'));
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const [typed, setTyped] = useState(keyword);
  const results = useSiteSearch({ keyword, type, pageNum, pageSize: SITE_LIMITS.searchPageSize });

  useEffect(() => setTyped(keyword), [keyword]);

  const go = (next: { keyword?: string; type?: SearchKind; pageNum?: number }) => {
    const query = new URLSearchParams();
    const word = next.keyword ?? keyword;
    if (word) query.set('keyword', word);
    const kind = 'type' in next ? next.type : type;
    if (kind) query.set('type', kind);
    if (next.pageNum && next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: typed.trim(), pageNum: 1 });
  };

  return (
    <div className="pub-page">
      <div className="search-head">
        <div className="pub-container">
          <form className="pub-search" role="search" onSubmit={submit}>
            <input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="搜索产品、解决方案、帮助文档、公告" maxLength={50} aria-label="搜索关键词" />
            <button type="submit">搜索</button>
          </form>
          <TabList
            label="结果类型"
            className="pub-tabs search-tabs"
            items={KINDS}
            active={KINDS.findIndex((kind) => kind.key === (type ?? ''))}
            onSelect={(index) => go({ type: KINDS[index].key || undefined, pageNum: 1 })}
            keyOf={(kind) => kind.key}
            render={(kind) => kind.label}
          />
        </div>
      </div>
      <div className="pub-container search-body">
        {!keyword ? (
          <Empty text="请输入关键词搜索" />
        ) : (
          <Block query={results} isEmpty={(page) => page.rows.length === 0} empty={`没有找到与“${keyword}”相关的内容`} rows={6}>
            {(page) => (
              <>
                <p className="search-total">
                  找到 <strong>{page.total}</strong> 条与“{keyword}”相关的结果
                </p>
                {noExactMatch(page.rows, pageNum) ? <PartialMatchNote keyword={keyword} /> : null}
                <ol className="search-list" data-testid="search-results">
                  {page.rows.map((hit) => (
                    <li key={`${hit.type}-${hit.id}`} className="search-hit">
                      <div className="search-hit__title">
                        <span className="pub-tag">{hit.typeName}</span>
                        <Link to={hit.url}>{hit.title}</Link>
                        <PartialMatchTag hit={hit} />
                      </div>
                      {/* The server sanitises snippets; <em> marks the words found. */}
                      <p className="search-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
                    </li>
                  ))}
                </ol>
                <Pager page={pageNum} pageSize={SITE_LIMITS.searchPageSize} total={page.total} onChange={(n) => go({ pageNum: n })} unit="条结果" />
              </>
            )}
          </Block>
        )}
      </div>
    </div>
  );
}
