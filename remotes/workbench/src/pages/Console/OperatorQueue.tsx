/** 待处理 on the operators' console: the open work by kind (certifications, declarations, apps and partners, invoices, new leads), each opening its queue. */
import { Badge, Card, Col, Row, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '@platform/sdk';
import { EmptyState, LoadingState, PageCard, QueryView } from '@platform/sdk/ui';
import { useWorkQueue } from '../../api/queries';

/** Whether the menu holds the operators' section (运营管理). */
export function isOperator(menus: readonly MenuNode[] | undefined): boolean {
  return (menus ?? []).some((node) => node.path === '/operation');
}

export function OperatorQueue() {
  const queue = useWorkQueue();
  const navigate = useNavigate();
  const total = queue.data?.reduce((sum, item) => sum + item.count, 0) ?? 0;
  return (
    <PageCard
      title={
        <span className="wbc-inbox__title">
          <InboxOutlined /> 待处理
          {total > 0 ? <Badge count={total} overflowCount={999} color="#fa8c16" data-testid="work-queue-total" /> : null}
        </span>
      }
      extra={<Typography.Text type="secondary">最早提交的排在前面</Typography.Text>}
    >
      <QueryView
        query={queue}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState description="暂无待处理事项，所有申请都已处理" />}
        loading={<LoadingState rows={2} />}
      >
        {(items) => (
          <Row gutter={[12, 12]} data-testid="work-queue">
            {items.map((item) => (
              <Col key={`${item.kind}-${item.toUrl}`} xs={12} md={8} xl={6}>
                <Card
                  size="small"
                  hoverable
                  role="link"
                  tabIndex={0}
                  aria-label={`${item.kindName}：${item.count}项待处理`}
                  onClick={() => navigate(item.toUrl)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') navigate(item.toUrl);
                  }}
                >
                  <Typography.Text type="secondary">{item.kindName}</Typography.Text>
                  <div className="wbc-queue__count">{item.count}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    最早 {item.oldestTime ?? '—'}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </QueryView>
    </PageCard>
  );
}
