/**
 * 调用设置: which APIs the credentials reach (全部接口, or those ticked), the addresses calls may
 * come from, the monthly cap on points (this month's spending beside it) and the low-balance
 * message. Saved together; a refusal keeps what was typed.
 */
import { useState } from 'react';
import { Button, Checkbox, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Schema } from '@platform/sdk';
import { credentialApi } from '../../api';
import { openKeys, useCallableApis } from '../../api/queries';
import { CREDENTIAL_RULES, IP_ALLOW_RULES } from '../../components/forms';

interface SettingsValues {
  allApis: boolean;
  apiIds: number[];
  ipAllow: string[];
  monthlyCap: number | null;
  lowBalance: number | null;
}

function initialValues(credential: Schema<'Credential'>): SettingsValues {
  return {
    allApis: credential.allApis,
    apiIds: credential.apiIds,
    ipAllow: credential.ipAllow,
    monthlyCap: credential.monthlyCap ?? null,
    lowBalance: credential.lowBalance ?? null,
  };
}

export function Settings({ credential }: { credential: Schema<'Credential'> }) {
  const [form] = Form.useForm<SettingsValues>();
  const queryClient = useQueryClient();
  const apis = useCallableApis();
  const [saving, setSaving] = useState(false);
  const allApis = Form.useWatch('allApis', form) ?? credential.allApis;

  const save = async (values: SettingsValues) => {
    setSaving(true);
    try {
      const said = await credentialApi.saveSettings({
        allApis: values.allApis,
        apiIds: values.allApis ? [] : values.apiIds,
        ipAllow: values.ipAllow.map((address) => address.trim()).filter((address) => address !== ''),
        monthlyCap: values.monthlyCap ?? null,
        lowBalance: values.lowBalance ?? null,
      });
      notify.success(said || '保存成功');
      await queryClient.invalidateQueries({ queryKey: openKeys.credential });
    } catch {
      // The API client has shown the server's reason; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const spent = credential.monthSpent.toLocaleString('en-US');
  return (
    <Form<SettingsValues> form={form} name="open-credential" layout="vertical" initialValues={initialValues(credential)} onFinish={save} autoComplete="off" style={{ maxWidth: 640 }}>
      <Form.Item name="allApis" label="全部接口" valuePropName="checked" extra="开启后凭证可调用已开通应用的全部接口，包括以后新发布的接口；关闭后只能调用下方勾选的接口">
        <Switch />
      </Form.Item>
      {allApis ? null : (
        <Form.Item name="apiIds" label="可调用的接口" extra={apis.isError ? '接口列表加载失败，请刷新后重试' : undefined}>
          {apis.data && apis.data.length === 0 ? (
            <Typography.Text type="secondary">暂无可调用的接口</Typography.Text>
          ) : (
            <Checkbox.Group
              className="op-api-checks"
              options={(apis.data ?? []).map((api) => ({ value: api.apiId, label: `${api.name}（${api.apiCode}）` }))}
            />
          )}
        </Form.Item>
      )}
      <Form.Item
        name="ipAllow"
        label="IP 白名单"
        rules={IP_ALLOW_RULES}
        extra="只接受来自这些地址的调用，可填 IP 地址或网段（如 203.0.113.0/24），回车分隔，最多20个；留空为不限制"
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ', '，']} placeholder="不限制" suffixIcon={null} aria-label="IP 白名单" />
      </Form.Item>
      <Form.Item
        name="monthlyCap"
        label="每月积分上限"
        rules={CREDENTIAL_RULES.monthlyCap}
        extra={`本月已消耗 ${spent} 积分；达到上限后本月的调用将被拒绝，留空为不限`}
      >
        <InputNumber min={0} precision={0} controls={false} placeholder="不限" style={{ width: 220, maxWidth: '100%' }} suffix="积分" />
      </Form.Item>
      <Form.Item name="lowBalance" label="余额提醒" rules={CREDENTIAL_RULES.lowBalance} extra="积分余额低于该值时，向主账号发送站内消息提醒充值；留空为不提醒">
        <InputNumber min={0} precision={0} controls={false} placeholder="不提醒" style={{ width: 220, maxWidth: '100%' }} suffix="积分" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存设置
      </Button>
    </Form>
  );
}
