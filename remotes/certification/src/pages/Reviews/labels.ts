/** How the review queue names the kinds and states of submissions, as operators read them. */
import type { Schema, TagColor } from '@platform/sdk';

export function kindLabel(kind: Schema<'ReviewItem'>['kind']): string {
  if (kind === 'person') return '个人认证';
  if (kind === 'review') return '企业审核';
  return '企业认证';
}

export const REVIEW_STATES = [
  { value: 1, label: '待审核', color: 'processing' },
  { value: 2, label: '已通过', color: 'success' },
  { value: 3, label: '已驳回', color: 'error' },
] as const satisfies ReadonlyArray<{ value: number; label: string; color: TagColor }>;

/** 1 pending, 2 approved, 3 rejected. */
export type ReviewStatus = (typeof REVIEW_STATES)[number]['value'];

export function statusTag(status: number): { label: string; color: TagColor } {
  return REVIEW_STATES.find((state) => state.value === status) ?? { label: '—', color: 'default' };
}
