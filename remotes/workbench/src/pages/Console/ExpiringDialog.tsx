/**
 * The expiring products dialog: once per visit, when the company has apps
 * ending within 30 days, their names and the days left. It leaves the page
 * usable behind it (no mask), sits below anything opened after it (drawers,
 * confirmations: z-index 1000) and closes with 我知道了; 立即续费 opens the
 * product's purchase page, which says until when the renewal runs.
 */
import { useEffect, useState } from 'react';
import { Button, Flex, List, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { Schema } from '@platform/sdk';
import { useExpiringApps } from '../../api/queries';
import { expiringSeen, expiringSeenKey, markExpiringSeen } from '../../components/apps';

export function ExpiringDialog({ user }: { user: Schema<'UserDetails'> }) {
  const key = expiringSeenKey(user.userId, user.companyId);
  const [seen, setSeen] = useState(() => expiringSeen(key));
  const expiring = useExpiringApps(!seen && user.companyId != null);
  const apps = expiring.data ?? [];
  const open = !seen && apps.length > 0;

  useEffect(() => {
    if (open) markExpiringSeen(key);
  }, [open, key]);

  const close = () => setSeen(true);

  return (
    <Modal
      title={
        <span>
          <ClockCircleOutlined aria-hidden style={{ color: '#fa8c16', marginInlineEnd: 8 }} />
          产品到期提醒
        </span>
      }
      open={open}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          我知道了
        </Button>
      }
      width={380}
      zIndex={999}
      mask={false}
      focusable={{ trap: false }}
      style={{ top: 72, marginInlineEnd: 16 }}
      styles={{ wrapper: { pointerEvents: 'none' } }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        以下产品即将到期，请及时续费，以免影响使用：
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={apps}
        rowKey="productDomainId"
        renderItem={(app) => (
          <List.Item>
            <Typography.Text strong>{app.productDomainName}</Typography.Text>
            <Flex gap={12} align="center">
              <Typography.Text type={app.expireDays <= 7 ? 'danger' : 'warning'}>
                {app.expireDays > 0 ? `剩余 ${app.expireDays} 天` : '今日到期'}
              </Typography.Text>
              <Link to={`/product/purchase?productId=${app.productId}`} onClick={close} aria-label={`立即续费 ${app.productDomainName}`}>
                立即续费
              </Link>
            </Flex>
          </List.Item>
        )}
      />
    </Modal>
  );
}
