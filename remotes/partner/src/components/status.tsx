/** The partner area's labels: application and app states as tags, cooperation types, launch modes, and the 状态 filters' choices. */
import { Tag, Typography } from 'antd';

/** An application's states. */
export const APPLICATION_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const;

const APPLICATION_LABELS: Record<number, { label: string; color: string }> = {
  [APPLICATION_STATUS.waiting]: { label: '待审核', color: 'processing' },
  [APPLICATION_STATUS.approved]: { label: '已通过', color: 'success' },
  [APPLICATION_STATUS.rejected]: { label: '已驳回', color: 'error' },
};

export const APPLICATION_STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(APPLICATION_LABELS).map(([value, { label }]) => ({ label, value: Number(value) })),
];

export function ApplicationStatusTag({ status }: { status: number }) {
  const known = APPLICATION_LABELS[status];
  return (
    <Tag color={known?.color ?? 'default'} style={{ margin: 0 }}>
      {known?.label ?? String(status)}
    </Tag>
  );
}

/** An app's states. */
export const APP_STATUS = { draft: 0, inReview: 1, published: 2, rejected: 3, offline: 4 } as const;

const APP_LABELS: Record<number, { label: string; color: string }> = {
  [APP_STATUS.draft]: { label: '未提交', color: 'default' },
  [APP_STATUS.inReview]: { label: '审核中', color: 'processing' },
  [APP_STATUS.published]: { label: '已上架', color: 'success' },
  [APP_STATUS.rejected]: { label: '已驳回', color: 'error' },
  [APP_STATUS.offline]: { label: '已下架', color: 'warning' },
};

export const APP_STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(APP_LABELS).map(([value, { label }]) => ({ label, value: Number(value) })),
];

/** The states from which an app may be edited and submitted: draft, rejected, offline. */
export function isEditable(status: number): boolean {
  return status === APP_STATUS.draft || status === APP_STATUS.rejected || status === APP_STATUS.offline;
}

/** Whether a rule waits for review, as the 状态 filter offers it. */
export const RULE_PENDING_OPTIONS = [
  { label: '全部启动规则', value: '' },
  { label: '规则待审核', value: 'true' },
];

/** An app's state as a tag (and 规则待审核 when a launch rule waits); a rejected app says why below it. */
export function AppStatusTag({ status, name, reason, rulePending = false }: { status: number; name?: string | null; reason?: string | null; rulePending?: boolean }) {
  const known = APP_LABELS[status];
  return (
    <div style={{ minWidth: 0 }}>
      <Tag color={known?.color ?? 'default'} style={{ margin: 0 }}>
        {name || known?.label || String(status)}
      </Tag>
      {rulePending ? (
        <Tag color="gold" style={{ margin: '0 0 0 4px' }}>
          规则待审核
        </Tag>
      ) : null}
      {status === APP_STATUS.rejected && reason ? (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, maxWidth: 220 }} ellipsis={{ tooltip: reason }}>
          原因：{reason}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** 合作类型. */
export const COOPERATION_TYPES = [
  { value: 1, label: '软件服务商' },
  { value: 2, label: '智能硬件商' },
  { value: 3, label: '解决方案商' },
];

/** 启动方式 (an app's `internal`). */
export const LAUNCH_MODES = [
  { value: 0, label: '一次性code' },
  { value: 1, label: '令牌' },
  { value: 2, label: '直接打开' },
];

export function launchModeName(internal: number): string {
  return LAUNCH_MODES.find((mode) => mode.value === internal)?.label ?? '—';
}

export function feeName(isFree: boolean): string {
  return isFree ? '免费' : '收费';
}

/** A rule module's size as people read it. */
export function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
