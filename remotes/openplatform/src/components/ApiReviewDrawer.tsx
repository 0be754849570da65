/**
 * 接口审核 of one API (operators): what changes when its waiting version goes live, the saved
 * method, path and upstream beside the reviewed ones (differences marked), its price, limits and
 * document. 通过 asks first; 驳回 takes a reason. Both send the API's updateTime as it was read,
 * so a change saved meanwhile is refused and reviewed anew; the drawer closes on a decision.
 */
import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { notify, type Schema } from '@platform/sdk';
import { FormModal, RejectReasonField } from '@platform/sdk/ui';
import { reviewApi } from '../api';
import { DocHtml } from './DocHtml';
import { Endpoint, priceText, quotaText, rateText } from './status';

type OpenApi = Schema<'OpenApi'>;

/** A saved value beside the reviewed one, marked when they differ. */
function Compared({ saved, reviewed }: { saved: string; reviewed: string | null | undefined }) {
  const differs = reviewed !== saved;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, wordBreak: 'break-all' }}>
      <span className={differs ? 'op-facts-diff' : undefined}>
        {saved}
        {differs ? '（待审核）' : ''}
      </span>
      {differs ? <Typography.Text type="secondary">当前生效：{reviewed ?? '尚未发布'}</Typography.Text> : null}
    </Flex>
  );
}

function Facts({ api }: { api: OpenApi }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { whiteSpace: 'nowrap', width: 110 } }}
      items={[
        { key: 'name', label: '接口', children: `${api.name}（${api.apiCode}）` },
        { key: 'app', label: '所属应用', children: api.appName },
        { key: 'company', label: '服务商', children: api.companyName || '平台' },
        { key: 'method', label: '请求方法', children: <Compared saved={api.method} reviewed={api.reviewedMethod} /> },
        { key: 'path', label: '接口路径', children: <Compared saved={api.path} reviewed={api.reviewedPath} /> },
        { key: 'upstream', label: '服务地址', children: <Compared saved={api.upstream} reviewed={api.reviewedUpstream} /> },
        { key: 'gateway', label: '网关地址', children: <Endpoint method={api.method} path={`/api/ptd-open-api/gateway/${api.apiCode}`} /> },
        { key: 'price', label: '价格', children: priceText(api.price) },
        { key: 'limits', label: '调用上限', children: `每分钟 ${rateText(api.rateLimit)}；每日 ${quotaText(api.dailyQuota)}` },
        { key: 'status', label: '状态', children: `${api.statusName}${api.enabled ? '' : '（已下线）'}` },
        { key: 'time', label: '提交时间', children: api.updateTime ?? '—' },
      ]}
    />
  );
}

export interface ApiReviewDrawerProps {
  /** The API reviewed; undefined closes the drawer. */
  api: OpenApi | undefined;
  onClose(): void;
  /** After a decision: the lists are read again. */
  onDecided(): void;
}

export function ApiReviewDrawer({ api, onClose, onDecided }: ApiReviewDrawerProps) {
  const { modal } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);

  const decide = async (row: OpenApi, approved: boolean, reason: string | null) => {
    const said = await reviewApi.review({ id: row.id, approved, reason, updateTime: row.updateTime ?? '' });
    onDecided();
    onClose();
    return said || '审核成功';
  };

  const approve = (row: OpenApi) =>
    modal.confirm({
      title: '提示',
      content: `确定通过「${row.name}」吗？通过后调用将转发到新的服务地址。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          notify.success(await decide(row, true, null));
        } catch {
          // The API client has shown the server's reason (changed or decided meanwhile); the drawer stays.
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <Drawer
      title="接口审核"
      open={api !== undefined}
      onClose={onClose}
      size={Math.min(640, window.innerWidth)}
      destroyOnHidden
      extra={
        api?.pending ? (
          <Flex gap={8}>
            <Button danger onClick={() => setRejecting(true)}>
              驳回
            </Button>
            <Button type="primary" loading={busy} onClick={() => approve(api)}>
              通过
            </Button>
          </Flex>
        ) : null
      }
    >
      {api ? (
        <Flex vertical gap={16}>
          <Facts api={api} />
          <div>
            <Typography.Title level={5}>接口文档</Typography.Title>
            <DocHtml html={api.docHtml} />
          </div>
          <FormModal<{ reason: string }>
            title="驳回接口"
            name="open-api-reject"
            open={rejecting}
            okText="确定驳回"
            danger
            save={({ reason }) => decide(api, false, reason.trim())}
            onClose={() => setRejecting(false)}
          >
            <RejectReasonField name="reason" placeholder="请输入驳回原因，合作伙伴修改后可重新提交" />
          </FormModal>
        </Flex>
      ) : null}
    </Drawer>
  );
}
