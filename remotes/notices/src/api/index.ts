/**
 * The notices area's calls. The inbox's live in the SDK (`messageApi`,
 * `todoApi`), because the shell's header badge and the console read them too;
 * this module names them for the pages. The operators' notices (系统公告, 公司
 * 公告与快讯) are this area's own, on the SDK's one client.
 */
import { del, get, manageCalls, post, upload, type Id, type Page, type Saved } from '@platform/sdk';
import type { CompanyNotice, CompanyNoticeForm, CompanyNoticeQuery, SystemNotice, SystemNoticeForm, Uploaded } from './types';

export { messageApi, todoApi } from '@platform/sdk';

export type * from './types';

/** System notices: the six calls of the operators' API under /ptd-industry/manage/systemNotice. */
export const systemNoticeApi = manageCalls<SystemNotice, SystemNoticeForm>('systemNotice');

const COMPANY_NOTICE = '/ptd-component/global/companyNotice';

/** Company notices and news: operators write, everyone reads the published ones. */
export const companyNoticeApi = {
  /** Drafts included for operators. */
  page: (query: CompanyNoticeQuery) => get<Page<CompanyNotice>>(`${COMPANY_NOTICE}/page`, { params: query }),
  save: (form: CompanyNoticeForm) => post<Saved>(`${COMPANY_NOTICE}/save`, form),
  update: (form: CompanyNoticeForm & { id: Id }) => post<unknown>(`${COMPANY_NOTICE}/update`, form),
  /** 1 enabled, 0 disabled. */
  changeStatus: (id: Id, status: 0 | 1) => get<unknown>(`${COMPANY_NOTICE}/changeStatus`, { params: { id, status } }),
  /** 1 publishes (stamping the time), 0 takes back. */
  setIssue: (id: Id, issueStatus: 0 | 1) => get<unknown>(`${COMPANY_NOTICE}/setIssue`, { params: { id, issueStatus } }),
  remove: (id: Id) => del<unknown>(`${COMPANY_NOTICE}/deleteById`, { params: { id } }),
  /**
   * An image (JPEG, PNG, GIF, WebP; up to 10 MB) or a video (MP4, WebM; up to
   * 50 MB) of any notice, system or company: a news item's cover, or what the
   * rich-text editor inserts. Typed by its bytes on the server.
   */
  upload: (file: Blob) => post<Uploaded>(`${COMPANY_NOTICE}/upload`, upload(file)),
};
