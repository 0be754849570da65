/** 帮助文档: the help centre's documents, each under a product service. */
import { useState } from 'react';
import { Form, Input, Select, type TableColumnsType } from 'antd';
import { fieldMax, FORMS, formRules, type Id } from '@platform/sdk';
import { ContentList, HtmlEditor, PageHeader, SortField, StandardEditor, StatusField, StatusTag } from '@platform/sdk/ui';
import { manageApi, type HelpDoc, type HelpDocForm } from '../../api';
import { contentKeys, useProductDomains } from '../../api/queries';
import { requiredChoice } from '../../components/fields';

const FORM = FORMS.contentHelpDoc;
const RULES = formRules(FORM);

const COLUMNS: TableColumnsType<HelpDoc> = [
  { title: '文档标题', dataIndex: 'title', width: 260 },
  { title: '所属产品服务', dataIndex: 'productDomainName', width: 180, render: (value?: string | null) => value || '—' },
  { title: '标签', dataIndex: 'label', width: 120, render: (value: string) => value || '—' },
  { title: '排序', dataIndex: 'sort', width: 80 },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: number) => <StatusTag status={status} /> },
  { title: '更新时间', dataIndex: 'updateTime', width: 180 },
];

function DomainSelect(props: { value?: Id; onChange?: (value: Id) => void }) {
  const domains = useProductDomains();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={domains.isPending}
      placeholder="请选择所属产品服务"
      options={(domains.data ?? []).map((domain) => ({
        value: domain.id,
        label: `${domain.productName} / ${domain.name}`,
      }))}
      notFoundContent={domains.isError ? '加载失败' : '暂无产品服务'}
    />
  );
}

export default function HelpDocs() {
  const [editing, setEditing] = useState<Id | 'new'>();
  return (
    <>
      <PageHeader title="帮助文档" description="帮助中心按产品服务分类展示已发布文档" />
      <ContentList<HelpDoc>
        queryKey={contentKeys.manageKind('helpDoc')}
        noun="文档"
        columns={COLUMNS}
        calls={manageApi.helpDoc}
        onAdd={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        searchPlaceholder="按文档标题搜索"
        scrollX={1140}
      />
      <StandardEditor<HelpDoc, HelpDocForm, HelpDocForm>
        queryKey={contentKeys.manageKind('helpDoc')}
        noun="文档"
        calls={manageApi.helpDoc}
        editing={editing}
        onClose={() => setEditing(undefined)}
        defaults={{ sort: 0, status: 1, content: '' }}
        toValues={(row) => ({ ...row, productDomainId: row.productDomainId ?? undefined })}
        toPayload={(values) => ({ ...values, linkParam: values.linkParam || null })}
        width={860}
      >
        <Form.Item name="productDomainId" label="所属产品服务" rules={requiredChoice(FORM.fields.productDomainId.required)}>
          <DomainSelect />
        </Form.Item>
        <Form.Item name="title" label="文档标题" rules={RULES.title}>
          <Input maxLength={fieldMax(FORM, 'title')} />
        </Form.Item>
        <Form.Item name="label" label="标签" rules={RULES.label}>
          <Input maxLength={fieldMax(FORM, 'label')} placeholder="如：入门指南" />
        </Form.Item>
        <Form.Item name="linkParam" label="链接参数" rules={RULES.linkParam}>
          <Input maxLength={fieldMax(FORM, 'linkParam')} />
        </Form.Item>
        <Form.Item name="content" label="文档内容" rules={RULES.content}>
          <HtmlEditor maxLength={fieldMax(FORM, 'content')} rows={14} upload={manageApi.upload} />
        </Form.Item>
        <SortField />
        <StatusField />
      </StandardEditor>
    </>
  );
}
