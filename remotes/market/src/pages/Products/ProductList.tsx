/** The products, published or not, by name, state and category. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Space, Tag, type TableColumnsType } from 'antd';
import { productPath, type Id } from '@platform/sdk';
import { manageApi, type ProductAdminRow } from '../../api';
import { ContentList, StatusTag } from '../../components/ContentList';
import { Thumb } from '../../components/Thumb';
import { CategorySelect } from './CategorySelect';
import { ProductEditor } from './ProductEditor';

const COLUMNS: TableColumnsType<ProductAdminRow> = [
  { title: '图标', dataIndex: 'icon', width: 70, render: (src?: string | null) => <Thumb src={src} square /> },
  { title: '产品名称', dataIndex: 'name', width: 180 },
  { title: '标语', dataIndex: 'slogan', ellipsis: true, width: 240 },
  { title: '分类', dataIndex: 'categoryName', width: 120, render: (value?: string | null) => value || '—' },
  { title: '类型', dataIndex: 'typeName', width: 100 },
  { title: '模板', dataIndex: 'templateType', width: 80, render: (value: number) => `模板${value === 2 ? '二' : '一'}` },
  {
    title: '标记',
    key: 'flags',
    width: 160,
    render: (_, row) => (
      <Space size={4} wrap>
        {row.isRecommend === 1 ? <Tag color="red">推荐</Tag> : null}
        {row.isFree === 1 ? <Tag color="green">免费</Tag> : null}
        {row.isAi === 1 ? <Tag color="purple">AI</Tag> : null}
      </Space>
    ),
  },
  { title: '排序', dataIndex: 'sort', width: 70 },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <StatusTag status={status} /> },
  { title: '更新时间', dataIndex: 'updateTime', width: 170 },
];

export function ProductList() {
  const [editing, setEditing] = useState<Id | 'new'>();
  const [categoryId, setCategoryId] = useState<Id>();
  return (
    <>
      <ContentList<ProductAdminRow>
        kind="product"
        noun="产品"
        columns={COLUMNS}
        calls={manageApi.product}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按产品名称搜索"
        extraQuery={{ categoryId }}
        filters={<CategorySelect value={categoryId} onChange={setCategoryId} allowClear placeholder="全部分类" style={{ width: 160 }} />}
        rowActions={(row) =>
          row.status === 1 ? (
            <Link to={productPath(row)} target="_blank">
              查看
            </Link>
          ) : null
        }
        scrollX={1560}
      />
      <ProductEditor editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
