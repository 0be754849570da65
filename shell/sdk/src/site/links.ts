/** Addresses of the public site's pages, built the same way by the navigation and the pages. */
import { sameOriginPath } from '../browser/sameOrigin';
import type { Id, NoticeKind } from '../api/types';
import { FINANCE_PROGRAM_ID } from './limits';

/** Product detail: template 2 products have their own page (type 0 = product). */
export function productPath(product: { id: Id; templateType?: number | null }): string {
  const page = product.templateType === 2 ? 'productTemplate2' : 'productTemplate';
  return `/product/${page}?id=${encodeURIComponent(String(product.id))}&type=0`;
}

/** A solution's details: the finance credit solution has its own page. */
export function programPath(id: Id): string {
  return String(id) === FINANCE_PROGRAM_ID ? '/planFinance' : `/plan/${encodeURIComponent(String(id))}`;
}

export function expertPath(id: Id): string {
  return `/expert/${encodeURIComponent(String(id))}`;
}

export function platformPath(id: Id): string {
  return `/plat/${encodeURIComponent(String(id))}`;
}

export function helpDocPath(id: Id): string {
  return `/DocDetails?id=${encodeURIComponent(String(id))}`;
}

/** One notice, or without an id the list of its kind. */
export function noticePath(type: NoticeKind, id?: Id): string {
  return id === undefined ? `/noticeDetail?type=${type}` : `/noticeDetail?id=${encodeURIComponent(String(id))}&type=${type}`;
}

export function searchPath(keyword: string, type?: string): string {
  const params = new URLSearchParams({ keyword: keyword.trim() });
  if (type) params.set('type', type);
  return `/searchRes?${params.toString()}`;
}

/** 立即咨询: the customer-service page opens (or resumes) a conversation. */
export const CONSULT_PATH = '/customerService';

/** Whether a link leaves the site (opened in a new tab). */
export function isExternalLink(link: string | null | undefined): boolean {
  return Boolean(link && /^(https?:)?\/\//i.test(link));
}

/** Control characters, whitespace and backslashes: never part of an address a link may show. */
const UNSAFE_IN_ADDRESS = /[\u0000-\u001f\u007f\s\\]/;

/**
 * An address the operators set (开放平台, 开发者文档, 相关链接) as a link may
 * show it: an http/https address with a host and no credentials in it, else
 * undefined. The server refuses anything else; this keeps a value written
 * around it (an older row, a hand edit) out of an href.
 */
export function externalAddress(url: string | null | undefined): string | undefined {
  if (!url || UNSAFE_IN_ADDRESS.test(url) || !/^https?:\/\//i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return web && parsed.hostname && !parsed.username && !parsed.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The conversation address the customer-service frame may show: a path of
 * this site only, so the page cannot be made to frame someone else's.
 */
export function safeChatAddress(url: string | null | undefined): string | undefined {
  return sameOriginPath(url);
}
