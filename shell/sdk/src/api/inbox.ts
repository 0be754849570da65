/** The message centre's and the to-dos' calls (the header badge, the console and the notices remote all use them), and the one rule for where a message may lead. */
import { sameOriginPath } from '../browser/sameOrigin';
import { api } from './typed';
import type { PageQuery, Schema } from './types';

/** A message to the user: state 0 未读, 1 已读; `toUrl` is where opening it leads. */
export type Message = Schema<'Message'>;

/** Read states of a message. */
export const MESSAGE_STATE = { unread: 0, read: 1 } as const;

/**
 * The signed-in user's messages. Reads are quiet: each block shows its own
 * loading and error states, and the badge's poll must not raise a toast every
 * 30 s.
 */
export const messageApi = {
  /** Unread first, then newest first. */
  page: (query: PageQuery) => api.get('/ptd-component/endpoint/message/batchQueryMessage', { query, silent: true }),
  /**
   * The header badge's count. A session check: a token that no longer works
   * leaves the badge empty rather than sending a visitor of the public site
   * to the login page.
   */
  unreadCount: () => api.get('/ptd-component/endpoint/message/unreadCount', { silent: true, sessionCheck: true }),
  markRead: (messageIds: number[]) =>
    api.post('/ptd-component/endpoint/message/batchAcceptMessage', { body: { messageIds } }),
  /** 全部已读. */
  markAllRead: () =>
    api.post('/ptd-component/endpoint/message/batchAcceptMessage', { body: { messageIds: [], all: true } }),
  remove: (messageIds: number[]) => api.post('/ptd-component/endpoint/message/deleteMessage', { body: { messageIds } }),
};

/** Contracts to sign are listed a page of 10 at a time (spec section 9). */
export const SIGN_PAGE_SIZE = 10;

/** The user's to-dos: workflow tasks, their own requests, and the contracts waiting for their signature. */
export const todoApi = {
  /** 待我处理; `total` is the user's to-do count (contracts excluded). */
  assigned: (query: PageQuery) =>
    api.get('/ptd-open-platform/endpoint/workflow/taskAgent/page', { query, silent: true }),
  /** 我的申请: what the user asked for that others must still act on. */
  applied: () => api.get('/ptd-component/workflow/taskApply/list', { silent: true }),
  /** Contracts to sign through the platform's e-signature channel. */
  contracts: (pageNum = 1) =>
    api.get('/ptd-component/sign/apply/page', {
      query: { pageNum, pageSize: SIGN_PAGE_SIZE, taskFlag: true },
      silent: true,
    }),
  /** Contracts to sign through the cloud channel. */
  cloudContracts: (pageNum = 1) =>
    api.get('/ptd-component/sign/apply/signCloudPage', {
      query: { pageNum, pageSize: SIGN_PAGE_SIZE, taskFlag: true },
      silent: true,
    }),
};

/** The longest address followed, as for every other target. */
const MAX_URL_LENGTH = 2048;

/** Whitespace or a control character anywhere: browsers drop or fold them ('java\tscript:', ' //evil'). */
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Where opening a message may lead, or undefined when it must not be opened:
 * a path of this site (a single leading '/', by the same rule as every
 * redirect target) or an http/https address without credentials in it.
 * Everything else is refused: '//host', 'javascript:', 'data:', whitespace or
 * control characters anywhere, a backslash.
 */
export function safeMessageUrl(toUrl: string | null | undefined): string | undefined {
  if (!toUrl || toUrl.length > MAX_URL_LENGTH || UNSAFE_CHARACTER.test(toUrl)) return undefined;
  if (toUrl.startsWith('/')) return sameOriginPath(toUrl);
  if (!/^https?:\/\//i.test(toUrl)) return undefined;
  let url: URL;
  try {
    url = new URL(toUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // 'https://platform.example@evil.example' reads as the platform to a person.
  if (!url.hostname || url.username || url.password) return undefined;
  return url.href;
}

/** Whether a target leaves this site (it then opens in a new tab). */
export function isOtherSite(url: string): boolean {
  return !url.startsWith('/');
}
