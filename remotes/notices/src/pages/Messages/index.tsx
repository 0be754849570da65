/**
 * 消息中心 (/userCenter/message): the user's messages ten a page, unread ones
 * first and marked; opening one turns it read and follows its address in a
 * new tab (or shows its text); 全部已读, and deleting the chosen messages or one.
 */
import { useEffect, useState, type Key } from 'react';
import { Button, Flex, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { MESSAGE_STATE, notify } from '@platform/sdk';
import { EmptyState, ErrorState, LoadingState, MessageDialog, PageCard, PageHeader, useConfirmDelete } from '@platform/sdk/ui';
import type { Message } from '../../api';
import {
  INBOX_PAGE_SIZE,
  useDeleteMessages,
  useMarkMessagesRead,
  useMessages,
  useOpenMessage,
  useUnreadCount,
} from '../../api/queries';
import '../../components/notices.css';

const isUnread = (message: Message) => message.state === MESSAGE_STATE.unread;

/** The title (the button that opens the message), its text on one line, and on a phone its time. */
function MessageTitle({ message, narrow, onOpen }: { message: Message; narrow: boolean; onOpen(): void }) {
  const unread = isUnread(message);
  return (
    <div className="notices-message">
      <span className={unread ? 'notices-dot' : 'notices-dot notices-dot--read'} aria-hidden="true" />
      <div className="notices-message__body">
        <button
          type="button"
          className={unread ? 'notices-open notices-open--unread' : 'notices-open'}
          onClick={onOpen}
          title={message.title}
        >
          {message.title}
        </button>
        {message.content ? (
          <div className="notices-message__content" title={message.content}>
            {message.content}
          </div>
        ) : null}
        {narrow ? <div className="notices-message__meta">{message.publishTime}</div> : null}
      </div>
    </div>
  );
}

export default function Messages() {
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<Key[]>([]);
  const [shown, setShown] = useState<Message>();
  const narrow = Grid.useBreakpoint().md === false;

  const page = useMessages(pageNum);
  const { data: unreadCount = 0 } = useUnreadCount();
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const openMessage = useOpenMessage();
  const confirmDelete = useConfirmDelete();

  const rows = page.data?.rows;
  const total = page.data?.total ?? 0;
  // Unread on this page counts too: the badge's count may be a poll behind.
  const anyUnread = unreadCount > 0 || (rows ?? []).some(isUnread);

  // A page left empty by a delete steps back to the one before.
  useEffect(() => {
    if (rows?.length === 0 && pageNum > 1) setPageNum(pageNum - 1);
  }, [pageNum, rows?.length]);

  const open = (message: Message) => {
    if (!openMessage(message)) setShown(message);
  };

  const deleteMessages = (ids: number[]) =>
    confirmDelete(
      () => remove.mutateAsync(ids),
      () => setSelected((last) => last.filter((key) => !ids.includes(Number(key)))),
    );

  const markAllRead = () =>
    markRead.mutate('all', {
      onSuccess: () => notify.success('已全部标为已读'),
    });

  const columns: TableColumnsType<Message> = [
    {
      title: '消息',
      key: 'title',
      render: (_: unknown, message) => <MessageTitle message={message} narrow={narrow} onOpen={() => open(message)} />,
    },
    {
      title: '来源',
      dataIndex: 'applicationName',
      width: 120,
      responsive: ['lg'],
      render: (value?: string | null) => value || '平台通知',
    },
    { title: '时间', dataIndex: 'publishTime', width: 170, responsive: ['md'] },
    {
      title: '状态',
      key: 'state',
      width: 72,
      render: (_: unknown, message) =>
        isUnread(message) ? (
          <Tag color="red">未读</Tag>
        ) : (
          <Tag>已读</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      render: (_: unknown, message) => (
        <Button type="link" size="small" danger style={{ paddingInline: 0 }} onClick={() => deleteMessages([message.messageId])}>
          删除
        </Button>
      ),
    },
  ];

  let body;
  if (page.isPending) body = <LoadingState />;
  else if (page.isError) {
    body = <ErrorState error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  } else if (total === 0) body = <EmptyState description="暂无消息" />;
  else {
    body = (
      <>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Button icon={<CheckOutlined />} disabled={!anyUnread} loading={markRead.isPending && markRead.variables === 'all'} onClick={markAllRead}>
            全部已读
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={() => deleteMessages(selected.map(Number))}
          >
            批量删除
          </Button>
          <Typography.Text type="secondary" data-testid="messages-summary">
            {selected.length > 0 ? `已选 ${selected.length} 条` : `未读 ${unreadCount} 条`}
          </Typography.Text>
        </Flex>
        <Table<Message>
          rowKey="messageId"
          size="middle"
          tableLayout="fixed"
          columns={columns}
          dataSource={rows ?? []}
          loading={page.isFetching && page.isPlaceholderData}
          rowClassName={(message) => (isUnread(message) ? 'notices-row--unread' : '')}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: setSelected,
            columnWidth: 40,
            getCheckboxProps: (message) => ({ 'aria-label': `选择 ${message.title}` }),
          }}
          locale={{ emptyText: <EmptyState description="暂无消息" /> }}
          pagination={{
            current: pageNum,
            pageSize: INBOX_PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (count) => `共 ${count} 条`,
            onChange: (next) => {
              setPageNum(next);
              setSelected([]);
            },
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="消息中心" description="平台发给您的通知：认证审核结果、订单支付、成员加入等；打开消息即标为已读" />
      <PageCard>{body}</PageCard>
      <MessageDialog message={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
