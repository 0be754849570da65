/** 平台动态: the latest news and system notices. */
import { Link } from 'react-router-dom';
import { noticePath, type NoticeKind } from '@platform/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import type { NoticeView } from '../../api';
import { useNotices } from '../../api/queries';
import { Section } from '../../components/Section';
import { Block, Bone, Repeat } from '../../components/states';
import { NoticeItems } from '../../components/NoticeItems';

const SHOWN = 5;

const SKELETON = (
  <ul className="home-news__list">
    <Repeat times={SHOWN}>
      <li>
        <Bone width="75%" />
      </li>
    </Repeat>
  </ul>
);

function NoticeList({ title, kind, query }: { title: string; kind: NoticeKind; query: UseQueryResult<NoticeView[], Error> }) {
  return (
    <div className="home-news__column">
      <div className="home-news__head">
        <h3>{title}</h3>
        <Link to={noticePath(kind)} className="pub-link">
          更多 ›
        </Link>
      </div>
      <Block query={query} isEmpty={(rows) => rows.length === 0} empty="暂无公告" skeleton={SKELETON}>
        {(rows) => <NoticeItems kind={kind} rows={rows.slice(0, SHOWN)} className="home-news__list" />}
      </Block>
    </div>
  );
}

export function HomeNews() {
  const news = useNotices('companyExpress');
  const notices = useNotices('systemNotice');
  return (
    <Section title="平台动态" muted>
      <div className="pub-grid pub-grid--2">
        <NoticeList title="公司快讯" kind="companyExpress" query={news} />
        <NoticeList title="系统公告" kind="systemNotice" query={notices} />
      </div>
    </Section>
  );
}
