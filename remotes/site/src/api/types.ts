/** The public site's UI-only types: what its pages show and its forms hold; server shapes are named where used (`Schema<'Expert'>`). */
import type { Id, Schema } from '@platform/sdk';

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
