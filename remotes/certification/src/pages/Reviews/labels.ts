/** How the review queue names the kinds and states of submissions, as operators read them. */
import type { TagColor } from '@platform/sdk';
import type { ReviewItem } from '../../api';

export function kindLabel(kind: ReviewItem['kind']): string {
  if (kind === 'person') return '个人认证';
  if (kind === 'review') return '企业审核';
  return '企业认证';
}

export const REVIEW_STATES = [
  { value: 1, label: '待审核', color: 'processing' },
  { value: 2, label: '已通过', color: 'success' },
  { value: 3, label: '已驳回', color: 'error' },
] as const satisfies ReadonlyArray<{ value: number; label: string; color: TagColor }>;

export function statusTag(status: number): { label: string; color: TagColor } {
  return REVIEW_STATES.find((state) => state.value === status) ?? { label: '—', color: 'default' };
}
