/** The drawer of a kind with the standard calls: loads the item by id, saves or updates it. */
import { useMemo, type ReactNode } from 'react';
import type { FormInstance } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { ManageCalls } from '../../api/manage';
import type { Id } from '../../api/types';
import { useApi } from '../../query/hooks';
import { EditorDrawer } from './EditorDrawer';
import { useContentRefresh } from './useContentRefresh';

export interface StandardEditorProps<Row, V, Payload> {
  /** The keys of the kind, as its list has them: the item is kept under [...queryKey, 'item', id], and a save refreshes them all. */
  queryKey: QueryKey;
  noun: string;
  calls: ManageCalls<unknown, Payload, Row>;
  /** undefined: closed; 'new': a new item; else the id to edit. */
  editing: Id | 'new' | undefined;
  onClose(): void;
  /** The form's values of a loaded item. */
  toValues?: (row: Row) => Partial<V>;
  /** The body the server takes from the form's values. */
  toPayload?: (values: V) => Payload;
  defaults?: Partial<V>;
  width?: number;
  form?: FormInstance<V>;
  children: ReactNode;
}

export function StandardEditor<Row, V extends object, Payload>({
  queryKey,
  noun,
  calls,
  editing,
  onClose,
  toValues = (row) => row as unknown as Partial<V>,
  toPayload = (values) => values as unknown as Payload,
  defaults,
  width,
  form,
  children,
}: StandardEditorProps<Row, V, Payload>) {
  const id = editing === 'new' ? undefined : editing;
  const refresh = useContentRefresh(queryKey);
  const item = useApi([...queryKey, 'item', id ?? ''], () => calls.get(id!), {
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  // Worked out once per item: the defaults and mappers are fixed for a page.
  const initialValues = useMemo(() => {
    if (editing === 'new') return defaults;
    return item.data ? toValues(item.data) : undefined;
  }, [editing, item.data]);

  const submit = async (values: V) => {
    const payload = toPayload(values);
    if (id === undefined) await calls.save(payload);
    else await calls.update({ ...payload, id });
    refresh();
  };

  return (
    <EditorDrawer<V>
      title={id === undefined ? `新增${noun}` : `编辑${noun}`}
      open={editing !== undefined}
      initialValues={initialValues}
      loading={id !== undefined && item.isPending}
      loadError={item.isError ? item.error : undefined}
      onRetry={() => void item.refetch()}
      onClose={onClose}
      onSubmit={submit}
      successText={id === undefined ? '新增成功' : '修改成功'}
      width={width}
      form={form}
    >
      {children}
    </EditorDrawer>
  );
}
