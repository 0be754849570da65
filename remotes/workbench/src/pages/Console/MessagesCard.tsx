/** 消息 on the console: the first five messages (unread first, marked), each opening as in the message centre; 查看全部 goes there. */
import { useState } from 'react';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { INBOX_PREVIEW, MESSAGE_STATE, useMessages, useOpenMessage, useUnreadCount, type Message } from '@platform/sdk';
import { EmptyState, LoadingState, MessageDialog, PageCard, QueryView } from '@platform/sdk/ui';

export function MessagesCard() {
  const messages = useMessages(1, INBOX_PREVIEW);
  const { data: unread = 0 } = useUnreadCount();
  const openMessage = useOpenMessage();
  const [shown, setShown] = useState<Message>();
  return (
    <PageCard
      title={
        <span className="wbc-inbox__title">
          <BellOutlined /> 消息
          {unread > 0 ? <Badge count={unread} overflowCount={99} /> : null}
        </span>
      }
      extra={<Link to="/userCenter/message">查看全部</Link>}
    >
      <QueryView
        query={messages}
        isEmpty={(page) => page.rows.length === 0}
        empty={<EmptyState description="暂无消息" />}
        loading={<LoadingState rows={3} />}
      >
        {(page) => (
          <div data-testid="console-messages">
            {page.rows.map((message) => {
              const isUnread = message.state === MESSAGE_STATE.unread;
              return (
                <div className="wbc-row" key={message.messageId}>
                  <span className={isUnread ? 'wbc-inbox__dot' : 'wbc-inbox__dot wbc-inbox__dot--read'} aria-hidden="true" />
                  <button
                    type="button"
                    className={isUnread ? 'wbc-row__title wbc-inbox__open wbc-inbox__open--unread' : 'wbc-row__title wbc-inbox__open'}
                    title={message.title}
                    aria-label={isUnread ? `${message.title}（未读）` : message.title}
                    onClick={() => {
                      if (!openMessage(message)) setShown(message);
                    }}
                  >
                    {message.title}
                  </button>
                  <span className="wbc-row__meta">{message.publishTime.slice(0, 10)}</span>
                </div>
              );
            })}
          </div>
        )}
      </QueryView>
      <MessageDialog message={shown} onClose={() => setShown(undefined)} />
    </PageCard>
  );
}
