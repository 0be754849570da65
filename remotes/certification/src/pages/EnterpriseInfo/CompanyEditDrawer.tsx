/**
 * 编辑企业信息 (main account). The current business licence comes with the
 * company and is kept unless a new one is uploaded; a company under review or
 * certified goes back to review, which the page confirmed before opening this drawer.
 */
import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fieldMax, FORMS, formRules, notify, queryKeys, useAuth, type Schema } from '@platform/sdk';
import { FormDrawer, TextField } from '@platform/sdk/ui';
import { certificationApi, companyApi } from '../../api';
import { FIELD_CODES, showFieldError } from '../../components/fieldErrors';
import { ImageUpload, type StoredImage } from '../../components/ImageUpload';

type CompanyUpdateForm = Schema<'CompanyUpdateForm'>;

const FORM = FORMS.companyUpdate;
const RULES = formRules(FORM);

async function uploadLicence(file: File): Promise<StoredImage> {
  const read = await certificationApi.companyOcr(file);
  return { key: read.licensePhoto, url: read.licensePhotoUrl, message: read.message };
}

export interface CompanyEditDrawerProps {
  company: Schema<'CompanyView'>;
  open: boolean;
  onClose(): void;
}

export function CompanyEditDrawer({ company, open, onClose }: CompanyEditDrawerProps) {
  const [form] = Form.useForm<CompanyUpdateForm>();
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  const licence = company.licensePhoto && company.licensePhotoUrl ? { key: company.licensePhoto, url: company.licensePhotoUrl } : undefined;

  const save = async (values: CompanyUpdateForm) => {
    try {
      // An empty phone keeps the current one, which arrives masked and cannot be sent back.
      const { reviewStatus } = await companyApi.update({ ...values, mobile: values.mobile || undefined });
      notify.success(reviewStatus === 1 ? '修改成功，企业信息已重新提交审核' : '修改成功');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.company() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.certification }),
        reloadUser(),
      ]);
    } catch (error) {
      showFieldError(form, error, { [FIELD_CODES.imageNotOwned]: ['licensePhoto'] });
      throw error;
    }
  };

  return (
    <FormDrawer<CompanyUpdateForm>
      form={form}
      title="编辑企业信息"
      name="company-update"
      rules={FORM}
      open={open}
      width={520}
      initialValues={{
        socialCode: company.socialCode ?? '',
        licensePhoto: licence?.key,
        linkman: company.linkman ?? '',
        industry: company.industry ?? '',
        mainProduct: company.mainProduct ?? '',
        companyAddress: company.companyAddress ?? '',
      }}
      save={save}
      onClose={onClose}
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
      <TextField name="linkman" label="联系人" placeholder="请输入联系人" allowClear />
      <TextField
        name="mobile"
        label="联系电话"
        placeholder={company.mobile ? `不填写则保持 ${company.mobile}` : '请输入手机号'}
        maxLength={11}
        inputMode="numeric"
        allowClear
      />
      <TextField name="industry" label="所属行业" placeholder="如：装备制造、电子信息" allowClear />
      <TextField name="mainProduct" label="主营业务" autoSize={{ minRows: 3, maxRows: 6 }} showCount />
      <TextField name="companyAddress" label="企业地址" autoSize={{ minRows: 2, maxRows: 4 }} />
    </FormDrawer>
  );
}
