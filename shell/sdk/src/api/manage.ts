/** The six calls every kind of content has in the operators' API (/ptd-industry/manage/<kind>), for the areas whose consoles write content. */
import { del, get, post } from './client';
import type { Id, Page, PageQuery, QueryOf, Saved } from './types';

/** The query of an operators' list: paging, part of the title, the publication state. */
export type ManageQuery = PageQuery & QueryOf<'/ptd-industry/manage/case/page'>;

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

const MANAGE = '/ptd-industry/manage';

/** The calls of one kind (`case`, `systemNotice`...) under /ptd-industry/manage. */
export function manageCalls<Row, Form, Detail = Row, Query extends ManageQuery = ManageQuery>(
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
