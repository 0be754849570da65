/**
 * /helpWorld: product services on the left, their help documents on the right
 * (10 a page); the search looks through the documents' whole text (titles,
 * content, labels) and shows where the words were found; a document opens in a new tab.
 */
import { useState, type FormEvent } from 'react';
import { helpDocPath, SITE_LIMITS, useSiteSearch } from '@platform/sdk';
import { useHelpDocPage, useHelpDomains } from '../../api/queries';
import { Pager } from '../../components/Pager';
import { noExactMatch, PartialMatchNote, PartialMatchTag } from '../../components/PartialMatch';
import { Block } from '../../components/states';
import { FeedbackBox } from './FeedbackBox';
import './help.css';

function DomainMenu({ current, onChange }: { current?: number; onChange: (id?: number) => void }) {
  const domains = useHelpDomains();
  return (
    <nav className="help-menu pub-side-menu" aria-label="产品服务">
      <button type="button" className="help-menu__item" aria-current={current === undefined} onClick={() => onChange(undefined)}>
        全部文档
      </button>
      <Block query={domains} isEmpty={(rows) => rows.length === 0} empty="暂无产品服务" rows={4}>
        {(rows) => (
          <>
            {rows.map((domain) => (
              <button
                key={domain.id}
                type="button"
                className="help-menu__item"
                aria-current={current === domain.id}
                onClick={() => onChange(domain.id)}
              >
                <span>{domain.name}</span>
                <small>{domain.helpDocCount}</small>
              </button>
            ))}
          </>
        )}
      </Block>
    </nav>
  );
}

/** Documents whose text holds the words, ranked, each with the passage that matched (<em> marks the words). */
function SearchHits({ keyword, pageNum, onPage }: { keyword: string; pageNum: number; onPage(page: number): void }) {
  const hits = useSiteSearch({ keyword, type: 'helpDoc', pageNum, pageSize: SITE_LIMITS.helpPageSize });
  return (
    <Block query={hits} isEmpty={(page) => page.rows.length === 0} empty={`没有找到与“${keyword}”相关的帮助文档，换个关键词试试`} rows={6}>
      {(page) => (
        <>
          <p className="help-found" data-testid="help-found">
            找到 {page.total} 篇与“{keyword}”相关的帮助文档
          </p>
          {noExactMatch(page.rows, pageNum) ? <PartialMatchNote keyword={keyword} /> : null}
          <ul className="help-list">
            {page.rows.map((hit) => (
              <li key={hit.id}>
                <a href={helpDocPath(hit.id)} target="_blank" rel="noopener noreferrer" className="help-list__link">
                  {hit.title}
                </a>
                <PartialMatchTag hit={hit} />
                {/* The server sanitises snippets; <em> marks the words found. */}
                <p className="help-list__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
              </li>
            ))}
          </ul>
          <Pager page={pageNum} pageSize={SITE_LIMITS.helpPageSize} total={page.total} onChange={onPage} unit="篇文档" />
        </>
      )}
    </Block>
  );
}

export default function HelpWorld() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [domainId, setDomainId] = useState<number>();
  const [pageNum, setPageNum] = useState(1);
  const docs = useHelpDocPage({ pageNum, pageSize: SITE_LIMITS.helpPageSize, productDomainId: domainId });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPageNum(1);
  };

  return (
    <div className="pub-page">
      <div className="help-hero">
        <div className="pub-container">
          <h1>帮助中心</h1>
          <p>产品使用指南、操作手册与常见问题</p>
          <form className="pub-search help-hero__search" role="search" onSubmit={search}>
            <input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="搜索帮助文档内容" maxLength={50} aria-label="搜索帮助文档" />
            <button type="submit">搜索</button>
          </form>
        </div>
      </div>
      <div className="pub-container help-body">
        <DomainMenu
          current={keyword ? -1 : domainId}
          onChange={(id) => {
            // A service's documents replace the search.
            setDomainId(id);
            setKeyword('');
            setTyped('');
            setPageNum(1);
          }}
        />
        <div className="help-docs">
          {keyword ? (
            <SearchHits keyword={keyword} pageNum={pageNum} onPage={setPageNum} />
          ) : (
            <Block query={docs} isEmpty={(page) => page.rows.length === 0} empty="暂无帮助文档" rows={6}>
              {(page) => (
                <>
                  <ul className="help-list">
                    {page.rows.map((doc) => (
                      <li key={doc.id}>
                        <a href={helpDocPath(doc.id)} target="_blank" rel="noopener noreferrer" className="help-list__link">
                          {doc.title}
                        </a>
                        <span className="help-list__meta">
                          {doc.label ? <span className="pub-tag">{doc.label}</span> : null}
                          <span>{doc.productDomainName}</span>
                          <time>{doc.updateTime.slice(0, 10)}</time>
                        </span>
                      </li>
                    ))}
                  </ul>
                  <Pager page={pageNum} pageSize={SITE_LIMITS.helpPageSize} total={page.total} onChange={setPageNum} unit="篇文档" />
                </>
              )}
            </Block>
          )}
          <FeedbackBox />
        </div>
      </div>
    </div>
  );
}
