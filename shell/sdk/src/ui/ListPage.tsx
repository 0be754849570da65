/**
 * The one list of the workbench: filters (a search box, choices), the table's
 * columns and its 操作 column, pages of 10 with 共 N 条, 确定要删除么? before a
 * delete, and the same loading, empty and error states on every list. On a
 * phone each row is a card instead: its title, a line for each column, its 操作.
 */
import { isValidElement, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  App,
  Card,
  Flex,
  Grid,
  Input,
  Pagination,
  Select,
  Spin,
  Table,
  Typography,
  type PaginationProps,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from '../api/notify';
import type { Page, PageQuery } from '../api/types';
import { usePageQuery } from '../query/hooks';
import { PageCard } from './PageCard';
import { EmptyState, ErrorState, LoadingState } from './states';
import { cardLayout, cardName, readPath, shows } from './listCards';
import './listCards.css';

/** Rows of a page, unless a caller says otherwise. */
export const LIST_PAGE_SIZE = 10;

/** A filter above the table; its value is the query parameter `name` ('' leaves it out). */
export interface ListFilter {
  name: string;
  type: 'search' | 'select';
  /** The search box's hint. */
  placeholder?: string;
  /** A choice's accessible name. */
  label?: string;
  /** A choice's options; the one whose value is '' stands for all. */
  options?: Array<{ label: string; value: string | number }>;
  maxLength?: number;
  width?: number;
}

/** What the 操作 column of a row can do through the list. */
export interface ListContext<R> {
  /** Asks 确定要删除么?; on 确定 deletes, says the server's text (or `done`, else 删除成功) and refreshes; 取消 says 已取消删除; a failure 删除失败. */
  confirmDelete(remove: () => Promise<unknown>, done?: string): void;
  /** Runs an action of the row with its button spinning, says `done` and refreshes; a failure was shown by the API client. */
  run(row: R, action: () => Promise<unknown>, done: string): Promise<void>;
  /** Whether an action of this row is running. */
  busy(row: R): boolean;
  /** Reads the list again (after an add or an edit). */
  refresh(): void;
}

export interface ListPageProps<R extends object, Q extends object = object> {
  /** The key under which the pages are kept; a page's key adds its query. */
  queryKey: QueryKey;
  /** Loads one page; the query has the paging, `query` and the filters' values. */
  load(query: PageQuery & Q): Promise<Page<R>>;
  columns: TableColumnsType<R>;
  /** The column (its key or dataIndex, steps joined by dots) that titles a row's card on a phone; the first unless given. */
  cardTitle?: string;
  /** The 操作 column (on a phone, the foot of each card). `fixed` pins it on the right. */
  actions?: { width: number; fixed?: boolean; render(row: R, list: ListContext<R>): ReactNode };
  rowKey?: string;
  filters?: ListFilter[];
  /** More controls beside the filters (their values come in through `query`). */
  extraFilters?: ReactNode;
  /** Parameters added to every query. */
  query?: Q;
  pageSize?: number;
  /** 共 N 条 unless given. */
  totalText?(total: number): string;
  /** The empty table's text for the query's parameters (the filters' values among them); 暂无数据 unless given. */
  emptyText?(query: Record<string, unknown>): ReactNode;
  /**
   * Shown instead of the table while the list has nothing at all (an empty
   * state with its add button). Such a list shows a skeleton while it first
   * loads and hides its pager when there is one page only.
   */
  emptyView?: ReactNode;
  /** Above the filters and the list; knows the total once loaded. */
  header?(total: number | undefined): ReactNode;
  /** Puts the list in a card with this title and extra (the add button). */
  card?: { title?: ReactNode; extra?: ReactNode };
  /** The filters go into the card's extra rather than above the table. */
  filtersInCard?: boolean;
  scroll?: TableProps<R>['scroll'];
  size?: TableProps<R>['size'];
  /** Not on a phone's cards: what a row expands to is left to the wider screen. */
  expandable?: TableProps<R>['expandable'];
  /** A row's attributes and handlers; on a phone they go to its card. */
  onRow?: TableProps<R>['onRow'];
  /** After a change (a delete, an action): the list is read again unless given. */
  onChanged?(): void;
  /** Rendered after the list (its add / edit dialog). */
  children?: ReactNode;
}

const DELETE_FAILED = '删除失败';

/** 确定要删除么? before a delete; cancelling says 已取消删除, a refused delete 删除失败. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return useCallback(
    (remove: () => Promise<unknown>, onDeleted: () => unknown, done?: string) =>
      modal.confirm({
        title: '提示',
        content: '确定要删除么?',
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: async () => {
          let reply: unknown;
          try {
            reply = await remove();
          } catch {
            // The API client has said why; this says what did not happen (spec section 8).
            notify.error(DELETE_FAILED);
            return;
          }
          notify.success(done ?? ((typeof reply === 'string' && reply) || '删除成功'));
          await onDeleted();
        },
        onCancel: () => notify.info('已取消删除'),
      }),
    [modal],
  );
}

const DEFAULT_WIDTH = { search: 240, select: 130 };

type ListColumn<R> = TableColumnsType<R>[number];

/** A cell as the table shows it: the column's render of the row's value, else the value. */
function cellOf<R extends object>(column: ListColumn<R>, row: R, index: number): ReactNode {
  const value = 'dataIndex' in column ? readPath(row, column.dataIndex) : undefined;
  if (!('render' in column) || !column.render) return value as ReactNode;
  const rendered = column.render(value, row, index);
  // The table's older form of a cell ({ children, props }) gives its children.
  if (rendered !== null && typeof rendered === 'object' && !isValidElement(rendered) && !Array.isArray(rendered) && 'children' in rendered) {
    return rendered.children as ReactNode;
  }
  return rendered as ReactNode;
}

interface ListCardsProps<R extends object> {
  rows: readonly R[];
  columns: TableColumnsType<R>;
  cardTitle?: string;
  rowKey: string;
  actions?(row: R): ReactNode;
  onRow?: TableProps<R>['onRow'];
}

/** A phone's rows: a card each, titled by one column, a `label: value` line for each other, its actions at the foot. */
function ListCards<R extends object>({ rows, columns, cardTitle, rowKey, actions, onRow }: ListCardsProps<R>) {
  const { title, lines } = cardLayout(columns, cardTitle);
  return (
    <div role="list" className="list-cards">
      {rows.map((row, index) => {
        const heading = title ? cellOf(title, row, index) : undefined;
        // A row's tooltip (`title`) would take the card's title; the rest (className, onClick...) goes to the card.
        const { title: _tooltip, className, ...rowProps } = onRow?.(row, index) ?? {};
        const fields = lines.flatMap((column, at) => {
          const value = cellOf(column, row, index);
          const label = typeof column.title === 'function' ? column.title({}) : (column.title as ReactNode);
          // A cell that renders nothing (a checkbox the row does not offer) gives no line.
          return shows(value) ? [{ at, label, value }] : [];
        });
        return (
          <Card
            {...rowProps}
            key={String(readPath(row, rowKey) ?? index)}
            size="small"
            role="listitem"
            aria-label={cardName(heading)}
            className={className ? `list-card ${className}` : 'list-card'}
            hoverable={rowProps.onClick !== undefined}
            title={shows(heading) ? heading : undefined}
          >
            <dl className="list-card__fields">
              {fields.map(({ at, label, value }) => (
                <div key={at} className="list-card__field">
                  <dt>
                    <Typography.Text type="secondary">{label}</Typography.Text>
                  </dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="list-card__actions">{actions(row)}</div> : null}
          </Card>
        );
      })}
    </div>
  );
}

export function ListPage<R extends object, Q extends object = object>({
  queryKey,
  load,
  columns,
  cardTitle,
  actions,
  rowKey = 'id',
  filters = [],
  extraFilters,
  query: extraQuery,
  pageSize = LIST_PAGE_SIZE,
  totalText = (total) => `共 ${total} 条`,
  emptyText = () => '暂无数据',
  emptyView,
  header,
  card,
  filtersInCard = false,
  scroll,
  size,
  expandable,
  onRow,
  onChanged,
  children,
}: ListPageProps<R, Q>) {
  const queryClient = useQueryClient();
  const confirm = useConfirmDelete();
  const [pageNum, setPageNum] = useState(1);
  const [values, setValues] = useState<Record<string, string | number>>({});
  const [busyRow, setBusyRow] = useState<R>();
  // A phone has no room for columns side by side: each row becomes a card.
  const narrow = Grid.useBreakpoint().md === false;

  // Other parameters (a category, a kind) start again from the first page, as the filters do.
  const extraKey = JSON.stringify(extraQuery ?? {});
  const [lastExtraKey, setLastExtraKey] = useState(extraKey);
  if (extraKey !== lastExtraKey) {
    setLastExtraKey(extraKey);
    setPageNum(1);
  }

  const params: Record<string, unknown> = { pageNum, pageSize, ...extraQuery };
  for (const filter of filters) {
    const value = values[filter.name] ?? '';
    params[filter.name] = value === '' ? undefined : value;
  }
  const page = usePageQuery([...queryKey, params], () => load(params as PageQuery & Q));
  const rows = page.data?.rows;

  // A page left empty by a delete steps back to the one before.
  useEffect(() => {
    if (rows?.length === 0 && pageNum > 1) setPageNum(pageNum - 1);
  }, [pageNum, rows?.length]);

  const changed = () => (onChanged ? onChanged() : queryClient.invalidateQueries({ queryKey }));

  const list: ListContext<R> = {
    confirmDelete: (remove, done) => confirm(remove, changed, done),
    run: async (row, action, done) => {
      setBusyRow(row);
      try {
        await action();
        notify.success(done);
        void changed();
      } catch {
        // The API client has shown the server's reason.
      } finally {
        setBusyRow(undefined);
      }
    },
    busy: (row) => busyRow === row,
    refresh: () => void changed(),
  };

  const setFilter = (name: string, value: string | number) => {
    setValues((last) => ({ ...last, [name]: value }));
    setPageNum(1);
  };

  const controls =
    filters.length > 0 || extraFilters ? (
      <Flex gap={12} wrap style={filtersInCard ? undefined : { marginBottom: 16 }}>
        {filters.map((filter) =>
          filter.type === 'search' ? (
            <Input.Search
              key={filter.name}
              placeholder={filter.placeholder}
              allowClear
              maxLength={filter.maxLength ?? 50}
              onSearch={(value) => setFilter(filter.name, value.trim())}
              style={{ width: filter.width ?? DEFAULT_WIDTH.search }}
            />
          ) : (
            <Select
              key={filter.name}
              value={values[filter.name] ?? ''}
              options={filter.options}
              onChange={(value) => setFilter(filter.name, value)}
              style={{ width: filter.width ?? DEFAULT_WIDTH.select }}
              aria-label={filter.label}
            />
          ),
        )}
        {extraFilters}
      </Flex>
    ) : null;

  const allColumns: TableColumnsType<R> = actions
    ? [
        ...columns,
        {
          title: '操作',
          key: 'actions',
          width: actions.width,
          fixed: actions.fixed ? 'right' : undefined,
          render: (_: unknown, row: R) => actions.render(row, list),
        },
      ]
    : columns;

  const filtered = Object.values(values).some((value) => value !== '');
  const pager: PaginationProps = {
    current: pageNum,
    pageSize,
    total: page.data?.total ?? 0,
    showSizeChanger: false,
    showTotal: totalText,
    onChange: setPageNum,
    hideOnSinglePage: emptyView !== undefined,
  };
  let body: ReactNode;
  if (emptyView !== undefined && page.isPending) body = <LoadingState />;
  else if (page.isError) {
    body = <ErrorState error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  } else if (emptyView !== undefined && page.data?.total === 0 && !filtered) body = emptyView;
  else if (narrow) {
    let cards: ReactNode;
    if (rows && rows.length > 0) {
      cards = (
        <ListCards<R>
          rows={rows}
          columns={columns}
          cardTitle={cardTitle}
          rowKey={rowKey}
          actions={actions ? (row) => actions.render(row, list) : undefined}
          onRow={onRow}
        />
      );
    } else if (page.isPending) {
      // The first page on its way: the spinner alone, as over the table's body.
      cards = <div className="list-cards__waiting" />;
    } else {
      cards = <EmptyState description={emptyText(params)} />;
    }
    body = (
      <>
        <Spin spinning={page.isFetching}>{cards}</Spin>
        {/* As under the table: no pager while there is nothing to page. */}
        {pager.total ? <Pagination {...pager} size="small" align="end" className="list-cards__pager" /> : null}
      </>
    );
  } else {
    body = (
      <Table<R>
        rowKey={rowKey}
        size={size}
        columns={allColumns}
        dataSource={rows ?? []}
        loading={page.isFetching}
        scroll={scroll}
        expandable={expandable}
        onRow={onRow}
        locale={{ emptyText: <EmptyState description={emptyText(params)} /> }}
        pagination={pager}
      />
    );
  }

  const content = (
    <>
      {header?.(page.data?.total)}
      {filtersInCard ? null : controls}
      {body}
      {children}
    </>
  );
  if (!card) return content;
  return (
    <PageCard title={card.title} extra={filtersInCard ? controls : card.extra}>
      {content}
    </PageCard>
  );
}
