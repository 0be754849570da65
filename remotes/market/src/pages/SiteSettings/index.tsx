/** 站点设置: the hotline, service hours, mailbox, open platform and developer docs, related links and ICP number the public site shows. */
import { useEffect, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ApiError, checkField, CODES, fieldMax, FORMS, formRules, notify, type FieldRule, type Schema } from '@platform/sdk';
import { errorText, FieldRules, PageCard, PageHeader, QueryView, TextField } from '@platform/sdk/ui';
import { manageApi } from '../../api';
import { useManageSiteSettings, useRefresh } from '../../api/queries';

type SiteSettingsForm = Schema<'SiteSettingsForm'>;

const FORM = FORMS.contentSiteSetting;
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

function toValues(settings: Schema<'SiteSettings'>): SiteSettingsForm {
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

function SettingsEditor({ settings }: { settings: Schema<'SiteSettings'> }) {
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
      <FieldRules rules={FORM}>
        <PageCard
          title="联系方式"
          extra={
            <Link to="/concatUs" target="_blank">
              查看页面
            </Link>
          }
        >
          <TextField name="hotline" label="服务热线" placeholder="如 400-608-6618" extra="数字、空格、“-”、“+”与括号" />
          <TextField name="hotlineHours" label="服务时间" placeholder="如 工作日 9:00-17:00" />
          <TextField name="supportMail" label="服务邮箱" placeholder="如 service@ptd-industry.cn" />
        </PageCard>
        <PageCard title="开发者">
          <TextField name="openPlatformUrl" label="开放平台" placeholder="https://" />
          <TextField name="developerDocsUrl" label="开发者文档" placeholder="https://" />
        </PageCard>
        <PageCard title="相关链接">
          <RelatedLinkList />
        </PageCard>
        <PageCard title="备案信息">
          <TextField name="icp" label="备案号" placeholder="如 京ICP备XXXXXXXX号" extra="选填，显示在页脚版权信息后" />
        </PageCard>
      </FieldRules>
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
