/** 留言与反馈: visitors' messages (contact us, AI demands) and feedback. */
import { useState } from 'react';
import { Button, Flex, Grid, Select, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import {
  manageApi,
  maskMobile,
  notify,
  useFeedbackPage,
  useLeaveMessagePage,
  type Feedback,
  type Id,
  type LeaveMessage,
} from '@platform/sdk';
import { EmptyState, ErrorState, PageCard, PageHeader } from '@platform/sdk/ui';
import { useRefresh } from '../../components/useRefresh';

const PAGE_SIZE = 10;

const TYPE_LABELS: Record<number, { label: string; color: string }> = {
  1: { label: '联系我们', color: 'blue' },
  2: { label: 'AI需求', color: 'purple' },
};

function LeaveMessages() {
  const [pageNum, setPageNum] = useState(1);
  const [type, setType] = useState<'' | 1 | 2>('');
  const [status, setStatus] = useState<'' | 0 | 1>('');
  const page = useLeaveMessagePage({ pageNum, pageSize: PAGE_SIZE, type: type || undefined, status: status === '' ? undefined : status });
  const refresh = useRefresh('leaveMessage');
  const [busy, setBusy] = useState<Id>();
  // On a phone a pinned column would cover the others: the table just scrolls.
  const narrow = !Grid.useBreakpoint().md;

  const mark = async (row: LeaveMessage) => {
    setBusy(row.id);
    try {
      await manageApi.changeLeaveMessageStatus(row.id, row.status === 1 ? 0 : 1);
      notify.success('修改成功');
      refresh();
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(undefined);
    }
  };

  const columns: TableColumnsType<LeaveMessage> = [
    {
      title: '类型',
      dataIndex: 'type',
      width: 100,
      render: (value: number) => <Tag color={TYPE_LABELS[value]?.color}>{TYPE_LABELS[value]?.label ?? value}</Tag>,
    },
    { title: '联系人', dataIndex: 'linkman', width: 100 },
    { title: '联系电话', dataIndex: 'telephone', width: 130, render: (value: string) => maskMobile(value) || value },
    { title: '企业名称', dataIndex: 'companyName', width: 160, render: (value?: string | null) => value || '—' },
    { title: '邮箱', dataIndex: 'email', width: 180, render: (value?: string | null) => value || '—' },
    {
      title: '内容',
      dataIndex: 'content',
      render: (value: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ margin: 0 }}>
          {value}
        </Typography.Paragraph>
      ),
    },
    { title: '提交时间', dataIndex: 'createTime', width: 170 },
    { title: '状态', dataIndex: 'status', width: 90, render: (value: number) => (value === 1 ? <Tag color="green">已处理</Tag> : <Tag color="orange">待处理</Tag>) },
    {
      title: '操作',
      key: 'actions',
      fixed: narrow ? undefined : 'right',
      width: 120,
      render: (_, row) => (
        <Button type="link" size="small" loading={busy === row.id} onClick={() => void mark(row)}>
          {row.status === 1 ? '标为待处理' : '标为已处理'}
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="访客留言">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          value={type}
          onChange={(value) => {
            setType(value);
            setPageNum(1);
          }}
          options={[
            { label: '全部类型', value: '' },
            { label: '联系我们', value: 1 },
            { label: 'AI需求', value: 2 },
          ]}
          style={{ width: 140 }}
          aria-label="留言类型"
        />
        <Select
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNum(1);
          }}
          options={[
            { label: '全部状态', value: '' },
            { label: '待处理', value: 0 },
            { label: '已处理', value: 1 },
          ]}
          style={{ width: 140 }}
          aria-label="处理状态"
        />
      </Flex>
      {page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <Table<LeaveMessage>
          rowKey="id"
          columns={columns}
          dataSource={page.data?.rows ?? []}
          loading={page.isFetching}
          scroll={{ x: 1300, y: 600 }}
          locale={{ emptyText: <EmptyState description="暂无留言" /> }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPageNum,
          }}
        />
      )}
    </PageCard>
  );
}

const FEEDBACK_COLUMNS: TableColumnsType<Feedback> = [
  {
    title: '反馈内容',
    dataIndex: 'content',
    render: (value: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ margin: 0 }}>
        {value}
      </Typography.Paragraph>
    ),
  },
  { title: '联系方式', dataIndex: 'contact', width: 200, render: (value?: string | null) => value || '—' },
  { title: '来源', dataIndex: 'userId', width: 100, render: (value?: Id | null) => (value ? '登录用户' : '访客') },
  { title: '提交时间', dataIndex: 'createTime', width: 180 },
];

function Feedbacks() {
  const [pageNum, setPageNum] = useState(1);
  const page = useFeedbackPage({ pageNum, pageSize: PAGE_SIZE });
  return (
    <PageCard title="意见反馈">
      {page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <Table<Feedback>
          rowKey="id"
          columns={FEEDBACK_COLUMNS}
          dataSource={page.data?.rows ?? []}
          loading={page.isFetching}
          scroll={{ x: 800, y: 600 }}
          locale={{ emptyText: <EmptyState description="暂无反馈" /> }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPageNum,
          }}
        />
      )}
    </PageCard>
  );
}

export default function Messages() {
  return (
    <>
      <PageHeader title="留言与反馈" description="联系我们的留言、AI应用市场提交的需求，以及帮助中心的意见反馈" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'messages', label: '访客留言', children: <LeaveMessages /> },
          { key: 'feedback', label: '意见反馈', children: <Feedbacks /> },
        ]}
      />
    </>
  );
}
