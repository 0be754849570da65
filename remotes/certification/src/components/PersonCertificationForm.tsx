/**
 * 个人认证: the person's name and ID card number with both sides of the card,
 * proven by an SMS code to the person's mobile.
 */
import { useState } from 'react';
import { Col, Form, Radio, Row } from 'antd';
import { ApiError, CODES, codeApi, fieldMax, FORMS, formRules, notify, useAuth, type Schema } from '@platform/sdk';
import { MobileCodeFields } from '@platform/sdk/ui';
import { certificationApi } from '../api';
import { CertificationFormFrame, fillReadings, HalfField, IdCardNumberField, storeIdCard, HalfText } from './CertificationFields';
import { FIELD_CODES, showFieldError } from './fieldErrors';
import { ImageUpload } from './ImageUpload';
import { CERTIFICATION_TEXTS } from './texts';
import { usePreviousSubmission } from './usePreviousSubmission';

const PREVIOUS_TEXT = ['realName', 'idCard', 'mobile', 'sex'] as const;
const PREVIOUS_IMAGES = ['idCardPhoto', 'idCardPhotoBack'] as const;

type Values = Omit<Schema<'PersonCertificationForm'>, 'platformName' | 'userId'>;

const FORM = FORMS.personCertification;
const RULES = formRules(FORM);

/**
 * What a refused certification says (spec section 8: any answer but 200 is
 * 认证失败，请核实个人信息), with the server's reason after it; a failure
 * that is not the certification's (no network, the session) says only that.
 */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return CERTIFICATION_TEXTS.personFailed;
  if (error.code < CODES.businessErrorFloor) return error.message;
  return error.message ? `${CERTIFICATION_TEXTS.personFailed}（${error.message}）` : CERTIFICATION_TEXTS.personFailed;
}

export interface PersonCertificationFormProps {
  onSubmitted(): void;
  onCancel?(): void;
}

export function PersonCertificationForm({ onSubmitted, onCancel }: PersonCertificationFormProps) {
  const { user } = useAuth();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const previousImage = usePreviousSubmission(form, 'person', PREVIOUS_TEXT, PREVIOUS_IMAGES);

  // The portrait side carries the name and number: fill what the OCR read.
  const uploadFront = (file: File) =>
    storeIdCard(file, (read) => fillReadings(form, { realName: read.realName, idCard: read.idCard }, { realName: '姓名', idCard: '身份证号' }));

  const uploadBack = (file: File) => storeIdCard(file);

  const submit = async (values: Values) => {
    if (!user) return;
    setSaving(true);
    try {
      await certificationApi.certifyPerson({ ...values, userId: user.userId }, { silent: true });
      notify.success('提交成功');
      onSubmitted();
    } catch (error) {
      notify.error(failureText(error));
      showFieldError(form, error, {
        [FIELD_CODES.imageNotOwned]: ['idCardPhoto', 'idCardPhotoBack'],
        [FIELD_CODES.wrongCode]: ['smsCode'],
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <CertificationFormFrame<Values>
      form={form}
      name="person-certification"
      rules={FORM}
      initialValues={{ realName: user?.realName ?? '', mobile: user?.mobile ?? '', sex: 0 }}
      onFinish={submit}
      saving={saving}
      onCancel={onCancel}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="idCardPhoto" label="身份证人像面" rules={RULES.idCardPhoto}>
            <ImageUpload label="身份证人像面" upload={uploadFront} initial={previousImage.idCardPhoto} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="idCardPhotoBack" label="身份证国徽面" rules={RULES.idCardPhotoBack}>
            <ImageUpload label="身份证国徽面" upload={uploadBack} initial={previousImage.idCardPhotoBack} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <HalfText name="realName" label="真实姓名" placeholder="请输入真实姓名" />
        <HalfField name="sex" label="性别">
          <Radio.Group
            options={[
              { label: '男', value: 0 },
              { label: '女', value: 1 },
            ]}
          />
        </HalfField>
        <IdCardNumberField label="身份证号码" placeholder="请输入身份证号码" rules={RULES.idCard} maxLength={fieldMax(FORM, 'idCard')} />
        <MobileCodeFields
          mobile={{ name: 'mobile', label: '手机号', placeholder: '请输入手机号', allowClear: true }}
          name="smsCode"
          send={(mobile, validate) => codeApi.sendAuthCode({ mobile, validate })}
          wrap={(row) => (
            <Col xs={24} md={12}>
              {row}
            </Col>
          )}
        />
      </Row>
    </CertificationFormFrame>
  );
}
