/** 站点设置: the hotline, service hours, mailbox, open platform and developer docs, related links and ICP number the public site shows. */
import { useEffect, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ApiError, checkField, CODES, fieldMax, FORMS, formRules, notify, type FieldRule } from '@platform/sdk';
import { errorText, PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { manageApi, type SiteSettings, type SiteSettingsForm } from '../../api';
import { useManageSiteSettings, useRefresh } from '../../api/queries';

const FORM = FORMS.contentSiteSetting;
const RULES = formRules(FORM);
const LINK_FORM = FORMS.contentSiteLink;
const LINK_RULES = formRules(LINK_FORM);

type SettingField = keyof typeof FORM.fields;
type LinkField = keyof typeof LINK_FORM.fields;

/** As many related links as the server takes: the footer keeps one short column. */
const MAX_LINKS = 8;
const TOO_MANY_LINKS = `相关链接最多${MAX_LINKS}个`;

/** A field of the form: a setting, or the name or address of one related link. */
type FieldPath = SettingField | ['relatedLinks', number, LinkField];

/** Every message a field's rule can give. */
function messagesOf(rule: FieldRule): string[] {
  return [rule.required, rule.lengthMessage, rule.mustContainMessage, rule.patternMessage, rule.noChinese].filter(
    (message): message is string => Boolean(message),
  );
}

/**
 * The field a refusal of the server is about, so it shows where to correct:
 * among the fields that can give its message, the one whose value breaks that
 * rule here too, else the first.
 */
function refusedField(values: SiteSettingsForm, message: string): FieldPath | undefined {
  const candidates: { path: FieldPath; breaks: boolean }[] = [];
  for (const name of Object.keys(FORM.fields) as SettingField[]) {
    const rule: FieldRule = FORM.fields[name];
    if (messagesOf(rule).includes(message)) candidates.push({ path: name, breaks: checkField(rule, values[name]) === message });
  }
  (values.relatedLinks ?? []).forEach((link, index) => {
    for (const name of Object.keys(LINK_FORM.fields) as LinkField[]) {
      const rule: FieldRule = LINK_FORM.fields[name];
      if (messagesOf(rule).includes(message)) {
        candidates.push({ path: ['relatedLinks', index, name], breaks: checkField(rule, link?.[name]) === message });
      }
    }
  });
  return (candidates.find((candidate) => candidate.breaks) ?? candidates[0])?.path;
}

function toValues(settings: SiteSettings): SiteSettingsForm {
  return {
    hotline: settings.hotline,
    hotlineHours: settings.hotlineHours,
    supportMail: settings.supportMail,
    openPlatformUrl: settings.openPlatformUrl,
    developerDocsUrl: settings.developerDocsUrl,
    relatedLinks: settings.relatedLinks.map((link) => ({ name: link.name, url: link.url })),
    icp: settings.icp ?? '',
  };
}

/** 相关链接: name and address per row, added and removed in place, at most eight. */
function RelatedLinkList() {
  return (
    <Form.List
      name="relatedLinks"
      rules={[
        {
          validator: async (_, links?: unknown[]) => {
            if ((links?.length ?? 0) > MAX_LINKS) throw new Error(TOO_MANY_LINKS);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start" wrap>
              <Form.Item name={[field.name, 'name']} rules={LINK_RULES.name} style={{ flex: '1 1 160px' }}>
                <Input aria-label={`链接名称 ${index + 1}`} placeholder="链接名称" maxLength={fieldMax(LINK_FORM, 'name')} />
              </Form.Item>
              <Form.Item name={[field.name, 'url']} rules={LINK_RULES.url} style={{ flex: '3 1 280px' }}>
                <Input aria-label={`链接地址 ${index + 1}`} placeholder="https://" maxLength={fieldMax(LINK_FORM, 'url')} />
              </Form.Item>
              <Button aria-label={`删除链接 ${index + 1}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
            </Flex>
          ))}
          <Form.Item extra={`最多${MAX_LINKS}个，显示在页脚“相关链接”中`}>
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })} disabled={fields.length >= MAX_LINKS} block>
              添加链接
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}

function SettingsEditor({ settings }: { settings: SiteSettings }) {
  const [form] = Form.useForm<SiteSettingsForm>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const refresh = useRefresh('site-settings');

  useEffect(() => form.setFieldsValue(toValues(settings)), [settings, form]);

  const save = async (values: SiteSettingsForm) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await manageApi.saveSiteSettings({ ...values, relatedLinks: values.relatedLinks ?? [], icp: values.icp || null });
      notify.success('保存成功');
      refresh();
    } catch (error) {
      const field = error instanceof ApiError && error.code === CODES.validation ? refusedField(values, error.message) : undefined;
      if (field) form.setFields([{ name: field, errors: [errorText(error)] }]);
      else setRefusal(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<SiteSettingsForm> form={form} layout="vertical" onFinish={save} initialValues={toValues(settings)} style={{ maxWidth: 760 }}>
      <PageCard
        title="联系方式"
        extra={
          <Link to="/concatUs" target="_blank">
            查看页面
          </Link>
        }
      >
        <Form.Item name="hotline" label="服务热线" rules={RULES.hotline} extra="数字、空格、“-”、“+”与括号">
          <Input placeholder="如 400-608-6618" maxLength={fieldMax(FORM, 'hotline')} />
        </Form.Item>
        <Form.Item name="hotlineHours" label="服务时间" rules={RULES.hotlineHours}>
          <Input placeholder="如 工作日 9:00-17:00" maxLength={fieldMax(FORM, 'hotlineHours')} />
        </Form.Item>
        <Form.Item name="supportMail" label="服务邮箱" rules={RULES.supportMail}>
          <Input placeholder="如 service@ptd-industry.cn" maxLength={fieldMax(FORM, 'supportMail')} />
        </Form.Item>
      </PageCard>
      <PageCard title="开发者">
        <Form.Item name="openPlatformUrl" label="开放平台" rules={RULES.openPlatformUrl}>
          <Input placeholder="https://" maxLength={fieldMax(FORM, 'openPlatformUrl')} />
        </Form.Item>
        <Form.Item name="developerDocsUrl" label="开发者文档" rules={RULES.developerDocsUrl}>
          <Input placeholder="https://" maxLength={fieldMax(FORM, 'developerDocsUrl')} />
        </Form.Item>
      </PageCard>
      <PageCard title="相关链接">
        <RelatedLinkList />
      </PageCard>
      <PageCard title="备案信息">
        <Form.Item name="icp" label="备案号" rules={RULES.icp} extra="选填，显示在页脚版权信息后">
          <Input placeholder="如 京ICP备XXXXXXXX号" maxLength={fieldMax(FORM, 'icp')} />
        </Form.Item>
      </PageCard>
      {refusal ? <Typography.Paragraph type="danger">{refusal}</Typography.Paragraph> : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

export default function SiteSettingsPage() {
  const settings = useManageSiteSettings();
  return (
    <>
      <PageHeader title="站点设置" description="网站页脚、联系我们与关于我们页展示的联系方式、开发者入口、相关链接与备案号" />
      <QueryView query={settings}>{(data) => <SettingsEditor settings={data} />}</QueryView>
    </>
  );
}
