/** The products, published or not, by name, state and category. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { productPath, type Id, type Schema } from '@platform/sdk';
import { ContentList, StatusTag } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';
import { CategorySelect } from './CategorySelect';
import { ProductEditor } from './ProductEditor';

/** The time as two lines (date, then time), so the column stays narrow. */
function When({ value }: { value?: string | null }) {
  if (!value) return <>—</>;
  const [date, time] = value.split(' ');
  return (
    <span className="content-when">
      {date}
      {time ? <Typography.Text type="secondary">{time}</Typography.Text> : null}
    </span>
  );
}

/**
 * Narrow enough (1120 px with 操作) that at 1440 px the pinned 操作 column
 * covers nothing: 排序, 状态 and 更新时间 stay in view.
 */
const COLUMNS: TableColumnsType<Schema<'ProductAdminRow'>> = [
  { title: '图标', dataIndex: 'icon', width: 64, render: (src?: string | null) => <Thumb src={src} square /> },
  { title: '产品名称', dataIndex: 'name', width: 140 },
  { title: '标语', dataIndex: 'slogan', ellipsis: true, width: 160 },
  { title: '分类', dataIndex: 'categoryName', width: 96, render: (value?: string | null) => value || '—' },
  {
    title: '类型',
    dataIndex: 'typeName',
    width: 96,
    render: (typeName: string, row) => (
      <span className="content-when">
        {typeName}
        <Typography.Text type="secondary">模板{row.templateType === 2 ? '二' : '一'}</Typography.Text>
      </span>
    ),
  },
  {
    title: '标记',
    key: 'flags',
    width: 90,
    render: (_, row) => (
      <Space size={4} wrap>
        {row.isRecommend === 1 ? <Tag color="red">推荐</Tag> : null}
        {row.isFree === 1 ? <Tag color="green">免费</Tag> : null}
        {row.isAi === 1 ? <Tag color="purple">AI</Tag> : null}
      </Space>
    ),
  },
  { title: '排序', dataIndex: 'sort', width: 60 },
  { title: '状态', dataIndex: 'status', width: 80, render: (status: number) => <StatusTag status={status} /> },
  { title: '更新时间', dataIndex: 'updateTime', width: 110, render: (value?: string | null) => <When value={value} /> },
];

export function ProductList() {
  const [editing, setEditing] = useState<Id | 'new'>();
  const [categoryId, setCategoryId] = useState<Id>();
  return (
    <>
      <ContentList<Schema<'ProductAdminRow'>>
        queryKey={contentKeys.manageKind('product')}
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
        scrollX={1120}
      />
      <ProductEditor editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
