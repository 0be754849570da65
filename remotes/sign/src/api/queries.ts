/** The sign area's server state: its query keys and the queries its pages read. */
import { useApi, type Id } from '@platform/sdk';
import { contractApi, esignApi } from './index';

export const signKeys = {
  /** Everything of the company's e-signature: the service, its seals, its contracts. */
  all: ['sign'] as const,
  status: ['sign', 'status'] as const,
  seals: ['sign', 'seals'] as const,
  contracts: ['sign', 'contracts'] as const,
  contractPages: ['sign', 'contracts', 'page'] as const,
  contract: (id: Id) => ['sign', 'contracts', 'one', String(id)] as const,
  verification: (id: Id) => ['sign', 'contracts', 'verification', String(id)] as const,
};

/** Whether the company opened e-signature, read afresh on each visit (opening happens elsewhere too: the question after certification). */
export function useEsignStatus(enabled = true) {
  return useApi(signKeys.status, esignApi.status, { enabled, staleTime: 0 });
}

/** The company's seals, once the service is opened. */
export function useSeals(enabled: boolean) {
  return useApi(signKeys.seals, esignApi.seals, { enabled, staleTime: 0 });
}

/** One contract of the company (the to-do's link and the return from the signing page name it). */
export function useContract(id: Id | undefined) {
  return useApi(signKeys.contract(id ?? ''), () => contractApi.byId(id!), { enabled: id !== undefined && id !== '', staleTime: 0, retry: false });
}

/** What a contract's signatures say, read afresh each time the drawer opens (signing changes it). */
export function useVerification(id: Id | undefined) {
  return useApi(signKeys.verification(id ?? ''), () => contractApi.verification(id!), { enabled: id !== undefined, staleTime: 0, retry: false });
}
