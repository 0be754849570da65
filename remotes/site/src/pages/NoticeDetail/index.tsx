/**
 * /noticeDetail?id=&type=: one notice, of the kind `type` names
 * (systemNotice, companyNotice or companyExpress); without an id, the list of
 * that kind.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, noticePath, type NoticeKind } from '@platform/sdk';
import { useNotice, useNotices } from '../../api/queries';
import { RichText } from '../../components/RichText';
import { Block, Empty } from '../../components/states';
import { NoticeItems } from '../../components/NoticeItems';
import '../HelpWorld/help.css';

const KINDS: Record<NoticeKind, string> = {
  systemNotice: '系统公告',
  companyNotice: '公司公告',
  companyExpress: '公司快讯',
};

function kindOf(value: string | null): NoticeKind {
  return value && value in KINDS ? (value as NoticeKind) : 'systemNotice';
}

const LATEST = 6;

function NoticeList({ kind }: { kind: NoticeKind }) {
  const notices = useNotices(kind);
  return (
    <article className="doc-article">
      <h1>{KINDS[kind]}</h1>
      <Block query={notices} isEmpty={(rows) => rows.length === 0} empty="暂无公告" rows={8}>
        {(rows) => <NoticeItems kind={kind} rows={rows} className="notice-list" />}
      </Block>
    </article>
  );
}

function OneNotice({ kind, id }: { kind: NoticeKind; id: string }) {
  const notice = useNotice(kind, id);
  if (notice.error instanceof ApiError && notice.error.code === 404) return <Empty text="该公告不存在或已撤回" />;
  return (
    <Block query={notice} rows={10}>
      {(data) => (
        <article className="doc-article">
          <h1>{data.title}</h1>
          <div className="doc-meta">
            <span className="pub-tag">{data.kindName}</span>
            {data.time ? <span>发布时间 {data.time}</span> : null}
          </div>
          <RichText html={data.msgText} />
        </article>
      )}
    </Block>
  );
}

function Latest({ kind, current }: { kind: NoticeKind; current: string }) {
  const notices = useNotices(kind);
  const rows = (notices.data ?? []).filter((notice) => String(notice.id) !== current).slice(0, LATEST);
  return (
    <aside className="doc-aside">
      <h2>最新{KINDS[kind]}</h2>
      {rows.length === 0 ? (
        <p style={{ margin: 0, color: '#646a73' }}>暂无更多</p>
      ) : (
        <ul>
          {rows.map((notice) => (
            <li key={notice.id}>
              <Link to={noticePath(kind, notice.id)}>{notice.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={noticePath(kind)} className="pub-link" style={{ display: 'inline-block', marginTop: 12 }}>
        全部{KINDS[kind]} ›
      </Link>
    </aside>
  );
}

export default function NoticeDetail() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('type'));
  const id = params.get('id');
  return (
    <div className="pub-page pub-container doc-page">
      {id ? (
        <div className="doc-layout">
          <OneNotice kind={kind} id={id} />
          <Latest kind={kind} current={id} />
        </div>
      ) : (
        <NoticeList kind={kind} />
      )}
    </div>
  );
}
