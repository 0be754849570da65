/**
 * 入驻申请 (/partnerCenter/apply, main accounts): the company's newest partner
 * application and where it stands (待审核, 已通过, 已驳回 with the reason, who
 * reviewed it and when). Without one, or after a rejection, the application
 * form (prefilled from the rejected one); a partner is sent on to 应用接入.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Grid, Input, Radio, Result, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, CODES, fieldMax, hasRole, isCertified, notify, queryKeys, ROLES, useAuth, type Body, type Schema } from '@platform/sdk';
import { PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { applicationApi } from '../../api';
import { partnerKeys, useMyApplication } from '../../api/queries';
import { APPLICATION_FORM, APPLICATION_RULES } from '../../components/forms';
import { PictureListUpload, PictureUpload } from '../../components/PictureUpload';
import { APPLICATION_STATUS, ApplicationStatusTag, COOPERATION_TYPES } from '../../components/status';
import { Facts, RESPONSIVE_COLUMNS } from '../../components/Facts';

export const APPLY_TEXTS = {
  submit: '提交申请',
  submitted: '提交成功，请等待审核',
  partner: '您的企业已是合作伙伴',
  toApps: '去接入应用',
  notCertified: '您还没有认证，请先完成企业认证！',
} as const;

const APPS_PATH = '/partnerCenter/apps';
const CERTIFY_PATH = '/userCenter/userInfo';
/** Most publicity pictures an application carries (the server's limit). */
const MAX_IMAGES = 6;

/** An application: status 0 待审核, 1 已通过, 2 已驳回. */
type PartnerApplication = Schema<'PartnerApplication'>;

function orDash(value?: string | null): string {
  return value || '—';
}

/** Where the newest application stands. */
function ApplicationCard({ application }: { application: PartnerApplication }) {
  const rejected = application.status === APPLICATION_STATUS.rejected;
  return (
    <PageCard title="申请状态" extra={<ApplicationStatusTag status={application.status} />}>
      {application.status === APPLICATION_STATUS.waiting ? (
        <Alert type="info" showIcon title="您的申请正在审核中" description="审核结果将通过站内消息通知您，请耐心等待" style={{ marginBottom: 16 }} />
      ) : null}
      {rejected ? (
        <Alert
          type="error"
          showIcon
          title="您的申请未通过审核"
          description={`驳回原因：${orDash(application.reason)}。请修改后重新提交申请。`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Facts
        items={[
          { key: 'type', label: '合作类型', children: orDash(application.cooperationTypeName) },
          { key: 'status', label: '状态', children: <ApplicationStatusTag status={application.status} /> },
          { key: 'linkman', label: '联系人', children: application.linkman },
          { key: 'mobile', label: '联系电话', children: application.mobile },
          { key: 'created', label: '申请时间', span: 'filled', children: orDash(application.createTime) },
          ...(application.status === APPLICATION_STATUS.waiting
            ? []
            : [
                { key: 'reviewer', label: '审核人', children: orDash(application.reviewerName) },
                { key: 'reviewTime', label: '审核时间', span: 'filled' as const, children: orDash(application.reviewTime) },
              ]),
          ...(rejected
            ? [{ key: 'reason', label: '驳回原因', span: RESPONSIVE_COLUMNS, children: <Typography.Text type="danger">{orDash(application.reason)}</Typography.Text> }]
            : []),
        ]}
      />
    </PageCard>
  );
}

/** The company is a partner: on to 应用接入 (the partner's menus are read again if this session does not have them yet). */
function PartnerCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, token } = useAuth();
  const refreshed = useRef(false);
  const missingRole = user !== undefined && !hasRole(user, ROLES.partnerSupplier);

  useEffect(() => {
    if (!missingRole || refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user(token) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.menus(token) });
  }, [missingRole, queryClient, token]);

  return (
    <PageCard>
      <Result
        status="success"
        title={APPLY_TEXTS.partner}
        subTitle="您可以接入应用并提交审核，审核通过后应用将上架到平台市场"
        extra={
          <Button type="primary" onClick={() => navigate(APPS_PATH)}>
            {APPLY_TEXTS.toApps}
          </Button>
        }
      />
    </PageCard>
  );
}

type ApplyValues = Body<'post', '/ptd-open-platform/partner/apply'>;

