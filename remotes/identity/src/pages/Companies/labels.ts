/** How the company detail names a member and the kinds and states of the company's certification submissions. */
import type { TagColor } from '@platform/sdk';

const KINDS: Record<string, string> = {
  company: '企业认证',
  person: '个人认证',
  review: '企业信息变更',
};

/** 企业认证 / 个人认证 / 企业信息变更 (the short review form and a certified company's edit are both `review`). */
export function submissionKindLabel(kind: string): string {
  return KINDS[kind] ?? '企业认证';
}

const STATES: Record<1 | 2 | 3, { label: string; color: TagColor }> = {
  1: { label: '待审核', color: 'processing' },
  2: { label: '已通过', color: 'success' },
  3: { label: '已驳回', color: 'error' },
};

/** A submission's state as the review queue names it: 1 pending, 2 approved, 3 rejected. */
export function submissionStatusLabel(status: number): { label: string; color: TagColor } {
  return STATES[status as 1 | 2 | 3] ?? { label: '—', color: 'default' };
}

/** The name a member goes by: the real name, else the nickname, else the login name. */
export function memberName(member: { realName?: string | null; nickName?: string | null; userName: string }): string {
  return member.realName || member.nickName || member.userName;
}
