/**
 * A content console list: search by name, filter by state, pages of 10,
 * 新增, 编辑, 发布 / 下架 and 删除 (after 确定要删除么?).
 */
import { useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { notify, useManagePage, type Id, type ManageKind, type ManageQuery } from '@platform/sdk';
import { EmptyState, ErrorState, PageCard } from '@platform/sdk/ui';
import { useRefresh } from './useRefresh';

const PAGE_SIZE = 10;

export const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  { label: '已发布', value: '1' },
  { label: '已下架', value: '0' },
];

export function StatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">已发布</Tag> : <Tag>已下架</Tag>;
}

interface Row {
  id: Id;
  status: number;
}

export interface ContentListProps<R extends Row> {
  kind: ManageKind;
  /** The list's title, e.g. 栏目. */
  noun: string;
  columns: TableColumnsType<R>;
  calls: {
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
  kind,
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
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const query = { pageNum, pageSize: PAGE_SIZE, keyword, status: status === '' ? undefined : (Number(status) as 0 | 1), ...extraQuery };
  const page = useManagePage(kind, query as ManageQuery);
  const refresh = useRefresh(kind);
  const [busy, setBusy] = useState<Id>();
  // On a phone a pinned column would cover the others: the table just scrolls.
  const narrow = !Grid.useBreakpoint().md;

  const run = async (row: R, action: () => Promise<unknown>, done: string) => {
    setBusy(row.id);
    try {
      await action();
      notify.success(done);
      refresh();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(undefined);
    }
  };

  const actions: TableColumnsType<R>[number] = {
    title: '操作',
    key: 'actions',
    fixed: narrow ? undefined : 'right',
    width: 220,
    render: (_, row) => (
      <Space size={4} wrap>
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          编辑
        </Button>
        <Button
          type="link"
          size="small"
          loading={busy === row.id}
          onClick={() =>
            void run(row, () => calls.changeStatus(idOf(row), row.status === 1 ? 0 : 1), row.status === 1 ? '下架成功' : '发布成功')
          }
        >
          {row.status === 1 ? '下架' : '发布'}
        </Button>
        {rowActions?.(row)}
        <Popconfirm
          title="确定要删除么?"
          okText="确定"
          cancelText="取消"
          onConfirm={() => run(row, () => calls.remove(idOf(row)), '删除成功')}
          onCancel={() => notify.info('已取消删除')}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ),
  };

  const rows = (page.data?.rows ?? []) as unknown as R[];
  return (
    <PageCard
      title={`${noun}列表`}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增{noun}
        </Button>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={searchPlaceholder}
          allowClear
          maxLength={50}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
          style={{ width: 240 }}
        />
        <Select
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPageNum(1);
          }}
          style={{ width: 130 }}
          aria-label="状态"
        />
        {filters}
      </Flex>
      {page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <Table<R>
          rowKey="id"
          columns={[...columns, actions]}
          dataSource={rows}
          loading={page.isFetching}
          scroll={{ x: scrollX, y: 600 }}
          locale={{ emptyText: <EmptyState description={keyword ? `没有找到相关${noun}` : '暂无数据'} /> }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPageNum,
          }}
        />
      )}
    </PageCard>
  );
}
