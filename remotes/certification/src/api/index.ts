/** The company area's calls (certification, the review queue, company editing, receiving addresses, invoice headers) on the SDK's one client. */
import { del, get, PLATFORM_CODE, post, put, upload, type Id, type Page, type PageQuery, type Schema } from '@platform/sdk';
import type {
  AddressForm,
  CertificationSubmitted,
  CompanyCertificationForm,
  CompanyReviewForm,
  CompanyUpdateForm,
  IdCardOcr,
  InvoiceHeader,
  InvoiceHeaderForm,
  LicenceOcr,
  PersonCertificationForm,
  ReceivingAddress,
  ReviewDecision,
  ReviewItem,
  ReviewQuery,
} from './types';

export type * from './types';

const COMPANY = '/ptd-user/resource/company';

export const companyApi = {
  /** The main account's edit; a certified company goes back to review. */
  update: (form: CompanyUpdateForm) => post<Schema<'Updated'>>(`${COMPANY}/update`, form),
  /** The company's province, city and district (names); replies 修改成功. */
  changeRegion: (form: Schema<'RegionForm'>) => post<string>(`${COMPANY}/changeCompanyProvAndCityAndDist`, form),
  /** Replies with the new logo's address. */
  uploadLogo: (companyId: Id, file: Blob) => post<string>(`${COMPANY}/uploadCompanyLogo`, upload(file, { companyId })),
};

const CERTIFICATION = '/ptd-user/endpoint/certification';

/** Real-name certification of the company and of the person. */
export const certificationApi = {
  /** Stores a business licence and reads what it can from it. */
  companyOcr: (file: Blob) => post<LicenceOcr>(`${CERTIFICATION}/companyIdCardOCR`, upload(file)),
  /** Stores one side of an ID card and reads what it can from it. */
  userOcr: (file: Blob) => post<IdCardOcr>(`${CERTIFICATION}/userIdCardOCR`, upload(file)),
  /** A user without a company gets one made by this call. */
  certifyCompany: (form: Omit<CompanyCertificationForm, 'signingMethod'>) =>
    post<CertificationSubmitted>(`${CERTIFICATION}/companyCertification`, { ...form, signingMethod: 1 }),
  submitCompanyReview: (form: CompanyReviewForm) =>
    post<CertificationSubmitted>('/ptd-industry/company/submitCompanyReview', form),
  /** `silent`: the form says itself why a certification failed. */
  certifyPerson: (form: Omit<PersonCertificationForm, 'platformName'>, config?: { silent?: boolean }) =>
    post<CertificationSubmitted>(`${CERTIFICATION}/userCertification`, { ...form, platformName: PLATFORM_CODE }, config),
};

/** The platform operators' review of certifications. */
export const reviewApi = {
  page: (query: ReviewQuery) => get<Page<ReviewItem>>('/ptd-user/certification/review/page', { params: query }),
  detail: (id: Id) => get<ReviewItem>('/ptd-user/certification/review/detail', { params: { id } }),
  decide: (decision: ReviewDecision) => post<string>('/ptd-user/certification/review/decide', decision),
};

const ADDRESS = '/ptd-component/endpoint/global/address';

/** The company's receiving addresses; only the main account writes. */
export const addressApi = {
  page: (query: PageQuery) =>
    get<Page<ReceivingAddress>>(`${ADDRESS}/queryPageList`, { params: { ...query, platformName: PLATFORM_CODE } }),
  /** Replies with the new address's id. */
  add: (form: AddressForm) => post<Id>(`${ADDRESS}/add`, { ...form, type: 3, platformName: PLATFORM_CODE }),
  update: (id: Id, form: AddressForm) => put<string>(`${ADDRESS}/update`, { ...form, id }),
  remove: (id: Id) => del<string>(`${ADDRESS}/deleteById`, { params: { id } }),
};

const INVOICE_HEADER = '/ptd-component/global/resource/invoiceHeader';

/** The company's invoice headers; only the main account writes. */
export const invoiceHeaderApi = {
  page: (query: PageQuery) => get<Page<InvoiceHeader>>(`${INVOICE_HEADER}/list`, { params: query }),
  /** Replies with the new header's id. */
  add: (form: InvoiceHeaderForm) => post<Id>(INVOICE_HEADER, form),
  update: (id: Id, form: InvoiceHeaderForm) => put<string>(INVOICE_HEADER, { ...form, id }),
  /** 1 in use, 0 disabled. */
  changeStatus: (id: Id, status: 0 | 1) => get<string>(`${INVOICE_HEADER}/changeStatus`, { params: { id, status } }),
  remove: (id: Id) => get<string>(`${INVOICE_HEADER}/remove`, { params: { id } }),
};
