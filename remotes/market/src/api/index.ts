/** The content console's calls (the operators' API under /ptd-industry/manage and the company notices) on the SDK's one client. */
import { del, get, post, upload, type Id, type Page, type PageQuery, type Saved } from '@platform/sdk';
import type {
  Agreement,
  AgreementForm,
  ApplicationScene,
  ApplicationSceneForm,
  BannerForm,
  CaseForm,
  ChannelAdmin,
  ChannelForm,
  CompanyNotice,
  CompanyNoticeForm,
  CompanyNoticeQuery,
  CooperationCase,
  DomainChoice,
  Expert,
  ExpertForm,
  FactoryVideo,
  FactoryVideoForm,
  Feedback,
  FrontBanner,
  HelpDoc,
  HelpDocForm,
  LeaveMessage,
  LeaveMessageQuery,
  ManageQuery,
  ProductAdminRow,
  ProductCategory,
  ProductCategoryForm,
  ProductDetail,
  ProductForm,
  ProductManageQuery,
  Program,
  ProgramForm,
  ServicePlatform,
  ServicePlatformForm,
  SiteSettingsForm,
  Supplier,
  SupplierForm,
  SystemNotice,
  SystemNoticeForm,
  TopAdvertising,
  TopAdvertisingForm,
  Uploaded,
} from './types';

export type * from './types';

const MANAGE = '/ptd-industry/manage';

/** The six calls every kind of content has in the operators' API. */
export interface ManageCalls<Row, Form, Detail = Row, Query extends ManageQuery = ManageQuery> {
  page(query: Query): Promise<Page<Row>>;
  get(id: Id): Promise<Detail>;
  save(form: Form): Promise<Saved>;
  update(form: Form & { id: Id }): Promise<unknown>;
  /** 1 publish, 0 withdraw. */
  changeStatus(id: Id, status: 0 | 1): Promise<unknown>;
  remove(id: Id): Promise<unknown>;
}

function manageCalls<Row, Form, Detail = Row, Query extends ManageQuery = ManageQuery>(
  kind: string,
): ManageCalls<Row, Form, Detail, Query> {
  const base = `${MANAGE}/${kind}`;
  return {
    page: (query) => get<Page<Row>>(`${base}/page`, { params: query }),
    get: (id) => get<Detail>(`${base}/getById`, { params: { id } }),
    save: (form) => post<Saved>(`${base}/save`, form),
    update: (form) => post<unknown>(`${base}/update`, form),
    changeStatus: (id, status) => post<unknown>(`${base}/changeStatus`, { id, status }),
    remove: (id) => del<unknown>(`${base}/deleteById`, { params: { id } }),
  };
}

/** The platform operators' content console (内容管理). */
export const manageApi = {
  product: manageCalls<ProductAdminRow, ProductForm, ProductDetail, ProductManageQuery>('product'),
  productCategory: manageCalls<ProductCategory, ProductCategoryForm>('productCategory'),
  channel: manageCalls<ChannelAdmin, ChannelForm>('channel'),
  topAdvertising: manageCalls<TopAdvertising, TopAdvertisingForm>('topAdvertising'),
  banner: manageCalls<FrontBanner, BannerForm>('banner'),
  program: manageCalls<Program, ProgramForm>('program'),
  case: manageCalls<CooperationCase, CaseForm>('case'),
  applicationScene: manageCalls<ApplicationScene, ApplicationSceneForm>('applicationScene'),
  servicePlatform: manageCalls<ServicePlatform, ServicePlatformForm>('servicePlatform'),
  expert: manageCalls<Expert, ExpertForm>('expert'),
  supplier: manageCalls<Supplier, SupplierForm>('supplier'),
  factoryVideo: manageCalls<FactoryVideo, FactoryVideoForm>('factoryVideo'),
  helpDoc: manageCalls<HelpDoc, HelpDocForm>('helpDoc'),
  systemNotice: manageCalls<SystemNotice, SystemNoticeForm>('systemNotice'),

  /** Every product service, for the help document form. */
  productDomains: () => get<DomainChoice[]>(`${MANAGE}/productDomain/list`),
  agreements: () => get<Agreement[]>(`${MANAGE}/agreement/list`),
  updateAgreement: (form: AgreementForm) => post<unknown>(`${MANAGE}/agreement/update`, form),
  /** Replaces every site setting (站点设置); quiet, as the page shows a refusal beside its field. */
  saveSiteSettings: (form: SiteSettingsForm) => post<unknown>(`${MANAGE}/siteSetting/save`, form, { silent: true }),
  leaveMessagePage: (query: LeaveMessageQuery) => get<Page<LeaveMessage>>(`${MANAGE}/leaveMessage/page`, { params: query }),
  /** 1 handled, 0 new. */
  changeLeaveMessageStatus: (id: Id, status: 0 | 1) => post<unknown>(`${MANAGE}/leaveMessage/changeStatus`, { id, status }),
  feedbackPage: (query: PageQuery) => get<Page<Feedback>>(`${MANAGE}/feedback/page`, { params: query }),
  /** An image (up to 10 MB) or a video (up to 50 MB), typed by its bytes. */
  upload: (file: Blob) => post<Uploaded>(`${MANAGE}/upload`, upload(file)),
};

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
};
