/** The six calls every kind of content has in the operators' API (/ptd-industry/manage/<kind>), for the areas whose consoles write content; rows, forms and queries typed by kind from the server's document. */
import { request } from './client';
import type { ApiPath, Body, Query, Reply } from './typed';
import type { Id, Page, PageQuery, Schema } from './types';

type ManagePath<K extends string, Call extends string> = `/ptd-industry/manage/${K}/${Call}`;

/** The kinds the server's document serves all six calls for (`case`, `systemNotice`...). */
export type ManageKind = {
  [P in ApiPath<'get'>]: P extends ManagePath<infer K, 'page'>
    ? [ManagePath<K, 'getById'>, ManagePath<K, 'save'>, ManagePath<K, 'update'>, ManagePath<K, 'changeStatus'>, ManagePath<K, 'deleteById'>] extends [
        ApiPath<'get'>,
        ApiPath<'post'>,
        ApiPath<'post'>,
        ApiPath<'post'>,
        ApiPath<'delete'>,
      ]
      ? K
      : never
    : never;
}[ApiPath<'get'>];

/** A row of a kind's list. */
export type ManageRow<K extends ManageKind> = Reply<'get', ManagePath<K, 'page'>>['rows'][number];
/** An item of a kind as its getById answers. */
export type ManageDetail<K extends ManageKind> = Reply<'get', ManagePath<K, 'getById'>>;
/** What a kind's save and update take. */
export type ManageForm<K extends ManageKind> = Body<'post', ManagePath<K, 'save'>>;
/** The query of a kind's list: paging and its filters. */
export type ManageKindQuery<K extends ManageKind> = PageQuery & Query<'get', ManagePath<K, 'page'>>;

/** The query of an operators' list: paging, part of the title, the publication state. */
export type ManageQuery = ManageKindQuery<'case'>;

/** The six calls every kind of content has in the operators' API. */
export interface ManageCalls<Row, Form, Detail = Row, Query extends ManageQuery = ManageQuery> {
  page(query: Query): Promise<Page<Row>>;
  get(id: Id): Promise<Detail>;
  /** Replies with the new item's id. */
  save(form: Form): Promise<Schema<'Saved'>>;
  update(form: Form & { id: Id }): Promise<unknown>;
  /** 1 publish, 0 withdraw. */
  changeStatus(id: Id, status: 0 | 1): Promise<unknown>;
  remove(id: Id): Promise<unknown>;
}

const MANAGE = '/ptd-industry/manage';

/**
 * The calls of one kind (`case`, `systemNotice`...) under /ptd-industry/manage.
 * The path is built from the kind, so the calls go through `request`; their
 * types are the document's for that kind.
 */
export function manageCalls<K extends ManageKind>(
  kind: K,
): ManageCalls<ManageRow<K>, ManageForm<K>, ManageDetail<K>, ManageKindQuery<K>> {
  const base = `${MANAGE}/${kind}`;
  return {
    page: (query) => request({ method: 'GET', url: `${base}/page`, params: query }),
    get: (id) => request({ method: 'GET', url: `${base}/getById`, params: { id } }),
    save: (form) => request({ method: 'POST', url: `${base}/save`, data: form }),
    update: (form) => request({ method: 'POST', url: `${base}/update`, data: form }),
    changeStatus: (id, status) => request({ method: 'POST', url: `${base}/changeStatus`, data: { id, status } }),
    remove: (id) => request({ method: 'DELETE', url: `${base}/deleteById`, params: { id } }),
  };
}
