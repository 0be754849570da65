/**
 * A content console list (the operators' 内容管理 and 公告管理): search by
 * name, filter by state, pages of 10, 新增, 编辑, 发布 / 下架 and 删除 (after
 * 确定要删除么?), on ListPage.
 */
import type { ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { ManageQuery } from '../../api/manage';
import type { Id } from '../../api/types';
import { ListPage, type ListContext, type ListFilter } from '../ListPage';
import { useContentRefresh } from './useContentRefresh';

export const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  { label: '已发布', value: 1 },
  { label: '已下架', value: 0 },
];

export function StatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">已发布</Tag> : <Tag>已下架</Tag>;
}

interface Row {
  id: Id;
  status: number;
}

export interface SwitchActionProps<R> {
  row: R;
  list: ListContext<R>;
  /** Whether the row is in the state the link leaves (published, enabled...). */
  on: boolean;
  /** The link's text when on and when off: 下架 / 发布. */
  labels: [string, string];
  /** What is said after it: 下架成功 / 发布成功. */
  done: [string, string];
  /** Moves the row to the other state. */
  change(): Promise<unknown>;
}

/** A row's link between two states (发布 / 下架, 撤回, 启用 / 停用), spinning while it runs. */
export function SwitchAction<R>({ row, list, on, labels, done, change }: SwitchActionProps<R>) {
  return (
    <Button type="link" size="small" loading={list.busy(row)} onClick={() => void list.run(row, change, on ? done[0] : done[1])}>
      {on ? labels[0] : labels[1]}
    </Button>
  );
}

export interface ContentListProps<R extends Row> {
  /** The keys of the kind (the area's, e.g. ['content-manage', 'case']): its pages are kept under [...queryKey, 'page'], and a change refreshes them all. */
  queryKey: QueryKey;
  /** The list's title, e.g. 栏目. */
  noun: string;
  columns: TableColumnsType<R>;
  calls: {
    page(query: ManageQuery): Promise<{ rows: R[]; total: number }>;
    changeStatus(id: Id, status: 0 | 1): Promise<unknown>;
    remove(id: Id): Promise<unknown>;
  };
  onAdd(): void;
  onEdit(row: R): void;
  searchPlaceholder?: string;
  /** Filters beside the search (product category...), merged into the query. */
  filters?: ReactNode;
  extraQuery?: Record<string, unknown>;
  /** More actions of a row, before 删除. */
  rowActions?: (row: R) => ReactNode;
  scrollX?: number;
  /** The id the server's calls take, when the row's own id is a route key (solutions). */
  idOf?: (row: R) => Id;
}

export function ContentList<R extends Row>({
  queryKey,
  noun,
  columns,
  calls,
  onAdd,
  onEdit,
  searchPlaceholder = '按名称搜索',
  filters,
  extraQuery,
  rowActions,
  scrollX = 960,
  idOf = (row) => row.id,
}: ContentListProps<R>) {
  const refresh = useContentRefresh(queryKey);
  const FILTERS: ListFilter[] = [
    { name: 'keyword', type: 'search', placeholder: searchPlaceholder },
    { name: 'status', type: 'select', label: '状态', options: STATUS_OPTIONS },
  ];

  return (
    <ListPage<R>
      queryKey={[...queryKey, 'page']}
      load={calls.page}
      query={extraQuery}
      columns={columns}
      actions={{
        width: 220,
        fixed: true,
        render: (row, list) => (
          <Space size={4} wrap>
            <Button type="link" size="small" onClick={() => onEdit(row)}>
              编辑
            </Button>
            <SwitchAction
              row={row}
              list={list}
              on={row.status === 1}
              labels={['下架', '发布']}
              done={['下架成功', '发布成功']}
              change={() => calls.changeStatus(idOf(row), row.status === 1 ? 0 : 1)}
            />
            {rowActions?.(row)}
            <Button type="link" size="small" danger onClick={() => list.confirmDelete(() => calls.remove(idOf(row)), '删除成功')}>
              删除
            </Button>
          </Space>
        ),
      }}
      filters={FILTERS}
      extraFilters={filters}
      scroll={{ x: scrollX, y: 600 }}
      emptyText={({ keyword }) => (keyword ? `没有找到相关${noun}` : '暂无数据')}
      card={{
        title: `${noun}列表`,
        extra: (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            新增{noun}
          </Button>
        ),
      }}
      onChanged={refresh}
    />
  );
}
