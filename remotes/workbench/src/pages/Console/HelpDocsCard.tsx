/** 帮助文档 on the console: eight documents a page, each opening /DocDetails in a new tab. */
import { useState } from 'react';
import { Pagination } from 'antd';
import { helpDocPath } from '@platform/sdk';
import { EmptyState, PageCard, QueryView } from '@platform/sdk/ui';
import { HELP_PAGE_SIZE, useHelpDocs } from '../../api/queries';

export function HelpDocsCard() {
  const [pageNum, setPageNum] = useState(1);
  const docs = useHelpDocs(pageNum);
  return (
    <PageCard title="帮助文档">
      <QueryView query={docs} isEmpty={(page) => page.rows.length === 0} empty={<EmptyState description="暂无帮助文档" />}>
        {(page) => (
          <div data-testid="help-docs">
            {page.rows.map((doc) => (
              <div className="wbc-row" key={doc.id}>
                <a className="wbc-row__title" href={helpDocPath(doc.id)} target="_blank" rel="noopener noreferrer" title={doc.title}>
                  {doc.title}
                </a>
                <span className="wbc-row__meta">{doc.productDomainName || doc.label}</span>
              </div>
            ))}
            {page.total > HELP_PAGE_SIZE ? (
              <Pagination
                style={{ marginTop: 12, justifyContent: 'flex-end' }}
                size="small"
                current={pageNum}
                pageSize={HELP_PAGE_SIZE}
                total={page.total}
                onChange={setPageNum}
                showSizeChanger={false}
                showTotal={(total) => `共 ${total} 条`}
              />
            ) : null}
          </div>
        )}
      </QueryView>
    </PageCard>
  );
}
