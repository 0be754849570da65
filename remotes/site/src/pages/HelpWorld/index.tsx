/**
 * /helpWorld: search by title, product services on the left, their help
 * documents on the right (10 a page); a document opens in a new tab.
 */
import { useState, type FormEvent } from 'react';
import { helpDocPath, SITE_LIMITS } from '@platform/sdk';
import { useHelpDocPage, useHelpDomains } from '../../api/queries';
import { Pager } from '../../components/Pager';
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

export default function HelpWorld() {
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  const [domainId, setDomainId] = useState<number>();
  const [pageNum, setPageNum] = useState(1);
  const docs = useHelpDocPage({ pageNum, pageSize: SITE_LIMITS.helpPageSize, productDomainId: domainId, title });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setTitle(typed.trim());
    setPageNum(1);
  };

  return (
    <div className="pub-page">
      <div className="help-hero">
        <div className="pub-container">
          <h1>帮助中心</h1>
          <p>产品使用指南、操作手册与常见问题</p>
          <form className="pub-search help-hero__search" role="search" onSubmit={search}>
            <input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="搜索帮助文档标题" maxLength={50} aria-label="文档标题" />
            <button type="submit">搜索</button>
          </form>
        </div>
      </div>
      <div className="pub-container help-body">
        <DomainMenu
          current={domainId}
          onChange={(id) => {
            setDomainId(id);
            setPageNum(1);
          }}
        />
        <div className="help-docs">
          <Block
            query={docs}
            isEmpty={(page) => page.rows.length === 0}
            empty={title ? '没有找到相关文档' : '暂无帮助文档'}
            rows={6}
          >
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
          <FeedbackBox />
        </div>
      </div>
    </div>
  );
}
