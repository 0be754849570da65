/**
 * 启动规则审核 (operators): what changes when a partner's launch rule on an app
 * companies may open goes live. The app's reviewed address, the rule every
 * holder's launch runs now and the one waiting, each with its dry run, side
 * by side; 通过 and 驳回 decide, and the drawer closes on 审核成功.
 */
import { Col, Drawer, Flex, Row, Typography } from 'antd';
import { QueryView } from '@platform/sdk/ui';
import type { Id, Schema } from '@platform/sdk';
import type { ListContext } from '@platform/sdk/ui';
import { appApi } from '../api';
import { useApp } from '../api/queries';
import { DRAWER_SIZE, RuleView } from './AppDetailDrawer';
import { Facts, RESPONSIVE_COLUMNS } from './Facts';
import { ReviewActions } from './ReviewActions';

type PartnerApp = Schema<'PartnerApp'>;

function Changes({ app }: { app: PartnerApp }) {
  return (
    <>
      <Facts
        items={[
          { key: 'name', label: '应用', children: app.name },
          { key: 'company', label: '合作伙伴', children: app.companyName || '—' },
          {
            key: 'server',
            label: '已审核的服务地址',
            span: RESPONSIVE_COLUMNS,
            children: <span style={{ wordBreak: 'break-all' }}>{app.serverUrl}</span>,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        规则返回的地址必须在已审核的服务地址所在站点内，否则启动会被拒绝。试运行以该应用的服务地址做一次模拟启动，请核对结果后再决定。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>当前生效</Typography.Title>
          <RuleView rule={app.rule} none="内置规则（按启动方式打开服务地址）" narrow />
        </Col>
        <Col xs={24} md={12} data-testid="pending-rule">
          <Typography.Title level={5}>待审核</Typography.Title>
          <RuleView rule={app.pendingRule} none="没有待审核的启动规则" narrow />
        </Col>
      </Row>
    </>
  );
}

export interface RuleReviewDrawerProps {
  /** The app whose waiting rule is decided; undefined closes the drawer. */
  row: PartnerApp | undefined;
  list: ListContext<PartnerApp> | undefined;
  onClose(): void;
}

export function RuleReviewDrawer({ row, list, onClose }: RuleReviewDrawerProps) {
  const id: Id | undefined = row?.id;
  const app = useApp(id);
  return (
    <Drawer
      title="启动规则审核"
      open={row !== undefined}
      onClose={onClose}
      size={DRAWER_SIZE}
      destroyOnHidden
      extra={
        row && list ? (
          <Flex gap={4}>
            <ReviewActions row={row} list={list} noun="启动规则" name={row.name} review={appApi.reviewRule} onDone={onClose} />
          </Flex>
        ) : null
      }
    >
      {id !== undefined ? <QueryView query={app}>{(data) => <Changes app={data} />}</QueryView> : null}
    </Drawer>
  );
}
