/** The public site's request and reply types: names for the schemas generated from the server's OpenAPI document. */
import type { CompanyNoticeType, Id, PageQuery, QueryOf, Schema } from '@platform/sdk';

/** A banner of a channel's page (applicationType 40, type WEB). */
export type FrontBanner = Schema<'Banner'>;
export type CooperationCase = Schema<'CooperationCase'>;
export type ApplicationScene = Schema<'ApplicationScene'>;
export type ProductDetail = Schema<'ProductDetail'>;
export type ProductProfile = Schema<'ProductProfile'>;
/** An application of the AI market. */
export type AiProduct = Schema<'AiProduct'>;
export type AiProductQuery = QueryOf<'/ptd-industry/product/getAIProduct'>;
export type Supplier = Schema<'Supplier'>;
export type Expert = Schema<'Expert'>;
export type ExpertQuery = PageQuery & QueryOf<'/ptd-industry/expert/page'>;
export type FactoryVideo = Schema<'FactoryVideo'>;
/** A product service that has help documents (the help centre's left menu). */
export type HelpDomain = Schema<'HelpDomain'>;
export type HelpDocItem = Schema<'HelpDocItem'>;
export type HelpDoc = Schema<'HelpDoc'>;
export type HelpDocQuery = PageQuery & QueryOf<'/ptd-industry/helpDoc/page'>;
export type SystemNotice = Schema<'SystemNotice'>;
export type CompanyNotice = Omit<Schema<'CompanyNotice'>, 'noticeType'> & { noticeType: CompanyNoticeType };

/** One notice as /noticeDetail shows it, whatever its kind. */
export interface NoticeView {
  id: Id;
  title: string;
  msgText: string;
  time?: string | null;
  kindName: string;
}

type LeaveMessageForm = Schema<'LeaveMessageForm'>;
/** 联系我们 (type 1). */
export type ContactMessageForm = Pick<LeaveMessageForm, 'linkman' | 'telephone' | 'content'> & { email: string };
/** 提交AI需求 (type 2): the code proves the telephone. */
export type AiDemandForm = Pick<LeaveMessageForm, 'linkman' | 'telephone' | 'content' | 'email'> & {
  companyName: string;
  smsCode: string;
};
/** A message received, with the sentence to show. */
export type MessageReceived = Schema<'Received'>;
export type FeedbackForm = Schema<'FeedbackForm'>;
