/** The company area's calls (certification, the review queue, company editing, receiving addresses, invoice headers) on the SDK's one client. */
import {
  api,
  PLATFORM_CODE,
  upload,
  type Body,
  type CallOptions,
  type Id,
  type PageQuery,
  type Query,
} from '@platform/sdk';
import type { AddressForm, InvoiceHeaderForm } from './types';

export type * from './types';

export const companyApi = {
  /** The main account's edit; a certified company goes back to review. */
  update: (form: Body<'post', '/ptd-user/resource/company/update'>) =>
    api.post('/ptd-user/resource/company/update', { body: form }),
  /** The company's province, city and district (names); replies 修改成功. */
  changeRegion: (form: Body<'post', '/ptd-user/resource/company/changeCompanyProvAndCityAndDist'>) =>
    api.post('/ptd-user/resource/company/changeCompanyProvAndCityAndDist', { body: form }),
  /** Replies with the new logo's address. */
  uploadLogo: (companyId: Id, file: Blob) =>
    api.post('/ptd-user/resource/company/uploadCompanyLogo', { body: upload(file, { companyId }) }),
};

/** Real-name certification of the company and of the person. */
export const certificationApi = {
  /** Stores a business licence and reads what it can from it. */
  companyOcr: (file: Blob) =>
    api.post('/ptd-user/endpoint/certification/companyIdCardOCR', { body: upload(file) }),
  /** Stores one side of an ID card and reads what it can from it. */
  userOcr: (file: Blob) =>
    api.post('/ptd-user/endpoint/certification/userIdCardOCR', { body: upload(file) }),
  /** A user without a company gets one made by this call. */
  certifyCompany: (form: Omit<Body<'post', '/ptd-user/endpoint/certification/companyCertification'>, 'signingMethod'>) =>
    api.post('/ptd-user/endpoint/certification/companyCertification', { body: { ...form, signingMethod: 1 } }),
  submitCompanyReview: (form: Body<'post', '/ptd-industry/company/submitCompanyReview'>) =>
    api.post('/ptd-industry/company/submitCompanyReview', { body: form }),
  /** `silent`: the form says itself why a certification failed. */
  certifyPerson: (
    form: Omit<Body<'post', '/ptd-user/endpoint/certification/userCertification'>, 'platformName'>,
    options?: Pick<CallOptions, 'silent'>,
  ) =>
    api.post('/ptd-user/endpoint/certification/userCertification', {
      ...options,
      body: { ...form, platformName: PLATFORM_CODE },
    }),
};

/** The platform operators' review of certifications. */
export const reviewApi = {
  page: (query: PageQuery & Query<'get', '/ptd-user/certification/review/page'>) =>
    api.get('/ptd-user/certification/review/page', { query }),
  detail: (id: Id) => api.get('/ptd-user/certification/review/detail', { query: { id: Number(id) } }),
  /** Replies 审核完成. */
  decide: (decision: Body<'post', '/ptd-user/certification/review/decide'>) =>
    api.post('/ptd-user/certification/review/decide', { body: decision }),
};

/** The company's receiving addresses; only the main account writes. */
export const addressApi = {
  page: (query: PageQuery) =>
    api.get('/ptd-component/endpoint/global/address/queryPageList', { query: { ...query, platformName: PLATFORM_CODE } }),
  /** Replies with the new address's id; the server makes every address a receiving one (type 3). */
  add: (form: AddressForm) =>
    api.post('/ptd-component/endpoint/global/address/add', { body: { ...form, platformName: PLATFORM_CODE } }),
  update: (id: number, form: AddressForm) =>
    api.put('/ptd-component/endpoint/global/address/update', { body: { ...form, id } }),
  remove: (id: number) => api.delete('/ptd-component/endpoint/global/address/deleteById', { query: { id } }),
};

/** The company's invoice headers; only the main account writes. */
export const invoiceHeaderApi = {
  page: (query: PageQuery) => api.get('/ptd-component/global/resource/invoiceHeader/list', { query }),
  /** Replies with the new header's id. */
  add: (form: InvoiceHeaderForm) => api.post('/ptd-component/global/resource/invoiceHeader', { body: form }),
  update: (id: number, form: InvoiceHeaderForm) =>
    api.put('/ptd-component/global/resource/invoiceHeader', { body: { ...form, id } }),
  /** 1 in use, 0 disabled; replies 修改成功. */
  changeStatus: (id: number, status: 0 | 1) =>
    api.get('/ptd-component/global/resource/invoiceHeader/changeStatus', { query: { id, status } }),
  remove: (id: number) => api.get('/ptd-component/global/resource/invoiceHeader/remove', { query: { id } }),
};