function initialValues(previous: PartnerApplication | undefined): Partial<ApplyValues> {
  if (!previous) return { publicityImgArr: [] };
  return {
    cooperationType: previous.cooperationType,
    linkman: previous.linkman,
    mobile: previous.mobile,
    introduction: previous.introduction,
    logo: previous.logo,
    publicityImgArr: previous.publicityImgArr,
  };
}

function NotCertified() {
  return (
    <Alert
      type="warning"
      showIcon
      title={APPLY_TEXTS.notCertified}
      description="合作伙伴须为已完成企业认证的企业。"
      action={<Link to={CERTIFY_PATH}>去认证</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}

/** The application form; a refused submission keeps what was typed. */
function ApplyForm({ previous }: { previous: PartnerApplication | undefined }) {
  const [form] = Form.useForm<ApplyValues>();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const wide = Grid.useBreakpoint().md !== false;
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(false);
  const uncertified = refused || (user !== undefined && !isCertified(user.certificationStatus));

  const submit = async (values: ApplyValues) => {
    setSaving(true);
    try {
      await applicationApi.apply({
        ...values,
        linkman: values.linkman.trim(),
        mobile: values.mobile.trim(),
        introduction: values.introduction.trim(),
        publicityImgArr: values.publicityImgArr ?? [],
      });
      notify.success(APPLY_TEXTS.submitted);
      await queryClient.invalidateQueries({ queryKey: partnerKeys.mine });
    } catch (error) {
      // The API client has shown the server's reason; the form keeps the values.
      if (error instanceof ApiError && error.code === CODES.notCertified) setRefused(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageCard title={previous ? '重新提交申请' : '填写申请'}>
      {uncertified ? <NotCertified /> : null}
      <Form<ApplyValues>
        form={form}
        name="partner-apply"
        layout={wide ? 'horizontal' : 'vertical'}
        labelCol={wide ? { flex: '96px' } : undefined}
        labelWrap
        initialValues={initialValues(previous)}
        onFinish={submit}
        scrollToFirstError
        autoComplete="off"
        style={{ maxWidth: 760 }}
      >
        <Form.Item name="cooperationType" label="合作类型" rules={APPLICATION_RULES.cooperationType}>
          <Radio.Group options={COOPERATION_TYPES} />
        </Form.Item>
        <Form.Item name="linkman" label="联系人" rules={APPLICATION_RULES.linkman}>
          <Input placeholder="请输入联系人" maxLength={fieldMax(APPLICATION_FORM, 'linkman')} allowClear />
        </Form.Item>
        <Form.Item name="mobile" label="联系电话" rules={APPLICATION_RULES.mobile}>
          <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" allowClear />
        </Form.Item>
        <Form.Item name="introduction" label="企业介绍" rules={APPLICATION_RULES.introduction}>
          <Input.TextArea
            placeholder="请介绍企业的主营业务、产品与服务能力"
            maxLength={fieldMax(APPLICATION_FORM, 'introduction')}
            showCount
            autoSize={{ minRows: 4, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item name="logo" label="企业标志" rules={APPLICATION_RULES.logo}>
          <PictureUpload kind="logo" label="企业标志" testId="partner-logo" />
        </Form.Item>
        <Form.Item name="publicityImgArr" label="宣传图片">
          <PictureListUpload kind="publicity" label="宣传图片" max={MAX_IMAGES} testId="partner-publicity" />
        </Form.Item>
        <Form.Item label={wide ? ' ' : undefined} colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {APPLY_TEXTS.submit}
          </Button>
        </Form.Item>
      </Form>
    </PageCard>
  );
}

function ApplyView({ mine }: { mine: Schema<'MyPartnerApplication'> }) {
  if (mine.partner) return <PartnerCard />;
  const application = mine.application ?? undefined;
  const canApply = !application || application.status === APPLICATION_STATUS.rejected;
  return (
    <>
      {application ? <ApplicationCard application={application} /> : null}
      {canApply ? <ApplyForm key={application?.id ?? 'first'} previous={application} /> : null}
    </>
  );
}

export default function Apply() {
  const mine = useMyApplication();
  return (
    <>
      <PageHeader title="入驻申请" description="软件服务商、智能硬件商与解决方案商均可申请成为平台合作伙伴，审核通过后即可接入应用并上架到平台市场" />
      <QueryView query={mine}>{(data) => <ApplyView mine={data} />}</QueryView>
    </>
  );
}
