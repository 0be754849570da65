/** The open platform's labels: an API's state and its method as tags, prices and limits as people read them, and the call log's outcomes. */
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { Schema } from '@platform/sdk';
import type { CallOutcome } from '../api/types';

/** The methods an API may take. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const METHOD_COLORS: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', PATCH: 'gold', DELETE: 'red' };

export function MethodTag({ method }: { method: string }) {
  return (
    <Tag color={METHOD_COLORS[method] ?? 'default'} className="op-method">
      {method}
    </Tag>
  );
}

/** A method and a path on one line, the path breaking anywhere (long gateway paths on a phone). */
export function Endpoint({ method, path, copyable = false }: { method: string; path: string; copyable?: boolean }) {
  return (
    <span className="op-endpoint">
      <MethodTag method={method} />
      <Typography.Text code copyable={copyable ? { text: path } : false} className="op-endpoint__path">
        {path}
      </Typography.Text>
    </span>
  );
}

/** A price per call: 免费 or N 积分/次. */
export function priceText(price: number): string {
  return price > 0 ? `${price.toLocaleString('en-US')} 积分/次` : '免费';
}

/** A daily quota: 0 is no quota. */
export function quotaText(quota: number): string {
  return quota > 0 ? `${quota.toLocaleString('en-US')} 次/天` : '不限';
}

export function rateText(rate: number): string {
  return `${rate.toLocaleString('en-US')} 次/分钟`;
}

const API_STATUS_COLORS: Record<string, string> = { 待审核: 'processing', 已发布: 'success', 已驳回: 'error', 已下线: 'default' };

type OpenApi = Schema<'OpenApi'>;

/** Whether calls reach a version of the API an operator approved. */
export function isLive(api: Pick<OpenApi, 'reviewedUpstream' | 'enabled'>): boolean {
  return Boolean(api.reviewedUpstream) && api.enabled;
}

/** The API's state as a tag; a change waiting while the reviewed version serves, and a rejection's reason, below it. */
export function ApiStatusTag({ api }: { api: Pick<OpenApi, 'statusName' | 'pending' | 'reason' | 'reviewedUpstream' | 'enabled'> }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Tag color={API_STATUS_COLORS[api.statusName] ?? 'default'} style={{ margin: 0 }}>
        {api.statusName}
      </Tag>
      {api.pending && isLive(api) ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          已审核的版本仍在服务
        </Typography.Text>
      ) : null}
      {api.statusName === '已驳回' && api.reason ? (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, maxWidth: 220 }} ellipsis={{ tooltip: api.reason }}>
          原因：{api.reason}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** The 接口 column of the lists of APIs: its name, its code below. */
export const API_COLUMN: TableColumnsType<OpenApi>[number] = {
  title: '接口',
  key: 'api',
  render: (_, api) => (
    <div style={{ minWidth: 0 }}>
      <div style={{ fontWeight: 500 }}>{api.name}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {api.apiCode}
      </Typography.Text>
    </div>
  ),
};

/** The call log's outcomes, as the server names them. */
export const OUTCOMES: Array<{ value: CallOutcome; label: string; color: string }> = [
  { value: 'captured', label: '成功', color: 'success' },
  { value: 'released', label: '未成功', color: 'warning' },
  { value: 'refused', label: '已拒绝', color: 'error' },
  { value: 'pending', label: '处理中', color: 'processing' },
];

export const OUTCOME_OPTIONS = [{ label: '全部结果', value: '' }, ...OUTCOMES.map(({ value, label }) => ({ value, label }))];

export function OutcomeTag({ outcome, name }: { outcome: string; name: string }) {
  const known = OUTCOMES.find((o) => o.value === outcome);
  return (
    <Tag color={known?.color ?? 'default'} style={{ margin: 0 }}>
      {name || known?.label || outcome}
    </Tag>
  );
}
