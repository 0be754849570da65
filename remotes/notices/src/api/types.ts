/** The notices area's types: the generated schemas' names, as the SDK gives them, and the operators' notices. */
import type { CompanyNoticeType, PageQuery, QueryOf, Schema } from '@platform/sdk';

export type { Message, SignTask, Task, TodoItem } from '@platform/sdk';

export type SystemNotice = Schema<'SystemNotice'>;
export type SystemNoticeForm = Schema<'SystemNoticeForm'>;
export type CompanyNotice = Omit<Schema<'CompanyNotice'>, 'noticeType'> & { noticeType: CompanyNoticeType };
export type CompanyNoticeForm = Omit<Schema<'CompanyNoticeForm'>, 'noticeType'> & { noticeType: CompanyNoticeType };
export type CompanyNoticeQuery = PageQuery & QueryOf<'/ptd-component/global/companyNotice/page'>;
/** A file stored by the notices' upload (companyNotice/upload; not yet in the generated paths, the reply is manage/upload's). */
export type Uploaded = Schema<'Uploaded'>;
