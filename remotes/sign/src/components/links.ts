/** Where signing starts from and comes back to: the address parameters of 合同管理 and the signing page's target. */
import { safeMessageUrl } from '@platform/sdk';

/** 合同管理's own path: the signing page comes back here. */
export const CONTRACTS_PATH = '/sign/contracts';
export const SEALS_PATH = '/sign/seals';

/** The address parameter of the contract just signed (the signing page's return). */
export const SIGNED_PARAM = 'signed';
/** The address parameter of the contract a to-do leads to. */
export const CONTRACT_PARAM = 'contractId';

/** Where the signing page returns once the contract is signed: a path of this platform naming it. */
export function signReturnUrl(contractId: string | number): string {
  return `${CONTRACTS_PATH}?${SIGNED_PARAM}=${encodeURIComponent(String(contractId))}`;
}

/** A contract id from the address: digits only (ids are 64-bit, kept as text), else undefined. */
export function contractIdParam(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && /^\d{1,20}$/.test(trimmed) ? trimmed : undefined;
}

/**
 * Where the browser may be sent to sign: a path of this site (the sandbox's
 * page) or the provider's http/https page without credentials in it; anything
 * else (javascript:, //host, control characters) is refused.
 */
export function signingTarget(url: string | null | undefined): string | undefined {
  return safeMessageUrl(url);
}
