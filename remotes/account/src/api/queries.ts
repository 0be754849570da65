/** The account area's server state: its query keys and the queries its pages read. */
import { useApi } from '@platform/sdk';
import { accountApi, rechargeApi } from './index';

export const accountKeys = {
  /** Everything of the company's account: the account, its lists. */
  all: ['account'] as const,
  info: ['account', 'info'] as const,
  recharges: ['account', 'recharges'] as const,
  transactions: ['account', 'transactions'] as const,
  flow: ['account', 'flow'] as const,
  packages: ['account', 'packages'] as const,
  rechargeStatus: (no: string) => ['account', 'recharge-status', no] as const,
  operatorPages: ['operation', 'accounts'] as const,
};

/** The company's account; null until opened. */
export function useAccountInfo(enabled = true) {
  return useApi(accountKeys.info, accountApi.info, { enabled, staleTime: 0 });
}

/** The top-up packages; they rarely change. */
export function usePackages(enabled: boolean) {
  return useApi(accountKeys.packages, rechargeApi.packages, { enabled, staleTime: 5 * 60_000 });
}

/** A top-up's state, asked every second while it is on hold (spec section 9). */
export function useRechargeStatus(payTransactionNo: string | undefined) {
  return useApi(accountKeys.rechargeStatus(payTransactionNo ?? ''), () => rechargeApi.status(payTransactionNo!), {
    enabled: Boolean(payTransactionNo),
    refetchInterval: (query) => {
      const state = query.state.data?.payStatus;
      return state === undefined || state === 'hold' ? 1000 : false;
    },
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
