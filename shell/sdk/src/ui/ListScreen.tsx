/** A workbench page that is one list: its title row, then the list in a card, rows of middle size that scroll sideways when the columns do not fit. */
import type { ReactNode } from 'react';
import { ListPage, type ListPageProps } from './ListPage';
import { PageCard } from './PageCard';
import { PageHeader } from './PageHeader';

export interface ListScreenProps<R extends object, Q extends object> extends ListPageProps<R, Q> {
  /** The page's title, what it is for and its actions (新增...). */
  page: { title: string; description: string; extra?: ReactNode };
}

export function ListScreen<R extends object, Q extends object = object>({ page, ...list }: ListScreenProps<R, Q>) {
  return (
    <>
      <PageHeader title={page.title} description={page.description} extra={page.extra} />
      <PageCard>
        <ListPage<R, Q> size="middle" scroll={{ x: 'max-content' }} {...list} />
      </PageCard>
    </>
  );
}
