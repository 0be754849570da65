/** Labels of the platform's status codes, as the screens show them. */

export type TagColor = 'default' | 'processing' | 'success' | 'error' | 'warning';

export interface StatusLabel {
  label: string;
  color: TagColor;
}

const USER_TYPES: Record<0 | 1, string> = { 0: '主账号', 1: '子账号' };

/** 主账号 / 子账号, or 未加入企业 for a user without a company. */
export function userTypeLabel(userType: number | null | undefined, serverName?: string | null): string {
  if (serverName) return serverName;
  if (userType === 0 || userType === 1) return USER_TYPES[userType];
  return '未加入企业';
}

const CERTIFICATION: Record<0 | 1 | 2 | 3, StatusLabel> = {
  0: { label: '未认证', color: 'default' },
  1: { label: '审核中', color: 'processing' },
  2: { label: '已认证', color: 'success' },
  3: { label: '已驳回', color: 'error' },
};

/** The company certification state of a user (certificationStatus). */
export function certificationLabel(status: number | null | undefined): StatusLabel {
  return CERTIFICATION[(status ?? 0) as 0 | 1 | 2 | 3] ?? CERTIFICATION[0];
}

/** Whether the user's company is certified, which buying and declaring require. */
export function isCertified(status: number | null | undefined): boolean {
  return status === 2;
}

const REVIEW: Record<0 | 1 | 2, StatusLabel> = {
  0: { label: '未提交', color: 'default' },
  1: { label: '审核中', color: 'processing' },
  2: { label: '审核通过', color: 'success' },
};

/** A company's review state (reviewStatus); the server's own name wins when given. */
export function reviewStatusLabel(status: number | null | undefined, serverName?: string | null): StatusLabel {
  const known = REVIEW[(status ?? 0) as 0 | 1 | 2] ?? REVIEW[0];
  return { label: serverName || known.label, color: known.color };
}

/** A company's certified flag (certificated: 1 certified). */
export function companyCertifiedLabel(certificated: number | null | undefined): StatusLabel {
  return certificated === 1 ? { label: '已认证', color: 'success' } : { label: '未认证', color: 'default' };
}

/** An account's state (status: 1 normal, 0 frozen). */
export function accountStatusLabel(status: number | null | undefined, serverName?: string | null): StatusLabel {
  if (status === 1) return { label: serverName || '正常', color: 'success' };
  return { label: serverName || '冻结', color: 'error' };
}

/** Role keys the server grants (getUserDetails.roles). */
export const ROLES = {
  companyMain: 'company_main',
  companySub: 'company_sub',
  operator: 'operator',
  partnerSupplier: 'partner_supplier',
} as const;

export function hasRole(user: { roles?: string[] } | undefined, role: string): boolean {
  return Boolean(user?.roles?.includes(role));
}
