/**
 * The notices area's calls. The inbox's live in the SDK (`messageApi`,
 * `todoApi`), because the shell's header badge and the console read them too;
 * this module names them for the pages. The operators' notices (系统公告, 公司
 * 公告与快讯) are this area's own, on the SDK's one client.
 */
import { api, manageCalls, upload, type Body, type PageQuery, type Query } from '@platform/sdk';

export { messageApi, todoApi } from '@platform/sdk';

export type * from './types';

/** System notices: the six calls of the operators' API under /ptd-industry/manage/systemNotice. */
export const systemNoticeApi = manageCalls('systemNotice');

/** Company notices and news: operators write, everyone reads the published ones. */
export const companyNoticeApi = {
  /** Drafts included for operators. */
  page: (query: PageQuery & Query<'get', '/ptd-component/global/companyNotice/page'>) =>
    api.get('/ptd-component/global/companyNotice/page', { query }),
  save: (form: Body<'post', '/ptd-component/global/companyNotice/save'>) =>
    api.post('/ptd-component/global/companyNotice/save', { body: form }),
  update: (form: Body<'post', '/ptd-component/global/companyNotice/update'> & { id: number }) =>
    api.post('/ptd-component/global/companyNotice/update', { body: form }),
  /** 1 enabled, 0 disabled. */
  changeStatus: (id: number, status: 0 | 1) =>
    api.get('/ptd-component/global/companyNotice/changeStatus', { query: { id, status } }),
  /** 1 publishes (stamping the time), 0 takes back. */
  setIssue: (id: number, issueStatus: 0 | 1) =>
    api.get('/ptd-component/global/companyNotice/setIssue', { query: { id, issueStatus } }),
  remove: (id: number) => api.delete('/ptd-component/global/companyNotice/deleteById', { query: { id } }),
  /**
   * An image (JPEG, PNG, GIF, WebP; up to 10 MB) or a video (MP4, WebM; up to
   * 50 MB) of any notice, system or company: a news item's cover, or what the
   * rich-text editor inserts. Typed by its bytes on the server.
   */
  upload: (file: Blob) => api.post('/ptd-component/global/companyNotice/upload', { body: upload(file) }),
};
