/**
 * 快速提交审核: the short way to have a company reviewed, with its name,
 * legal person, contact and main products; the licence is optional.
 */
import { useState } from 'react';
import { Col, Form, Input, Row } from 'antd';
import { FORMS, notify, useAuth, type Schema } from '@platform/sdk';
import { TextField } from '@platform/sdk/ui';
import { certificationApi } from '../api';
import { CertificationFormFrame, HalfField, HalfText } from './CertificationFields';
import { FIELD_CODES, showFieldError } from './fieldErrors';
import { ImageUpload, type StoredImage } from './ImageUpload';
import { usePreviousSubmission } from './usePreviousSubmission';

type ReviewValues = Schema<'CompanyReviewForm'>;

const PREVIOUS_TEXT = ['companyName', 'organizationCode', 'linkman', 'mobile', 'artificialPerson', 'mainProduct'] as const;
const PREVIOUS_IMAGES = ['licensePhoto'] as const;

const FORM = FORMS.companyReview;

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
  const previousImage = usePreviousSubmission(form, 'company', PREVIOUS_TEXT, PREVIOUS_IMAGES);

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
    <CertificationFormFrame<ReviewValues>
      form={form}
      name="company-review"
      rules={FORM}
      initialValues={{
        companyName: user?.companyInfo?.companyName ?? user?.companyName ?? '',
        linkman: user?.realName ?? '',
        mobile: user?.mobile ?? '',
      }}
      onFinish={submit}
      saving={saving}
      submitText="提交审核"
      cancelText="暂不提交"
      onCancel={onCancel}
    >
      <Row gutter={16}>
        <HalfText name="companyName" label="企业名称" placeholder="请输入企业名称" />
        <HalfField name="organizationCode" label="统一社会信用代码">
          <Input placeholder="选填" maxLength={18} allowClear />
        </HalfField>
        <HalfText name="linkman" label="联系人" placeholder="请输入联系人" />
        <HalfText name="mobile" label="联系电话" placeholder="请输入手机号" maxLength={11} inputMode="numeric" />
        <HalfText name="artificialPerson" label="法定代表人" placeholder="请输入法人姓名" />
        <Col xs={24}>
          <TextField name="mainProduct" label="主营产品" placeholder="请简要描述企业的主营产品或业务" autoSize={{ minRows: 3, maxRows: 6 }} showCount />
        </Col>
      </Row>
      <Form.Item name="licensePhoto" label="营业执照（选填）">
        <ImageUpload label="营业执照" upload={uploadLicence} initial={previousImage.licensePhoto} />
      </Form.Item>
    </CertificationFormFrame>
  );
}
