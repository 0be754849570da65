/** 合作伙伴: the partner suppliers of the cooperation and partner pages. */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type Supplier, type SupplierForm } from '../../api';
import { contentKeys } from '../../api/queries';
import { MediaListUpload } from '../../components/MediaListUpload';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentSupplier;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<Supplier> = [
  { title: '标志', dataIndex: 'logo', width: 90, render: (src?: string | null) => <Thumb src={src} /> },
  { title: '合作伙伴名称', dataIndex: 'supplierName', width: 220 },
  { title: '介绍', dataIndex: 'introduction', ellipsis: true },
  { title: '宣传图', dataIndex: 'publicityImgArr', width: 90, render: (images: string[]) => `${images.length} 张` },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

export default function Suppliers() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="合作伙伴" description="合作生态页展示前10个已发布伙伴，合作伙伴页展示全部" />
      <ContentList<Supplier>
        queryKey={contentKeys.manageKind('supplier')}
        noun="合作伙伴"
        columns={COLUMNS}
        calls={manageApi.supplier}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按名称搜索"
        scrollX={1000}
      />
      <StandardEditor<Supplier, SupplierForm, SupplierForm>
        queryKey={contentKeys.manageKind('supplier')}
        noun="合作伙伴"
        calls={manageApi.supplier}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1, publicityImgArr: [] }}
        width={720}
      >
        <Form.Item name="supplierName" label="合作伙伴名称" rules={RULES.supplierName}>
          <Input maxLength={fieldMax(FORM, 'supplierName')} />
        </Form.Item>
        <Form.Item name="logo" label="标志" rules={RULES.logo}>
          <MediaUpload hint="建议 320×120" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="introduction" label="介绍" rules={RULES.introduction}>
          <Input.TextArea rows={4} maxLength={fieldMax(FORM, 'introduction')} showCount />
        </Form.Item>
        <Form.Item name="publicityImgArr" label="宣传图" extra="合作伙伴页轮播展示，建议 640×400">
          <MediaListUpload />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
