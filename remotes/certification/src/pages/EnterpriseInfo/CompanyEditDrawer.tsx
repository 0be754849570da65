/**
 * 编辑企业信息 (main account). The current business licence comes with the
 * company and is kept unless a new one is uploaded; a company under review or
 * certified goes back to review, which the page confirmed before opening this drawer.
 */
import { useState } from 'react';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fieldMax, FORMS, formRules, notify, queryKeys, useAuth, type Company } from '@platform/sdk';
import { certificationApi, companyApi, type CompanyUpdateForm } from '../../api';
import { FIELD_CODES, showFieldError } from '../../components/fieldErrors';
import { ImageUpload, type StoredImage } from '../../components/ImageUpload';

const FORM = FORMS.companyUpdate;
const RULES = formRules(FORM);

async function uploadLicence(file: File): Promise<StoredImage> {
  const read = await certificationApi.companyOcr(file);
  return { key: read.licensePhoto, url: read.licensePhotoUrl, message: read.message };
}

export interface CompanyEditDrawerProps {
  company: Company;
  open: boolean;
  onClose(): void;
}

function CompanyEditForm({ company, onSaved }: { company: Company; onSaved(): void }) {
  const [form] = Form.useForm<CompanyUpdateForm>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  const licence = company.licensePhoto && company.licensePhotoUrl ? { key: company.licensePhoto, url: company.licensePhotoUrl } : undefined;

  const save = async (values: CompanyUpdateForm) => {
    setSaving(true);
    try {
      // An empty phone keeps the current one, which arrives masked and cannot be sent back.
      const { reviewStatus } = await companyApi.update({ ...values, mobile: values.mobile || undefined });
      notify.success(reviewStatus === 1 ? '修改成功，企业信息已重新提交审核' : '修改成功');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.company() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.certification }),
        reloadUser(),
      ]);
      onSaved();
    } catch (error) {
      showFieldError(form, error, { [FIELD_CODES.imageNotOwned]: ['licensePhoto'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<CompanyUpdateForm>
      form={form}
      name="company-update"
      layout="vertical"
      initialValues={{
        socialCode: company.socialCode ?? '',
        licensePhoto: licence?.key,
        linkman: company.linkman ?? '',
        industry: company.industry ?? '',
        mainProduct: company.mainProduct ?? '',
        companyAddress: company.companyAddress ?? '',
      }}
      onFinish={save}
      scrollToFirstError
      autoComplete="off"
    >
      <Form.Item label="企业名称">
        <Input value={company.companyName} disabled />
      </Form.Item>
      <Form.Item
        name="socialCode"
        label="统一社会信用代码"
        rules={RULES.socialCode}
        normalize={(value?: string) => value?.toUpperCase()}
      >
        <Input placeholder="请输入统一社会信用代码" maxLength={fieldMax(FORM, 'socialCode')} allowClear />
      </Form.Item>
      <Form.Item name="licensePhoto" label="营业执照" rules={RULES.licensePhoto} extra={licence ? '如需更换营业执照，请重新上传' : undefined}>
        <ImageUpload label="营业执照" upload={uploadLicence} initial={licence} />
      </Form.Item>
      <Form.Item name="linkman" label="联系人" rules={RULES.linkman}>
        <Input placeholder="请输入联系人" maxLength={fieldMax(FORM, 'linkman')} allowClear />
      </Form.Item>
      <Form.Item name="mobile" label="联系电话" rules={RULES.mobile}>
        <Input
          placeholder={company.mobile ? `不填写则保持 ${company.mobile}` : '请输入手机号'}
          maxLength={11}
          inputMode="numeric"
          allowClear
        />
      </Form.Item>
      <Form.Item name="industry" label="所属行业" rules={RULES.industry}>
        <Input placeholder="如：装备制造、电子信息" maxLength={fieldMax(FORM, 'industry')} allowClear />
      </Form.Item>
      <Form.Item name="mainProduct" label="主营业务" rules={RULES.mainProduct}>
        <Input.TextArea maxLength={fieldMax(FORM, 'mainProduct')} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="companyAddress" label="企业地址" rules={RULES.companyAddress}>
        <Input.TextArea maxLength={fieldMax(FORM, 'companyAddress')} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Space>
    </Form>
  );
}

export function CompanyEditDrawer({ company, open, onClose }: CompanyEditDrawerProps) {
  return (
    <Drawer title="编辑企业信息" open={open} onClose={onClose} size={520} destroyOnHidden>
      <CompanyEditForm company={company} onSaved={onClose} />
    </Drawer>
  );
}
