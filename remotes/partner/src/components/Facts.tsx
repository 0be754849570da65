/** The partner pages' tables of facts: bordered, two columns from sm on, labels kept on one line. */
import { Descriptions, type DescriptionsProps } from 'antd';

/** The columns of a row; an item spanning them takes the whole row. */
export const RESPONSIVE_COLUMNS = { xs: 1, sm: 2 } as const;

const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

export function Facts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions bordered size="small" column={RESPONSIVE_COLUMNS} styles={LABEL} items={items} />;
}
