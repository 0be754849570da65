/** The open platform's UI-only types; server shapes are named where used (`Schema<'OpenApi'>`, `Reply<'get', '/…/credential'>`). */

/** How a call ended, as the call log filters it: 成功, 未成功, 已拒绝, 处理中. */
export type CallOutcome = 'captured' | 'released' | 'refused' | 'pending';
