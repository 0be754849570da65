/** A content console page of one kind: its heading, its list (ContentList) and its add / edit drawer (StandardEditor) ending with 排序 and 发布. */
import { useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { ManageCalls } from '../../api/manage';
import type { Id } from '../../api/types';
import type { FormRulesFile } from '../../forms';
import { FieldRules } from '../FieldRules';
import { PageHeader } from '../PageHeader';
import { ContentList, StatusTag } from './ContentList';
import { SortField, StatusField } from './fields';
import type { UploadMedia } from './media';
import { StandardEditor } from './StandardEditor';

/** The values of a new item unless the page says otherwise: published, and first where items have an order. */
const PUBLISHED = { status: 1 };
const FIRST = { sort: 0, ...PUBLISHED };

/** The columns a content list ends with: 排序 (unless `sort` is false), 状态, and 创建时间 where `created`. */
export function contentColumns<R>(columns: TableColumnsType<R>, { sort = true, created = false } = {}): TableColumnsType<R> {
  return [
    ...columns,
    ...(sort ? [{ title: '排序', dataIndex: 'sort', width: 80 }] : []),
    { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
    ...(created ? [{ title: '创建时间', dataIndex: 'createTime', width: 180 }] : []),
  ];
}

/** One kind of content as its console needs it. */
export interface ContentKind<Row, Payload, Detail = Row> {
  /** The kind's keys: its list's pages and its items are kept under them, and a change refreshes them all. */
  queryKey: QueryKey;
  /** Its six calls (whatever query its list takes). */
  calls: ManageCalls<Row, Payload, Detail, never>;
  /** Its form's rules file, which the fields inside take their rules from. */
  rules: FormRulesFile;
  /** What one item is called: 案例, 专家... */
  noun: string;
  /** Stores the pictures and videos of its form. */
  upload?: UploadMedia;
}

/** How a kind's add / edit drawer treats its items. */
export interface ContentEditor<Payload, Detail = unknown> {
  /** The values of a new item, beside 发布 (and the first place). */
  defaults?: Partial<Payload>;
  /** The form's values of a loaded item. */
  toValues?: (item: Detail) => Partial<Payload>;
  /** The body the server takes from the form's values. */
  toPayload?: (values: Payload) => Payload;
  /** The drawer's width. */
  width?: number;
  /** Whether items have an order (the 排序 field); 发布 follows in any case. */
  sortable?: boolean;
}

export interface ContentConsoleProps<Row extends { id: Id; status: number }, Payload extends object, Detail = Row> {
  kind: ContentKind<Row, Payload, Detail>;
  /** The page's heading; a tab of a page has none. */
  header?: { title: string; description: string };
  columns: TableColumnsType<Row>;
  /** The list's search box hint (按名称搜索 unless given) and its width when it scrolls. */
  list?: { search?: string; scrollX?: number };
  editor?: ContentEditor<Payload, Detail>;
  /** The form's fields before 排序 and 发布. */
  children: ReactNode;
}

export function ContentConsole<Row extends { id: Id; status: number }, Payload extends object, Detail = Row>({
  kind,
  header,
  columns,
  list = {},
  editor = {},
  children,
}: ContentConsoleProps<Row, Payload, Detail>) {
  const [editing, setEditing] = useState<Id | 'new'>();
  const { sortable = true } = editor;
  return (
    <>
      {header ? <PageHeader title={header.title} description={header.description} /> : null}
      <ContentList<Row>
        queryKey={kind.queryKey}
        noun={kind.noun}
        columns={columns}
        calls={kind.calls}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder={list.search}
        scrollX={list.scrollX}
      />
      <StandardEditor<Detail, Payload, Payload>
        queryKey={kind.queryKey}
        noun={kind.noun}
        calls={kind.calls}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ ...(sortable ? FIRST : PUBLISHED), ...editor.defaults } as unknown as Partial<Payload>}
        toValues={editor.toValues}
        toPayload={editor.toPayload}
        width={editor.width}
      >
        <FieldRules rules={kind.rules} upload={kind.upload}>
          {children}
          {sortable ? <SortField /> : null}
          <StatusField />
        </FieldRules>
      </StandardEditor>
    </>
  );
}
