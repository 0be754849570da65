/** A message's full text, shown when opening it leads nowhere (it has no address a message may open): the message centre's and the console's. */
import { Button, Modal, Typography } from 'antd';
import type { Message } from '../api/inbox';

export function MessageDialog({ message, onClose }: { message: Message | undefined; onClose(): void }) {
  return (
    <Modal
      open={message !== undefined}
      title={message?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
      destroyOnHidden
    >
      {message ? (
        <>
          <Typography.Text type="secondary">
            {[message.applicationName, message.publishTime].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-wrap' }}>{message.content}</Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
