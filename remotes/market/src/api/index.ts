/** The content console's calls (the operators' API under /ptd-industry/manage) on the SDK's one client. */
import { get, manageCalls, post, upload, type Id, type Page, type PageQuery } from '@platform/sdk';
import type {
  Agreement,
  AgreementForm,
  ApplicationScene,
  ApplicationSceneForm,
  BannerForm,
  CaseForm,
  ChannelAdmin,
  ChannelForm,
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
  TopAdvertising,
  TopAdvertisingForm,
  Uploaded,
} from './types';

export type * from './types';

const MANAGE = '/ptd-industry/manage';

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
