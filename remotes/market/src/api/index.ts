/** The content console's calls (the operators' API under /ptd-industry/manage) on the SDK's one client. */
import { api, manageCalls, upload, type Body, type Id, type PageQuery, type Query } from '@platform/sdk';

/** The platform operators' content console (内容管理). */
export const manageApi = {
  product: manageCalls('product'),
  productCategory: manageCalls('productCategory'),
  channel: manageCalls('channel'),
  topAdvertising: manageCalls('topAdvertising'),
  banner: manageCalls('banner'),
  program: manageCalls('program'),
  case: manageCalls('case'),
  applicationScene: manageCalls('applicationScene'),
  servicePlatform: manageCalls('servicePlatform'),
  expert: manageCalls('expert'),
  supplier: manageCalls('supplier'),
  factoryVideo: manageCalls('factoryVideo'),
  helpDoc: manageCalls('helpDoc'),

  /** Every product service, for the help document form. */
  productDomains: () => api.get('/ptd-industry/manage/productDomain/list'),
  agreements: () => api.get('/ptd-industry/manage/agreement/list'),
  updateAgreement: (form: Body<'post', '/ptd-industry/manage/agreement/update'>) =>
    api.post('/ptd-industry/manage/agreement/update', { body: form }),
  /** Replaces every site setting (站点设置); quiet, as the page shows a refusal beside its field. */
  saveSiteSettings: (form: Body<'post', '/ptd-industry/manage/siteSetting/save'>) =>
    api.post('/ptd-industry/manage/siteSetting/save', { body: form, silent: true }),
  leaveMessagePage: (query: PageQuery & Query<'get', '/ptd-industry/manage/leaveMessage/page'>) =>
    api.get('/ptd-industry/manage/leaveMessage/page', { query }),
  /** 1 handled, 0 new. */
  changeLeaveMessageStatus: (id: number, status: 0 | 1) =>
    api.post('/ptd-industry/manage/leaveMessage/changeStatus', { body: { id, status } }),
  feedbackPage: (query: PageQuery) => api.get('/ptd-industry/manage/feedback/page', { query }),
  /** The unmasked phone of one message or the contact of one feedback, to call the lead back (each reveal is logged). */
  leadContact: (kind: 'leaveMessage' | 'feedback', id: Id) =>
    kind === 'leaveMessage'
      ? api.get('/ptd-industry/manage/leaveMessage/contact', { query: { id: Number(id) } })
      : api.get('/ptd-industry/manage/feedback/contact', { query: { id: Number(id) } }),
  /** An image (up to 10 MB) or a video (up to 50 MB), typed by its bytes. */
  upload: (file: Blob) => api.post('/ptd-industry/manage/upload', { body: upload(file) }),
};
