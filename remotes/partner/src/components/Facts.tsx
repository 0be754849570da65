/** The partner pages' tables of facts: bordered, two columns from sm on, labels kept on one line. */
import { Descriptions, type DescriptionsProps } from 'antd';

/** The columns of a row; an item spanning them takes the whole row. */
export const RESPONSIVE_COLUMNS = { xs: 1, sm: 2 } as const;

const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

/** `column` 1 keeps one fact per row (two tables side by side). */
export function Facts({ items, column = RESPONSIVE_COLUMNS }: { items: DescriptionsProps['items']; column?: DescriptionsProps['column'] }) {
  return <Descriptions bordered size="small" column={column} styles={LABEL} items={items} />;
}
