/** The sign area's calls (the e-signature service, the company's seals, its contracts and their signing) on the SDK's one client. */
import { api, ApiError, type Id, type Query } from '@platform/sdk';
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
  /** A signed contract's PDF or signature as a file; a refusal rejects with the server's reason (not shown). */
  download: (id: Id, part: ContractPart) =>
    fileOf(api.get('/ptd-component/sign/contract/download', { query: { id: Number(id), part }, responseType: 'blob', silent: true })),
};

/** The contract's PDF as a page of this site (the session cookie reads it): the signed one once signed. */
export function previewAddress(id: Id): string {
  return `/api${SIGN}/contract/preview?id=${encodeURIComponent(String(id))}`;
}

/**
 * A file the server sends: the bytes, or an ApiError with the server's reason
 * when it answered with an envelope instead (the HTTP status alone says too little).
 */
async function fileOf(reply: Promise<unknown>): Promise<Blob> {
  let blob: Blob;
  try {
    // Asked for with responseType 'blob': the bytes (the document's reply is a file, not JSON).
    blob = (await reply) as Blob;
  } catch (error) {
    throw await envelopeError(error instanceof ApiError ? error.data : undefined, error);
  }
  if (blob.type.includes('json')) throw await envelopeError(blob, undefined);
  return blob;
}

async function envelopeError(body: unknown, fallback: unknown): Promise<unknown> {
  if (body instanceof Blob) {
    try {
      const envelope = JSON.parse(await body.text()) as { code?: number; msg?: string };
      if (typeof envelope.code === 'number') return new ApiError(envelope.code, envelope.msg || '下载失败，请稍后重试');
    } catch {
      // Not an envelope: the fallback below.
    }
  }
  return fallback ?? new ApiError(0, '下载失败，请稍后重试');
}
