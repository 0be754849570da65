/**
 * 产品申报 (/product/declare?productId&productName&channelType): the declare
 * form, prefilled with the product and the user's company. Only the main
 * account of a certified company declares; a sub-account sees the button
 * disabled, and the SDK's guard asks a user without a certified company to
 * certify. Success shows 申请成功 with the way back to the front page.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Grid, Input, Result, Select } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fieldMax, FORMS, formRules, type Body } from '@platform/sdk';
import { PageCard, useCertificationGuard } from '@platform/sdk/ui';
import { declareApi } from '../../api';
import { useEnumDict, useProduct, useSessionUser } from '../../api/queries';
import { ProductHeader } from '../../components/ProductHeader';
import '../../components/orders.css';

const FORM = FORMS.productDeclare;
const RULES = formRules(FORM);

type Values = Omit<Body<'post', '/ptd-industry/order/saveProductDeclareOrder'>, 'productId' | 'applicationVersionId'> & {
  applicationVersionId?: number;
};

const SUB_ACCOUNT_HINT = '仅企业主账号可以申报产品，请联系企业主账号操作';

function Declared() {
  const navigate = useNavigate();
  return (
    <PageCard>
      <Result
        status="success"
        title="申请成功"
        subTitle="我们已收到您的产品申报，工作人员会尽快与您联系"
        extra={[
          // The declaration waits in 我的申请 until an operator follows it up.
          <Button key="records" type="primary" onClick={() => navigate('/userCenter/todo?tab=applied')}>
            查看申报记录
          </Button>,
          <Button key="home" onClick={() => navigate('/front')}>
            返回首页
          </Button>,
        ]}
      />
    </PageCard>
  );
}

export default function Declare() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const productName = params.get('productName') ?? '';
  const product = useProduct(productId);
  const platformTypes = useEnumDict('EnumPlatformType');
  const { user } = useSessionUser();
  const guard = useCertificationGuard();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const wide = Grid.useBreakpoint().md !== false;

  const domains = product.data?.productDomainList ?? [];
  const domainId = Form.useWatch('applicationType', form);
  const versions = domains.find((domain) => String(domain.id) === domainId)?.productVersionVoList ?? [];
  // A sub-account of a company may look, not declare (spec section 6).
  const subAccount = Boolean(user && user.companyId != null && !user.primaryAccount);

  // Without a name in the address, the product's own name once it has loaded.
  const loadedName = product.data?.name;
  useEffect(() => {
    if (loadedName && !form.getFieldValue('productName')) form.setFieldValue('productName', loadedName);
  }, [form, loadedName]);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      if (!(await guard.ensureCertified('declare'))) return;
      await declareApi.save({ ...values, productId: productId ? Number(productId) : undefined });
      setDone(true);
    } catch (error) {
      guard.offerAfterRefusal(error);
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div className="od-page">
        <Declared />
      </div>
    );
  }

  const max = (name: keyof typeof FORM.fields) => fieldMax(FORM, name);

  return (
    <div className="od-page">
      {product.data ? <ProductHeader product={product.data} /> : null}
      <PageCard title="产品申报">
        {subAccount ? <Alert type="info" showIcon title={SUB_ACCOUNT_HINT} style={{ marginBottom: 20 }} /> : null}
        <Form<Values>
          form={form}
          layout={wide ? 'horizontal' : 'vertical'}
          labelCol={wide ? { flex: '120px' } : undefined}
          labelWrap
          style={{ maxWidth: 760 }}
          initialValues={{ productName }}
          onFinish={(values) => void submit(values)}
          scrollToFirstError={{ block: 'center' }}
        >
          <Form.Item label="产品名称" name="productName" rules={RULES.productName}>
            <Input maxLength={max('productName')} placeholder="请输入产品名称" />
          </Form.Item>
          <Form.Item label="企业名称">
            <Input value={user?.companyName ?? ''} disabled placeholder={user ? '暂无企业' : '登录后显示'} aria-label="企业名称" />
          </Form.Item>
          <Form.Item label="所属平台类型" name="platformType" rules={RULES.platformType}>
            <Select
              placeholder="请选择所属平台类型"
              loading={platformTypes.isPending}
              options={(platformTypes.data ?? []).map((item) => ({ label: item.label, value: item.value }))}
            />
          </Form.Item>
          {domains.length > 0 ? (
            <>
              <Form.Item label="申请应用" name="applicationType" rules={RULES.applicationType}>
                <Select
                  placeholder="请选择应用"
                  allowClear
                  options={domains.map((domain) => ({ label: domain.name, value: String(domain.id) }))}
                  onChange={() => form.setFieldValue('applicationVersionId', undefined)}
                />
              </Form.Item>
              <Form.Item label="申请版本" name="applicationVersionId">
                <Select
                  placeholder={domainId ? '请选择版本' : '请先选择应用'}
                  allowClear
                  disabled={!domainId}
                  options={versions.map((version) => ({
                    label: version.isShow ? version.name : `${version.name}（已申请）`,
                    value: version.id,
                    disabled: !version.isShow,
                  }))}
                />
              </Form.Item>
            </>
          ) : null}
          <Form.Item label="推荐人" name="reference" rules={RULES.reference}>
            <Input maxLength={max('reference')} placeholder="请输入推荐人" />
          </Form.Item>
          <Form.Item label="联系人" name="contactPerson" rules={RULES.contactPerson}>
            <Input maxLength={max('contactPerson')} placeholder="请输入联系人" />
          </Form.Item>
          <Form.Item label="联系电话" name="contactNumber" rules={RULES.contactNumber}>
            <Input maxLength={max('contactNumber')} placeholder="请填写联系电话" inputMode="tel" />
          </Form.Item>
          <Form.Item label="联系地址" name="contactAddress" rules={RULES.contactAddress}>
            <Input maxLength={max('contactAddress')} placeholder="请输入联系地址" />
          </Form.Item>
          <Form.Item label="主营产品" name="mainProduct" rules={RULES.mainProduct}>
            <Input maxLength={max('mainProduct')} placeholder="请输入主营产品" />
          </Form.Item>
          <Form.Item label="申请备注" name="applyRemark" rules={RULES.applyRemark}>
            <Input.TextArea maxLength={max('applyRemark')} showCount rows={4} placeholder="请输入申请备注" />
          </Form.Item>
          <Form.Item label={wide ? ' ' : undefined} colon={false}>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={subAccount} title={subAccount ? SUB_ACCOUNT_HINT : undefined}>
              提交申请
            </Button>
          </Form.Item>
        </Form>
      </PageCard>
    </div>
  );
}
