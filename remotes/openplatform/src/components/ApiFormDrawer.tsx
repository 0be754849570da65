/**
 * 发布接口 / 编辑接口: an API on one of the partner's apps. A new API, or a change of its method,
 * path or upstream, waits for an operator while calls keep the reviewed version (shown when it
 * differs); price, limits and the document take effect on save. A refusal keeps what was typed.
 */
import { Alert, Form, InputNumber, Select } from 'antd';
import type { Body, Schema } from '@platform/sdk';
import { FormDrawer, TextField } from '@platform/sdk/ui';
import { partnerApiApi } from '../api';
import { usePartnerApps } from '../api/queries';
import { API_FORM, API_RULES } from './forms';
import { METHODS } from './status';

type OpenApi = Schema<'OpenApi'>;

interface ApiValues {
  appId?: number;
  apiCode: string;
  name: string;
  method: string;
  path: string;
  upstream: string;
  price: number | null;
  rateLimit: number | null;
  dailyQuota: number | null;
  doc?: string;
}

export const REVIEW_NOTE = '新接口、或修改请求方法、接口路径和服务地址后，需平台审核通过才生效；审核期间调用仍使用已审核的版本。价格、调用上限和接口文档保存后立即生效。';

function initialValues(api: OpenApi | undefined): Partial<ApiValues> {
  if (!api) return { method: 'POST', path: '/', price: 0, rateLimit: 60, dailyQuota: 0, doc: '' };
  return {
    appId: api.appId,
    apiCode: api.apiCode,
    name: api.name,
    method: api.method,
    path: api.path,
    upstream: api.upstream,
    price: api.price,
    rateLimit: api.rateLimit,
    dailyQuota: api.dailyQuota,
    doc: api.doc,
  };
}

function toForm(values: ApiValues, id: number | undefined): Body<'post', '/ptd-open-platform/partner/api/save'> {
  return {
    id: id ?? null,
    appId: values.appId ?? 0,
    apiCode: values.apiCode.trim(),
    name: values.name.trim(),
    method: values.method,
    path: values.path.trim(),
    upstream: values.upstream.trim(),
    price: values.price ?? 0,
    rateLimit: values.rateLimit ?? 0,
    dailyQuota: values.dailyQuota ?? 0,
    doc: values.doc ?? '',
  };
}

/** What calls reach now, when a saved change waits for review. */
function Reviewed({ api }: { api: OpenApi }) {
  if (!api.reviewedUpstream) return null;
  const differs = api.reviewedMethod !== api.method || api.reviewedPath !== api.path || api.reviewedUpstream !== api.upstream;
  if (!differs) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="修改待审核，调用仍使用已审核的版本"
      description={
        <span style={{ wordBreak: 'break-all' }} data-testid="reviewed-version">
          当前生效：{api.reviewedMethod} {api.reviewedUpstream}
          {api.reviewedPath}
        </span>
      }
    />
  );
}

export interface ApiFormDrawerProps {
  open: boolean;
  /** The API edited; none publishes a new one. */
  api?: OpenApi;
  onClose(): void;
  /** After a save: the lists are read again. */
  onSaved(): void;
}

export function ApiFormDrawer({ open, api, onClose, onSaved }: ApiFormDrawerProps) {
  const apps = usePartnerApps(open);
  // The server answers the API's id; what to say is the page's.
  const save = async (values: ApiValues) => {
    await partnerApiApi.save(toForm(values, api?.id));
    return api ? '保存成功，修改请求方法、路径或服务地址的需等待审核' : '提交成功，请等待平台审核';
  };
  return (
    <FormDrawer<ApiValues>
      title={api ? '编辑接口' : '发布接口'}
      name="open-api"
      rules={API_FORM}
      open={open}
      width={560}
      keepOnMaskClick
      initialValues={initialValues(api)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      intro={
        <>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={REVIEW_NOTE} />
          {api ? <Reviewed api={api} /> : null}
        </>
      }
    >
      <Form.Item
        name="appId"
        label="所属应用"
        rules={API_RULES.appId}
        extra={api ? '接口发布后所属应用不可修改' : '已开通该应用的企业才能调用它的接口'}
      >
        <Select
          disabled={Boolean(api)}
          placeholder="请选择所属应用"
          loading={apps.isPending}
          status={apps.isError ? 'error' : undefined}
          notFoundContent={apps.isError ? '应用加载失败，请稍后重试' : '暂无应用，请先在「应用接入」登记应用'}
          options={(apps.data ?? []).map((app) => ({ label: app.name, value: app.id }))}
        />
      </Form.Item>
      <TextField name="apiCode" label="接口编码" placeholder="如 device-status" extra="网关地址为 /api/ptd-open-api/gateway/{接口编码}，2-40位小写字母、数字或短横线" allowClear />
      <TextField name="name" label="接口名称" placeholder="请输入接口名称" showCount allowClear />
      <Form.Item name="method" label="请求方法" rules={API_RULES.method}>
        <Select options={METHODS.map((method) => ({ label: method, value: method }))} aria-label="请求方法" />
      </Form.Item>
      <TextField name="path" label="接口路径" placeholder="/v1/devices/status" extra="服务方接收请求的路径，以 / 开头；调用时网关地址之后的路径接在它后面" allowClear />
      <TextField name="upstream" label="服务地址" placeholder="https://api.example.cn" extra="网关转发到的地址，http:// 或 https:// 开头，不含查询参数；须为公网地址" inputMode="url" allowClear />
      <Form.Item name="price" label="价格（积分/次）" rules={API_RULES.price} extra="每次成功调用扣除调用方的积分，0 为免费">
        <InputNumber min={0} precision={0} controls={false} style={{ width: 200 }} suffix="积分/次" />
      </Form.Item>
      <Form.Item name="rateLimit" label="每分钟上限（次/分钟）" rules={API_RULES.rateLimit} extra="每家企业每分钟最多调用的次数">
        <InputNumber min={1} precision={0} controls={false} style={{ width: 200 }} suffix="次/分钟" />
      </Form.Item>
      <Form.Item name="dailyQuota" label="每日上限（次/天）" rules={API_RULES.dailyQuota} extra="每家企业每天最多调用的次数，0 为不限">
        <InputNumber min={0} precision={0} controls={false} style={{ width: 200 }} suffix="次/天" />
      </Form.Item>
      <TextField
        name="doc"
        label="接口文档"
        placeholder={'支持 Markdown，如：\n## 请求\n## 响应\n## 示例\n## 错误码'}
        autoSize={{ minRows: 8, maxRows: 20 }}
        showCount
        extra="说明请求参数、响应、示例和错误码，支持 Markdown；发布后展示在开发文档和产品页"
      />
    </FormDrawer>
  );
}
