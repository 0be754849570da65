/** 帮助文档: the help centre's documents, each under a product service. */
import { Form, Select } from 'antd';
import { FORMS, type Id, type Schema } from '@platform/sdk';
import { ContentConsole, contentColumns, TextField, HtmlField } from '@platform/sdk/ui';
import { useProductDomains } from '../../api/queries';
import { orDash } from '../../components/columns';
import { requiredChoice } from '../../components/fields';
import { KINDS, type EditorOf } from '../../components/kinds';

const FORM = FORMS.contentHelpDoc;

const HEADER = { title: '帮助文档', description: '帮助中心按产品服务分类展示已发布文档' };

const COLUMNS = contentColumns<Schema<'HelpDoc'>>([
  { title: '文档标题', dataIndex: 'title', width: 260 },
  { title: '所属产品服务', dataIndex: 'productDomainName', width: 180, render: orDash },
  { title: '标签', dataIndex: 'label', width: 120, render: orDash },
]).concat({ title: '更新时间', dataIndex: 'updateTime', width: 180 });

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

const EDITOR: EditorOf<'helpDoc'> = {
  defaults: { content: '' },
  toValues: (row) => ({ ...row, productDomainId: row.productDomainId ?? undefined }),
  toPayload: (values) => ({ ...values, linkParam: values.linkParam || null }),
  width: 860,
};

export default function HelpDocs() {
  return (
    <ContentConsole kind={KINDS.helpDoc} header={HEADER} columns={COLUMNS} list={{ search: '按文档标题搜索', scrollX: 1140 }} editor={EDITOR}>
      <Form.Item name="productDomainId" label="所属产品服务" rules={requiredChoice(FORM.fields.productDomainId.required)}>
        <DomainSelect />
      </Form.Item>
      <TextField name="title" label="文档标题" />
      <TextField name="label" label="标签" placeholder="如：入门指南" />
      <TextField name="linkParam" label="链接参数" />
      <HtmlField name="content" label="文档内容" rows={14} />
    </ContentConsole>
  );
}
