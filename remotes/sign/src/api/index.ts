/** The sign area's calls (the e-signature service, the company's seals, its contracts and their signing) on the SDK's one client. */
import { api, type Id, type Query } from '@platform/sdk';
import type { ContractPart } from './types';

export type * from './types';

const SIGN = '/ptd-component/sign';

/** The company's e-signature service and its seals. */
export const esignApi = {
  /** The caller's own company only: no userId or companyId is sent (another one is refused). */
  status: () => api.get('/ptd-component/sign/cfcaAndfadada/queryUserOpenFadadaOrCFCA'),
  /**
   * Opens the service (main account, company and person certified); the
   * refusals (请先完成企业实名认证, 请先完成个人实名认证, 电子签章服务未配置，请联系管理员)
   * are shown by the client.
   */
  open: () => api.post('/ptd-component/sign/cfcaAndfadada/open'),
  /** The company seal first, then the personal signature seals. */
  seals: () => api.get('/ptd-component/sign/cfcaAndfadada/seal/getList'),
  /** Forgets the seal chosen last on the signing page. A GET that changes state: the client sends the token header. */
  forgetSealChoice: () => api.get('/ptd-component/sign/fadada/stamp/delSelectStampCache'),
};

/** The company's contracts and their signing. */
export const contractApi = {
  /** Newest first; `status` 0 待签署, 1 已签署, absent for all. */
  page: (query: Query<'get', '/ptd-component/sign/contract/page'>) => api.get('/ptd-component/sign/contract/page', { query }),
  /** Quiet: the page that asks says itself what is missing. */
  byId: (id: Id) => api.get('/ptd-component/sign/contract/getById', { query: { id: Number(id) }, silent: true }),
  /** Renders the contract's document for signing (it proves the document can be made before anyone leaves for the signing page). */
  prepare: (contractId: number) => api.post('/ptd-component/sign/fadada/contract/saveByCompany', { body: { contractId } }),
  /**
   * The provider's signing page for the contract. Refusals (请先开通电子签章服务,
   * 合同已签署, 返回地址不正确, 请使用企业主账号签署合同) are shown by the client.
   * A GET that changes state: the client sends the token header.
   */
  toSign: (query: Query<'get', '/ptd-component/sign/fadada/contract/toSign'>) =>
    api.get('/ptd-component/sign/fadada/contract/toSign', { query }),
  /** 验签: what the contract's signatures say (signed, else 甲方's certification alone); quiet, the drawer shows a refusal. */
  verification: (id: Id) => api.get('/ptd-component/sign/contract/verification', { query: { id: Number(id) }, silent: true }),
  /** A signed contract's PDF or signature as a file; a refusal rejects with the server's reason (not shown). */
  download: (id: Id, part: ContractPart) =>
    api.download('/ptd-component/sign/contract/download', { id: Number(id), part }),
};

/** The contract's PDF as a page of this site (the session cookie reads it): the signed one once signed. */
export function previewAddress(id: Id): string {
  return `/api${SIGN}/contract/preview?id=${encodeURIComponent(String(id))}`;
}
