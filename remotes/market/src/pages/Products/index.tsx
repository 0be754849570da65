/** 产品管理: the products of the market with their sections, services and versions, and their categories. */
import { Tabs } from 'antd';
import { PageHeader } from '@platform/sdk/ui';
import { Categories } from './Categories';
import { ProductList } from './ProductList';

export default function Products() {
  return (
    <>
      <PageHeader title="产品管理" description="产品市场的产品与分类；修改后网站立即展示" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'products', label: '产品', children: <ProductList /> },
          { key: 'categories', label: '产品分类', children: <Categories /> },
        ]}
      />
    </>
  );
}
