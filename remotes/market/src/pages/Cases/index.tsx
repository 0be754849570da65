/** 合作案例: the cases of the home page's 数字工厂 block (the first four show). */
import { useState } from 'react';
import { Form, Input, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, MediaUpload, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type CaseForm, type CooperationCase } from '../../api';
import { contentKeys } from '../../api/queries';
import { Thumb } from '../../components/Thumb';

const FORM = FORMS.contentCase;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<CooperationCase> = [
  { title: '图片', dataIndex: 'img', width: 90, render: (src?: string | null) => <Thumb src={src} /> },
  { title: '案例标题', dataIndex: 'title', width: 220 },
  { title: '案例介绍', dataIndex: 'description', ellipsis: true },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
];

export default function Cases() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="合作案例" description="首页「数字工厂」展示排序最前的4个已发布案例" />
      <ContentList<CooperationCase>
        queryKey={contentKeys.manageKind('case')}
        noun="案例"
        columns={COLUMNS}
        calls={manageApi.case}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按案例标题搜索"
      />
      <StandardEditor<CooperationCase, CaseForm, CaseForm>
        queryKey={contentKeys.manageKind('case')}
        noun="案例"
        calls={manageApi.case}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1 }}
      >
        <Form.Item name="title" label="案例标题" rules={RULES.title}>
          <Input maxLength={fieldMax(FORM, 'title')} placeholder="请输入案例标题" />
        </Form.Item>
        <Form.Item name="img" label="案例图片" rules={RULES.img}>
          <MediaUpload hint="建议 640×360" upload={manageApi.upload} />
        </Form.Item>
        <Form.Item name="description" label="案例介绍" rules={RULES.description}>
          <Input.TextArea rows={4} maxLength={fieldMax(FORM, 'description')} showCount />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
