/** 协议与隐私: the user agreement and the privacy policy, edited in place. */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fieldMax, FORMS, formRules, notify, type Schema } from '@platform/sdk';
import { errorText, HtmlEditor, PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import { useManageAgreements, useRefresh } from '../../api/queries';

type AgreementForm = Schema<'AgreementForm'>;

const FORM = FORMS.contentAgreement;
const RULES = formRules(FORM);

const PAGES: Record<string, string> = { userAgent: '/userAgent', privacy: '/privacy' };

function AgreementEditor({ agreement }: { agreement: Schema<'Agreement'> }) {
  const [form] = Form.useForm<AgreementForm>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const refresh = useRefresh('agreements');

  useEffect(() => form.setFieldsValue(agreement), [agreement, form]);

  const save = async (values: AgreementForm) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await manageApi.updateAgreement({ ...values, type: agreement.type });
      notify.success('保存成功');
      refresh();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageCard
      title={agreement.title}
      extra={
        <Link to={PAGES[agreement.type] ?? '/front'} target="_blank">
          查看页面
        </Link>
      }
    >
      <Form<AgreementForm> form={form} layout="vertical" onFinish={save} initialValues={agreement}>
        <Form.Item name="title" label="标题" rules={RULES.title}>
          <Input maxLength={fieldMax(FORM, 'title')} />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={RULES.content}>
          <HtmlEditor maxLength={fieldMax(FORM, 'content')} rows={14} upload={manageApi.upload} />
        </Form.Item>
        {refusal ? <Typography.Paragraph type="danger">{refusal}</Typography.Paragraph> : null}
        <Typography.Paragraph type="secondary">最后更新：{agreement.updateTime}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </PageCard>
  );
}

export default function Agreements() {
  const agreements = useManageAgreements();
  return (
    <>
      <PageHeader title="协议与隐私" description="注册页与页脚链接的《用户协议》与《隐私政策》" />
      <QueryView query={agreements} isEmpty={(rows) => rows.length === 0}>
        {(rows) => rows.map((agreement) => <AgreementEditor key={agreement.type} agreement={agreement} />)}
      </QueryView>
    </>
  );
}
