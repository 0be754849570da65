/** The product category picker of the product form and the list's filter. */
import { Select, type SelectProps } from 'antd';
import type { Id } from '@platform/sdk';
import { useProductCategories } from '../../api/queries';

/** Every product category (published or not), for the product form and the list's filter. */
export function CategorySelect(props: { value?: Id; onChange?: (value: Id) => void } & Pick<SelectProps, 'allowClear' | 'placeholder' | 'style'>) {
  const categories = useProductCategories();
  return (
    <Select
      {...props}
      loading={categories.isPending}
      options={(categories.data?.rows ?? []).map((category) => ({
        value: category.id,
        label: category.status === 1 ? category.name : `${category.name}（已下架）`,
      }))}
      notFoundContent={categories.isError ? '加载失败' : '暂无分类'}
    />
  );
}
