/**
 * 企业认证: the company's name and unified social credit code with the
 * business licence, and the legal representative with the ID card. Reading
 * the licence or the ID card fills what the OCR could read; everything stays
 * editable.
 */
import { useState } from 'react';
import { Col, Divider, Form, Input, Row, type FormRule } from 'antd';
import { fieldMax, FORMS, formRules, notify, useAuth, validSocialCode, type Schema } from '@platform/sdk';
import { certificationApi } from '../api';
import { CertificationFormFrame, fillReadings, IdCardNumberField, storeIdCard, HalfText } from './CertificationFields';
import { FIELD_CODES, showFieldError } from './fieldErrors';
import { ImageUpload, type StoredImage } from './ImageUpload';
import { CERTIFICATION_TEXTS } from './texts';
import { usePreviousSubmission } from './usePreviousSubmission';

const PREVIOUS_TEXT = ['companyName', 'licenseNumber', 'artificialPerson', 'idCard', 'realName'] as const;
const PREVIOUS_IMAGES = ['licensePhoto', 'legalPersonPhoto'] as const;

type Values = Omit<Schema<'CompanyCertificationForm'>, 'signingMethod'>;

const FORM = FORMS.companyCertification;
const RULES = formRules(FORM);
const SOCIAL_CODE_MESSAGE = '请输入18位统一社会信用代码';

/**
 * The file checks the length and the characters; the check digit is checked
 * here as the server does, and said as such: the person typed 18 characters.
 */
function socialCodeProblem(value?: string): string | undefined {
  const code = value?.trim() ?? '';
  if (code.length !== 18 || !/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return undefined;
  return validSocialCode(code) ? undefined : CERTIFICATION_TEXTS.socialCodeCheckFailed;
}

const LICENSE_NUMBER_RULES: FormRule[] = [
  ...RULES.licenseNumber,
  {
    validator: (_, value?: string) => {
      const problem = socialCodeProblem(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** The fields the OCR may fill, by the names the person sees. */
const READ_LABELS = { companyName: '企业名称', licenseNumber: '统一社会信用代码', artificialPerson: '法定代表人', idCard: '法定代表人身份证号码' };

export interface CompanyCertificationFormProps {
  onSubmitted(): void;
  onCancel?(): void;
}

export function CompanyCertificationForm({ onSubmitted, onCancel }: CompanyCertificationFormProps) {
  const { user } = useAuth();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // After a rejection the form starts from what was sent.
  const previousImage = usePreviousSubmission(form, 'company', PREVIOUS_TEXT, PREVIOUS_IMAGES);

  const uploadLicence = async (file: File): Promise<StoredImage> => {
    const read = await certificationApi.companyOcr(file);
    fillReadings(form, { companyName: read.companyName, licenseNumber: read.licenseNumber?.toUpperCase(), artificialPerson: read.artificialPerson }, READ_LABELS);
    return { key: read.licensePhoto, url: read.licensePhotoUrl, message: read.message };
  };

  const uploadLegalPerson = (file: File) =>
    storeIdCard(file, (read) => fillReadings(form, { artificialPerson: read.realName, idCard: read.idCard }, READ_LABELS));

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await certificationApi.certifyCompany(values);
      notify.success('提交成功');
      onSubmitted();
    } catch (error) {
      showFieldError(form, error, {
        [FIELD_CODES.socialCodeInvalid]: ['licenseNumber'],
        [FIELD_CODES.companyNameTaken]: ['companyName'],
        [FIELD_CODES.imageNotOwned]: ['licensePhoto', 'legalPersonPhoto'],
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <CertificationFormFrame<Values>
      form={form}
      name="company-certification"
      rules={FORM}
      initialValues={{ companyName: user?.companyInfo?.companyName ?? user?.companyName ?? '' }}
      onFinish={submit}
      saving={saving}
      onCancel={onCancel}
    >
      <Divider titlePlacement="start" plain>
        企业信息
      </Divider>
      <Form.Item name="licensePhoto" label="营业执照" rules={RULES.licensePhoto}>
        <ImageUpload label="营业执照" upload={uploadLicence} initial={previousImage.licensePhoto} />
      </Form.Item>
      <Row gutter={16}>
        <HalfText name="companyName" label="企业名称" placeholder="请输入营业执照上的企业名称" />
        <Col xs={24} md={12}>
          <Form.Item
            name="licenseNumber"
            label="统一社会信用代码"
            rules={LICENSE_NUMBER_RULES}
            normalize={(value?: string) => value?.toUpperCase()}
          >
            <Input placeholder={SOCIAL_CODE_MESSAGE} maxLength={fieldMax(FORM, 'licenseNumber')} allowClear />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        法定代表人信息
      </Divider>
      <Form.Item name="legalPersonPhoto" label="法人身份证照片" rules={RULES.legalPersonPhoto}>
        <ImageUpload label="法人身份证照片" upload={uploadLegalPerson} initial={previousImage.legalPersonPhoto} />
      </Form.Item>
      <Row gutter={16}>
        <HalfText name="artificialPerson" label="法定代表人" placeholder="请输入法定代表人姓名" />
        <IdCardNumberField
          label="法定代表人身份证号码"
          placeholder="请输入法定身份证号码"
          rules={RULES.idCard}
          maxLength={fieldMax(FORM, 'idCard')}
        />
        <HalfText name="realName" label="经办人姓名" placeholder="选填，提交认证的经办人" />
      </Row>
    </CertificationFormFrame>
  );
}
