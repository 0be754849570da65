/** 留言与反馈: visitors' messages (contact us, AI demands) and feedback; phones come masked, 查看 reveals one to call the lead back. */
import { useState } from 'react';
import { Button, Flex, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { type Id, type Schema } from '@platform/sdk';
import { ListPage, PageHeader, type ListFilter } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import { contentKeys, useRefresh } from '../../api/queries';

const TYPE_LABELS: Record<number, { label: string; color: string }> = {
  1: { label: '联系我们', color: 'blue' },
  2: { label: 'AI需求', color: 'purple' },
};

const TYPE_OPTIONS = [{ label: '全部类型', value: '' }, ...Object.entries(TYPE_LABELS).map(([value, { label }]) => ({ label, value: Number(value) }))];
const STATUS_OPTIONS = [{ label: '全部状态', value: '' }, { label: '待处理', value: 0 }, { label: '已处理', value: 1 }];

const MESSAGE_FILTERS: ListFilter[] = [
  { name: 'type', type: 'select', label: '留言类型', options: TYPE_OPTIONS, width: 140 },
  { name: 'status', type: 'select', label: '处理状态', options: STATUS_OPTIONS, width: 140 },
];

/** A lead's contact as the list gives it (masked), and 查看 for the whole number (the server logs who asked). */
function LeadContact({ kind, id, masked }: { kind: 'leaveMessage' | 'feedback'; id: Id; masked?: string | null }) {
  const [whole, setWhole] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!masked) return <>—</>;
  if (whole) return whole.includes('@') ? <>{whole}</> : <a href={`tel:${whole}`}>{whole}</a>;
  if (!masked.includes('*')) return <>{masked}</>;
  const reveal = async () => {
    setBusy(true);
    try {
      setWhole((await manageApi.leadContact(kind, id)).contact);
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={4} align="center" wrap={false}>
      <span>{masked}</span>
      <Button type="link" size="small" loading={busy} onClick={() => void reveal()} aria-label={`查看完整号码 ${masked}`}>
        查看
      </Button>
    </Flex>
  );
}

function LeaveMessages() {
  const refresh = useRefresh('leaveMessage');

  const columns: TableColumnsType<Schema<'LeaveMessage'>> = [
    {
      title: '类型',
      dataIndex: 'type',
      width: 100,
      render: (value: number) => <Tag color={TYPE_LABELS[value]?.color}>{TYPE_LABELS[value]?.label ?? value}</Tag>,
    },
    { title: '联系人', dataIndex: 'linkman', width: 100 },
    { title: '联系电话', dataIndex: 'telephone', width: 170, render: (value: string, row) => <LeadContact kind="leaveMessage" id={row.id} masked={value} /> },
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
  ];

  return (
    <ListPage<Schema<'LeaveMessage'>>
      queryKey={contentKeys.managePages('leaveMessage')}
      load={manageApi.leaveMessagePage}
      columns={columns}
      actions={{
        width: 120,
        fixed: true,
        render: (row, list) => (
          <Button
            type="link"
            size="small"
            loading={list.busy(row)}
            onClick={() => void list.run(row, () => manageApi.changeLeaveMessageStatus(row.id, row.status === 1 ? 0 : 1), '修改成功')}
          >
            {row.status === 1 ? '标为待处理' : '标为已处理'}
          </Button>
        ),
      }}
      filters={MESSAGE_FILTERS}
      scroll={{ x: 1300, y: 600 }}
      emptyText={() => '暂无留言'}
      card={{ title: '访客留言' }}
      onChanged={refresh}
    />
  );
}

const FEEDBACK_COLUMNS: TableColumnsType<Schema<'Feedback'>> = [
  {
    title: '反馈内容',
    dataIndex: 'content',
    render: (value: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ margin: 0 }}>
        {value}
      </Typography.Paragraph>
    ),
  },
  { title: '联系方式', dataIndex: 'contact', width: 220, render: (value: string | null | undefined, row) => <LeadContact kind="feedback" id={row.id} masked={value} /> },
  { title: '来源', dataIndex: 'userId', width: 100, render: (value?: Id | null) => (value ? '登录用户' : '访客') },
  { title: '提交时间', dataIndex: 'createTime', width: 180 },
];

function Feedbacks() {
  return (
    <ListPage<Schema<'Feedback'>>
      queryKey={contentKeys.managePages('feedback')}
      load={manageApi.feedbackPage}
      columns={FEEDBACK_COLUMNS}
      scroll={{ x: 800, y: 600 }}
      emptyText={() => '暂无反馈'}
      card={{ title: '意见反馈' }}
    />
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
