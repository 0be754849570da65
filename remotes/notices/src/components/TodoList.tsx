/** A list of to-dos: kind, title and time; a to-do the user must act on opens its page when its title is clicked. */
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { TodoItem } from '../api';

/** One colour per kind, so a list reads at a glance. */
const KIND_COLORS: Record<string, string> = {
  order_payment: 'orange',
  contract: 'purple',
  contract_cloud: 'purple',
  join_request: 'green',
  certification_review: 'blue',
  declaration_review: 'cyan',
  partner_review: 'geekblue',
  partner_rule_review: 'geekblue',
};

export interface TodoListProps {
  items: TodoItem[];
  /** Opens the to-do's page; without it the titles are plain text (the user's own requests). */
  onOpen?(item: TodoItem): void;
  /** Before the time (a request's state). */
  trailing?: ReactNode;
  testId?: string;
}

export function TodoList({ items, onOpen, trailing, testId }: TodoListProps) {
  return (
    <ul className="notices-todos" data-testid={testId}>
      {items.map((item) => (
        <li className="notices-todo" key={item.key}>
          <Tag className="notices-todo__kind" color={KIND_COLORS[item.kind] ?? 'default'}>
            {item.kindName}
          </Tag>
          <div className="notices-todo__body">
            {onOpen ? (
              <button type="button" className="notices-open notices-todo__title" title={item.title} onClick={() => onOpen(item)}>
                {item.title}
              </button>
            ) : (
              <div className="notices-todo__title" title={item.title}>
                {item.title}
              </div>
            )}
          </div>
          {trailing}
          <span className="notices-todo__time">{item.createTime}</span>
        </li>
      ))}
    </ul>
  );
}
