/** 产品分类: the categories of the product store (anchors of /product). */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type ProductCategory, type ProductCategoryForm } from '../../api';
import { contentKeys } from '../../api/queries';

const FORM = FORMS.contentProductCategory;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<ProductCategory> = [
  { title: '分类名称', dataIndex: 'name' },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
  { title: '创建时间', dataIndex: 'createTime', width: 180 },
];

export function Categories() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <ContentList<ProductCategory>
        queryKey={contentKeys.manageKind('productCategory')}
        noun="分类"
        columns={COLUMNS}
        calls={manageApi.productCategory}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按分类名称搜索"
        scrollX={720}
      />
      <StandardEditor<ProductCategory, ProductCategoryForm, ProductCategoryForm>
        queryKey={contentKeys.manageKind('productCategory')}
        noun="分类"
        calls={manageApi.productCategory}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1 }}
      >
        <Form.Item name="name" label="分类名称" rules={RULES.name}>
          <Input maxLength={fieldMax(FORM, 'name')} />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
