/**
 * 快速提交审核: the short way to have a company reviewed, with its name,
 * contact and main products; the licence is optional.
 */
import { useState } from 'react';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import {
  certificationApi,
  fieldMax,
  FORMS,
  formRules,
  notify,
  useAuth,
  type CompanyReviewForm as ReviewValues,
} from '@platform/sdk';
import { FIELD_CODES, showFieldError } from './fieldErrors';
import { ImageUpload, type StoredImage } from './ImageUpload';

const FORM = FORMS.companyReview;
const RULES = formRules(FORM);

async function uploadLicence(file: File): Promise<StoredImage> {
  const read = await certificationApi.companyOcr(file);
  return { key: read.licensePhoto, url: read.licensePhotoUrl, message: read.message };
}

export interface CompanyReviewFormProps {
  onSubmitted(): void;
  onCancel?(): void;
}

export function CompanyReviewForm({ onSubmitted, onCancel }: CompanyReviewFormProps) {
  const { user } = useAuth();
  const [form] = Form.useForm<ReviewValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: ReviewValues) => {
    setSaving(true);
    try {
      await certificationApi.submitCompanyReview(values);
      notify.success('提交成功');
      onSubmitted();
    } catch (error) {
      showFieldError(form, error, {
        [FIELD_CODES.companyNameTaken]: ['companyName'],
        [FIELD_CODES.imageNotOwned]: ['licensePhoto'],
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ReviewValues>
      form={form}
      name="company-review"
      layout="vertical"
      className="co-form"
      initialValues={{
        companyName: user?.companyInfo?.companyName ?? user?.companyName ?? '',
        linkman: user?.realName ?? '',
        mobile: user?.mobile ?? '',
      }}
      onFinish={submit}
      scrollToFirstError
      autoComplete="off"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label="企业名称" rules={RULES.companyName}>
            <Input placeholder="请输入企业名称" maxLength={fieldMax(FORM, 'companyName')} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="organizationCode" label="统一社会信用代码">
            <Input placeholder="选填" maxLength={18} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="linkman" label="联系人" rules={RULES.linkman}>
            <Input placeholder="请输入联系人" maxLength={fieldMax(FORM, 'linkman')} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label="联系电话" rules={RULES.mobile}>
            <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="artificialPerson" label="法定代表人">
            <Input placeholder="选填" maxLength={20} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="mainProduct" label="主营产品" rules={RULES.mainProduct}>
            <Input.TextArea
              placeholder="请简要描述企业的主营产品或业务"
              maxLength={fieldMax(FORM, 'mainProduct')}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="licensePhoto" label="营业执照（选填）">
        <ImageUpload label="营业执照" upload={uploadLicence} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          提交审核
        </Button>
        {onCancel ? <Button onClick={onCancel}>暂不提交</Button> : null}
      </Space>
    </Form>
  );
}
