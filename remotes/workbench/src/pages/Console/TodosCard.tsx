/** 待办 on the console: the user's to-do count (workflow tasks and contracts to sign, summed) and the newest five, each opening its page; 查看全部 goes to 待办事项. */
import { Badge } from 'antd';
import { CheckSquareOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { notify, useOpenTodo, useTodoSummary } from '@platform/sdk';
import { EmptyState, LoadingState, PageCard, QueryView } from '@platform/sdk/ui';

export function TodosCard() {
  const summary = useTodoSummary();
  const openTodo = useOpenTodo();
  const total = summary.data?.total ?? 0;
  return (
    <PageCard
      title={
        <span className="wbc-inbox__title">
          <CheckSquareOutlined /> 待办
          {total > 0 ? <Badge count={total} overflowCount={99} color="#fa8c16" data-testid="todo-count" /> : null}
        </span>
      }
      extra={<Link to="/userCenter/todo">查看全部</Link>}
    >
      <QueryView
        query={summary}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState description="暂无待办" />}
        loading={<LoadingState rows={3} />}
      >
        {(data) => (
          <div data-testid="console-todos">
            {data.items.map((item) => (
              <div className="wbc-row" key={item.key}>
                <button
                  type="button"
                  className="wbc-row__title wbc-inbox__open"
                  title={item.title}
                  onClick={() => {
                    if (!openTodo(item.toUrl)) notify.warning('该待办没有可打开的页面');
                  }}
                >
                  {item.title}
                </button>
                <span className="wbc-row__meta">{item.kindName}</span>
              </div>
            ))}
          </div>
        )}
      </QueryView>
    </PageCard>
  );
}
