/** The content console's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { PageQuery, QueryOf, Schema } from '@platform/sdk';

export type { Program, ServicePlatform, SiteLink, SiteSettings, SiteSettingsForm } from '@platform/sdk';

export type ProductManageQuery = PageQuery & QueryOf<'/ptd-industry/manage/product/page'>;
/** A file stored by the operators' upload. */
export type Uploaded = Schema<'Uploaded'>;

export type ProductCategory = Schema<'ProductCategory'>;
export type ProductCategoryForm = Schema<'CategoryForm'>;
export type ChannelAdmin = Schema<'ChannelAdmin'>;
export type ChannelForm = Schema<'ChannelForm'>;
export type TopAdvertising = Schema<'TopAdvertising'>;
export type TopAdvertisingForm = Schema<'TopAdvertisingForm'>;
/** A banner of a channel's page (applicationType 40, type WEB). */
export type FrontBanner = Schema<'Banner'>;
export type BannerForm = Schema<'BannerForm'>;
export type ProgramForm = Schema<'ProgramForm'>;
export type CooperationCase = Schema<'CooperationCase'>;
export type CaseForm = Schema<'CaseForm'>;
export type ApplicationScene = Schema<'ApplicationScene'>;
export type ApplicationSceneForm = Schema<'SceneForm'>;
export type ServicePlatformForm = Schema<'ServicePlatformForm'>;
export type Expert = Schema<'Expert'>;
export type ExpertForm = Schema<'ExpertForm'>;
export type Supplier = Schema<'Supplier'>;
export type SupplierForm = Schema<'SupplierForm'>;
export type FactoryVideo = Schema<'FactoryVideo'>;
export type FactoryVideoForm = Schema<'FactoryVideoForm'>;
export type HelpDoc = Schema<'HelpDoc'>;
export type HelpDocForm = Schema<'HelpDocForm'>;
export type Agreement = Schema<'Agreement'>;
export type AgreementForm = Schema<'AgreementForm'>;
/** A product in the operators' list. */
export type ProductAdminRow = Schema<'ProductAdminRow'>;
export type ProductDetail = Schema<'ProductDetail'>;
export type ProductForm = Schema<'ProductForm'>;
/** A button of the product banner. */
export type OperationButton = Schema<'OperationButton'>;
/** A product service, for the help document form's picker. */
export type DomainChoice = Schema<'DomainChoice'>;
export type LeaveMessage = Schema<'LeaveMessage'>;
export type LeaveMessageQuery = PageQuery & QueryOf<'/ptd-industry/manage/leaveMessage/page'>;
export type Feedback = Schema<'Feedback'>;
