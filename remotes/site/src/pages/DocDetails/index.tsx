/** /DocDetails?id=: one help document (title, label, HTML content). */
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@platform/sdk';
import { useHelpDoc } from '../../api/queries';
import { RichText } from '../../components/RichText';
import { Block, Empty } from '../../components/states';
import '../HelpWorld/help.css';

export default function DocDetails() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const doc = useHelpDoc(id);
  const missing = !id || (doc.error instanceof ApiError && doc.error.code === 404);
  return (
    <div className="pub-page pub-container doc-page">
      {missing ? (
        <Empty
          text={
            <>
              该文档不存在或已下架，
              <Link to="/helpWorld" className="pub-link">
                返回帮助中心
              </Link>
            </>
          }
        />
      ) : (
        <Block query={doc} rows={10}>
          {(data) => (
            <article className="doc-article">
              <h1>{data.title}</h1>
              <div className="doc-meta">
                {data.label ? <span className="pub-tag">{data.label}</span> : null}
                {data.productDomainName ? <span>{data.productDomainName}</span> : null}
                <span>更新于 {data.updateTime}</span>
              </div>
              <RichText html={data.content} />
            </article>
          )}
        </Block>
      )}
    </div>
  );
}
