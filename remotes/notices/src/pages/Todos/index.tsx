/**
 * 待办事项 (/userCenter/todo): 待我处理, the contracts waiting for the user's
 * signature and the work waiting for them (each opening its page in the
 * workbench), and 我的申请, what they asked for that others must still act on.
 * `?tab=applied` opens the second tab.
 */
import { useEffect, useState } from 'react';
import { Flex, Pagination, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { notify, taskItem, type Page, type Schema } from '@platform/sdk';
import { EmptyState, ErrorState, LoadingState, PageCard, PageHeader } from '@platform/sdk/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TodoItem } from '../../api';
import { INBOX_PAGE_SIZE, useAppliedTodos, useAssignedTodos, useContractsToSign, useOpenTodo } from '../../api/queries';
import { TodoList } from '../../components/TodoList';
import '../../components/notices.css';

type TabKey = 'assigned' | 'applied';

function Pager({ current, total, onChange }: { current: number; total: number; onChange(page: number): void }) {
  return (
    <Flex className="notices-pager">
      <Pagination
        size="small"
        current={current}
        pageSize={INBOX_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        showTotal={(count) => `共 ${count} 条`}
        onChange={onChange}
      />
    </Flex>
  );
}

interface AssignedProps {
  tasks: UseQueryResult<Page<Schema<'Task'>>, Error>;
  contracts: UseQueryResult<Page<TodoItem>, Error>;
  pageNum: number;
  onPage(page: number): void;
}

/** 待我处理: contracts to sign first (the first page of each channel), then the work, ten a page. */
function Assigned({ tasks, contracts, pageNum, onPage }: AssignedProps) {
  const openTodo = useOpenTodo();
  const open = (item: TodoItem) => {
    if (!openTodo(item.toUrl)) notify.warning('该待办没有可打开的页面');
  };

  if (tasks.isPending || contracts.isPending) return <LoadingState />;
  if (tasks.isError) return <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />;
  const contractRows = contracts.data?.rows ?? [];
  if (tasks.data.total === 0 && contractRows.length === 0 && !contracts.isError) return <EmptyState description="暂无待办" />;
  // Headings only when both kinds are there to tell apart.
  const headed = contracts.isError || contractRows.length > 0;

  return (
    <>
      {contracts.isError ? (
        <section className="notices-section">
          <ErrorState title="待签署合同加载失败" error={contracts.error} onRetry={() => void contracts.refetch()} retrying={contracts.isFetching} />
        </section>
      ) : contractRows.length > 0 ? (
        <section className="notices-section" aria-label="待签署合同">
          <h3 className="notices-section-title">待签署合同（{contracts.data?.total}）</h3>
          <TodoList items={contractRows} onOpen={open} testId="contracts-to-sign" />
        </section>
      ) : null}
      {tasks.data.total > 0 ? (
        <section className="notices-section" aria-label="待处理事项">
          {headed ? <h3 className="notices-section-title">待处理事项（{tasks.data.total}）</h3> : null}
          <TodoList items={tasks.data.rows.map(taskItem)} onOpen={open} testId="assigned-todos" />
          <Pager current={pageNum} total={tasks.data.total} onChange={onPage} />
        </section>
      ) : null}
    </>
  );
}

/** 我的申请: shown, not opened: their pages belong to whoever must act. */
function Applied({ applied }: { applied: UseQueryResult<Schema<'Task'>[], Error> }) {
  const [pageNum, setPageNum] = useState(1);
  if (applied.isPending) return <LoadingState />;
  if (applied.isError) return <ErrorState error={applied.error} onRetry={() => void applied.refetch()} retrying={applied.isFetching} />;
  if (applied.data.length === 0) return <EmptyState description="暂无申请" />;
  const rows = applied.data.slice((pageNum - 1) * INBOX_PAGE_SIZE, pageNum * INBOX_PAGE_SIZE).map(taskItem);
  return (
    <>
      <TodoList items={rows} trailing={<Tag color="processing">处理中</Tag>} testId="applied-todos" />
      <Pager current={pageNum} total={applied.data.length} onChange={setPageNum} />
    </>
  );
}

export default function Todos() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'applied' ? 'applied' : 'assigned';
  const [pageNum, setPageNum] = useState(1);

  const tasks = useAssignedTodos(pageNum);
  const contracts = useContractsToSign();
  const applied = useAppliedTodos();

  // A page left empty (its work done elsewhere) steps back to the one before.
  const rowsOnPage = tasks.data?.rows.length;
  useEffect(() => {
    if (rowsOnPage === 0 && pageNum > 1) setPageNum(pageNum - 1);
  }, [pageNum, rowsOnPage]);

  const assignedCount = tasks.data && contracts.data ? tasks.data.total + contracts.data.total : undefined;
  const label = (text: string, count: number | undefined) => (count ? `${text}（${count}）` : text);

  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'applied') next.set('tab', 'applied');
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title="待办事项" description="等待您处理的工作，以及您发起、尚待他人处理的申请" />
      <PageCard>
        <Tabs
          activeKey={tab}
          onChange={choose}
          items={[
            {
              key: 'assigned',
              label: label('待我处理', assignedCount),
              children: <Assigned tasks={tasks} contracts={contracts} pageNum={pageNum} onPage={setPageNum} />,
            },
            { key: 'applied', label: label('我的申请', applied.data?.length), children: <Applied applied={applied} /> },
          ]}
        />
      </PageCard>
    </>
  );
}
