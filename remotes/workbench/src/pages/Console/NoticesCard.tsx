/**
 * 公告 on the console: the first three company notices and the system
 * notices, each opening /noticeDetail; 查看更多 (or ?openCompanyNotice in the
 * address) shows every company notice in a drawer.
 */
import { Button, Drawer, List, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { noticePath, type NoticeKind } from '@platform/sdk';
import { EmptyState, PageCard, QueryView } from '@platform/sdk/ui';
import { useCompanyNotices, useSystemNotices } from '../../api/queries';
import { NOTICES_SHOWN } from '../../components/apps';

/** The query that opens the full list of company notices. */
const OPEN_LIST = 'openCompanyNotice';

interface NoticeRow {
  id: number;
  title: string;
  auditTime?: string | null;
  createTime: string;
}

function NoticeLine({ notice, type }: { notice: NoticeRow; type: NoticeKind }) {
  return (
    <div className="wbc-row">
      <Link className="wbc-row__title" to={noticePath(type, notice.id)} title={notice.title}>
        {notice.title}
      </Link>
      <span className="wbc-row__meta">{(notice.auditTime ?? notice.createTime).slice(0, 10)}</span>
    </div>
  );
}

function CompanyNoticeList({ onMore }: { onMore(): void }) {
  const notices = useCompanyNotices();
  return (
    <QueryView query={notices} isEmpty={(list) => list.length === 0} empty={<EmptyState description="暂无公告" />} loading={null}>
      {(list) => (
        <>
          {list.slice(0, NOTICES_SHOWN).map((notice) => (
            <NoticeLine key={notice.id} notice={notice} type="companyNotice" />
          ))}
          {list.length > NOTICES_SHOWN ? (
            <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onMore}>
              查看全部 {list.length} 条
            </Button>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

function SystemNoticeList() {
  const notices = useSystemNotices();
  return (
    <QueryView query={notices} isEmpty={(list) => list.length === 0} empty={<EmptyState description="暂无公告" />} loading={null}>
      {(list) => list.slice(0, 5).map((notice) => <NoticeLine key={notice.id} notice={notice} type="systemNotice" />)}
    </QueryView>
  );
}

function AllCompanyNotices({ open, onClose }: { open: boolean; onClose(): void }) {
  const notices = useCompanyNotices();
  return (
    <Drawer title="公司公告" open={open} onClose={onClose} size={520} destroyOnHidden>
      <QueryView query={notices} isEmpty={(list) => list.length === 0} empty={<EmptyState description="暂无公告" />}>
        {(list) => (
          <List
            dataSource={list}
            rowKey="id"
            pagination={list.length > 10 ? { pageSize: 10, size: 'small', showTotal: (total) => `共 ${total} 条` } : false}
            renderItem={(notice) => <NoticeLine notice={notice} type="companyNotice" />}
          />
        )}
      </QueryView>
    </Drawer>
  );
}

export function NoticesCard() {
  const [params, setParams] = useSearchParams();
  const listOpen = params.has(OPEN_LIST);

  const setListOpen = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set(OPEN_LIST, '1');
    else next.delete(OPEN_LIST);
    setParams(next);
  };

  return (
    <PageCard
      title="公告"
      extra={
        <Button type="link" size="small" onClick={() => setListOpen(true)}>
          更多
        </Button>
      }
    >
      <Tabs
        size="small"
        items={[
          { key: 'company', label: '公司公告', children: <CompanyNoticeList onMore={() => setListOpen(true)} /> },
          { key: 'system', label: '系统公告', children: <SystemNoticeList /> },
        ]}
      />
      <AllCompanyNotices open={listOpen} onClose={() => setListOpen(false)} />
    </PageCard>
  );
}
