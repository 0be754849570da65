/**
 * 新增应用 / 编辑应用: an app's fields, its launch mode and its versions
 * (a free app may have none: the server gives it one free version). A save the
 * server refuses keeps the drawer open with what was typed; a registration
 * hands its keys (shown once) to the page.
 */
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { notify, type Body, type Reply, type Schema } from '@platform/sdk';
import { FormDrawer, TextField } from '@platform/sdk/ui';
import { appApi } from '../api';
import { useCategories } from '../api/queries';
import { DRAWER_SIZE } from './AppDetailDrawer';
import { APP_FORM, APP_RULES } from './forms';
import { PictureUpload } from './PictureUpload';
import { nonEmptyLines, functionsProblem, priceProblem, VERSION_LIMITS, VERSION_MESSAGES } from './rules';
import { LAUNCH_MODES } from './status';

const { versions: MAX_VERSIONS, functions: MAX_FUNCTIONS, nameLength: VERSION_NAME_MAX, maxPrice: MAX_PRICE } = VERSION_LIMITS;

interface VersionValues {
  name?: string;
  price?: number | null;
  /** One function a line. */
  functions?: string;
}

interface AppValues {
  name: string;
  icon?: string;
  slogan: string;
  description: string;
  categoryId?: number;
  isAi: boolean;
  serverUrl: string;
  internal: number;
  isFree: boolean;
  defaultUsageTime?: number | null;
  versions?: VersionValues[];
  /** OpenID Connect redirect URIs, one per line. */
  redirectUris?: string;
  backchannelLogoutUri?: string;
  publicClient: boolean;
  /** Web origins allowed to call the provider from pages, one per line. */
  webOrigins?: string;
  idTokenAlg: string;
}

/** How the app's ID and logout tokens are signed. */
const ID_TOKEN_ALGS = [
  { label: 'RS256（默认）', value: 'RS256' },
  { label: 'ES256', value: 'ES256' },
];

function initialValues(app: Schema<'PartnerApp'> | undefined): Partial<AppValues> {
  if (!app) return { isAi: false, isFree: false, internal: 0, publicClient: false, idTokenAlg: 'RS256', versions: [{ name: '', price: null, functions: '' }] };
  return {
    name: app.name,
    icon: app.icon,
    slogan: app.slogan,
    description: app.description,
    categoryId: app.categoryId,
    isAi: app.isAi,
    serverUrl: app.serverUrl,
    internal: app.internal,
    isFree: app.isFree,
    defaultUsageTime: app.defaultUsageTime ?? null,
    versions: app.versions.map((v) => ({ name: v.name, price: Number(v.price), functions: v.functions.join('\n') })),
    redirectUris: app.redirectUris.join('\n'),
    backchannelLogoutUri: app.backchannelLogoutUri ?? '',
    publicClient: app.publicClient,
    webOrigins: app.webOrigins.join('\n'),
    idTokenAlg: app.idTokenAlg,
  };
}

function toForm(values: AppValues, id: number | undefined): Body<'post', '/ptd-open-platform/partner/app'> {
  return {
    id: id ?? null,
    name: values.name.trim(),
    icon: values.icon ?? '',
    slogan: values.slogan.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId ?? 0,
    isAi: values.isAi,
    serverUrl: values.serverUrl.trim(),
    internal: values.internal,
    isFree: values.isFree,
    defaultUsageTime: values.isFree ? (values.defaultUsageTime ?? null) : null,
    versions: (values.versions ?? []).map((v) => ({
      name: (v.name ?? '').trim(),
      price: values.isFree ? 0 : Number(v.price ?? 0),
      functions: nonEmptyLines(v.functions),
    })),
    redirectUris: nonEmptyLines(values.redirectUris),
    backchannelLogoutUri: values.backchannelLogoutUri?.trim() || null,
    publicClient: values.publicClient,
    webOrigins: nonEmptyLines(values.webOrigins),
    idTokenAlg: values.idTokenAlg,
  };
}

export interface AppFormDrawerProps {
  open: boolean;
  /** The app edited; none registers a new one. */
  app?: Schema<'PartnerApp'>;
  onClose(): void;
  /** After a registration: the new app's keys, shown once. */
  onRegistered(keys: Reply<'post', '/ptd-open-platform/partner/app'>): void;
  /** After any save: the lists are read again. */
  onSaved(): void;
}

export function AppFormDrawer({ open, app, onClose, onRegistered, onSaved }: AppFormDrawerProps) {
  const [form] = Form.useForm<AppValues>();
  const categories = useCategories(open);
  const isFree = Form.useWatch('isFree', form) ?? app?.isFree ?? false;

  // A refusal was shown by the API client; the drawer keeps what was typed.
  const save = async (values: AppValues) => {
    if (app) {
      // The server answers 修改成功 (its document gives the text as the reply's description only).
      await appApi.edit(toForm(values, app.id));
      return '修改成功';
    }
    const keys = await appApi.register(toForm(values, undefined));
    notify.success('新增应用成功');
    onRegistered(keys);
  };

  return (
    <FormDrawer<AppValues>
      form={form}
      title={app ? '编辑应用' : '新增应用'}
      name="partner-app"
      rules={APP_FORM}
      open={open}
      width={DRAWER_SIZE}
      keepOnMaskClick
      initialValues={initialValues(app)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
    >
      <TextField name="name" label="应用名称" placeholder="请输入应用名称" showCount allowClear />
      <Form.Item name="icon" label="应用图标" rules={APP_RULES.icon}>
        <PictureUpload kind="logo" label="应用图标" testId="partner-app-icon" />
      </Form.Item>
      <TextField name="slogan" label="应用标语" placeholder="一句话介绍应用" showCount allowClear />
      <TextField name="description" label="应用介绍" placeholder="请输入应用介绍" autoSize={{ minRows: 4, maxRows: 10 }} showCount />
      <Form.Item name="categoryId" label="应用分类" rules={APP_RULES.categoryId}>
        <Select
          placeholder="请选择应用分类"
          loading={categories.isPending}
          status={categories.isError ? 'error' : undefined}
          notFoundContent={categories.isError ? '应用分类加载失败，请稍后重试' : '暂无应用分类'}
          options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="isAi" label="上架到AI市场" valuePropName="checked" extra="开启后应用展示在AI市场，而非产品目录">
        <Switch />
      </Form.Item>
      <TextField name="serverUrl" label="服务地址" placeholder="https://" extra="应用的访问地址，以 http:// 或 https:// 开头" inputMode="url" allowClear />
      <Form.Item
        name="internal"
        label="启动方式"
        rules={APP_RULES.internal}
        extra="一次性code：平台带一次性授权码打开，应用用它换取用户信息；令牌：平台带令牌打开；直接打开：不带任何凭据"
      >
        <Radio.Group options={LAUNCH_MODES} />
      </Form.Item>
      <Form.Item
        name="redirectUris"
        label="OIDC 回调地址"
        extra="用户使用平台账号登录（OpenID Connect）后返回应用的地址，每行一个，最多5个；须为 https 地址，本机调试可用 http://127.0.0.1。上架后修改需重新审核"
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="https://app.example.cn/oidc/callback" inputMode="url" />
      </Form.Item>
      <Form.Item name="backchannelLogoutUri" label="登出通知地址" extra="选填。用户退出平台、修改密码、账号被冻结、离开企业或撤销授权时，平台向该地址发送登出令牌（OpenID Connect Back-Channel Logout），未成功送达会自动重试">
        <Input placeholder="https://app.example.cn/oidc/logout" inputMode="url" allowClear />
      </Form.Item>
      <Form.Item
        name="publicClient"
        label="公开客户端"
        valuePropName="checked"
        extra="单页或移动应用无法保管应用密钥时开启：换取令牌时不使用密钥，必须使用 PKCE，且不能以应用自身名义取得令牌"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="webOrigins"
        label="网页来源"
        extra="选填。允许其网页直接调用令牌、用户信息和撤销接口的来源（CORS），每行一个，最多5个；形如 https://app.example.cn，不含路径"
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 5 }} placeholder="https://app.example.cn" inputMode="url" />
      </Form.Item>
      <Form.Item name="idTokenAlg" label="ID 令牌签名算法" extra="RS256 为各类 OpenID Connect 库的默认算法；ES256 签名更快、令牌更短，须确认所用的库支持">
        <Radio.Group options={ID_TOKEN_ALGS} />
      </Form.Item>
      <Form.Item name="isFree" label="免费应用" valuePropName="checked">
        <Switch />
      </Form.Item>
      {isFree ? (
        <Form.Item
          name="defaultUsageTime"
          label="使用时长（月）"
          extra="企业添加后可使用的月数；不填写则长期有效"
          rules={[{ type: 'number', min: 1, max: 120, message: VERSION_MESSAGES.usage }]}
        >
          <InputNumber min={1} max={120} precision={0} controls={false} placeholder="1-120" style={{ width: 160 }} />
        </Form.Item>
      ) : null}
      <Form.List
        name="versions"
        rules={[
          {
            validator: async (_, versions?: VersionValues[]) => {
              if (!isFree && (!versions || versions.length === 0)) throw new Error(VERSION_MESSAGES.noVersion);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <section aria-label="版本">
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong>版本</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {isFree ? '免费应用可不添加版本，保存时自动生成「免费版」' : `最多${MAX_VERSIONS}个版本`}
              </Typography.Text>
            </Flex>
            {fields.map((field, index) => (
              <div key={field.key} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '12px 12px 0', marginBottom: 12 }}>
                <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                  <Typography.Text type="secondary">版本 {index + 1}</Typography.Text>
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`删除版本 ${index + 1}`}>
                    删除
                  </Button>
                </Flex>
                <Flex gap={12} wrap>
                  <Form.Item
                    name={[field.name, 'name']}
                    label="版本名称"
                    style={{ flex: '1 1 180px' }}
                    rules={[
                      { required: true, whitespace: true, message: VERSION_MESSAGES.name },
                      { max: VERSION_NAME_MAX, message: VERSION_MESSAGES.name },
                    ]}
                  >
                    <Input placeholder="如：标准版" maxLength={VERSION_NAME_MAX} />
                  </Form.Item>
                  {isFree ? null : (
                    <Form.Item
                      name={[field.name, 'price']}
                      label="价格（元）"
                      style={{ flex: '0 1 160px' }}
                      rules={[
                        {
                          validator: async (_, price?: number | null) => {
                            const problem = priceProblem(price);
                            if (problem) throw new Error(problem);
                          },
                        },
                      ]}
                    >
                      <InputNumber min={0} max={MAX_PRICE} precision={2} controls={false} placeholder="0.00" style={{ width: '100%' }} />
                    </Form.Item>
                  )}
                </Flex>
                <Form.Item
                  name={[field.name, 'functions']}
                  label="功能"
                  extra={`每行一项功能，最多${MAX_FUNCTIONS}项`}
                  rules={[
                    {
                      validator: async (_, text?: string) => {
                        const problem = functionsProblem(text);
                        if (problem) throw new Error(problem);
                      },
                    },
                  ]}
                >
                  <Input.TextArea placeholder={'如：\n设备接入\n数据看板'} autoSize={{ minRows: 2, maxRows: 8 }} />
                </Form.Item>
              </div>
            ))}
            {fields.length < MAX_VERSIONS ? (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ name: '', price: null, functions: '' })}>
                添加版本
              </Button>
            ) : null}
            <Form.ErrorList errors={errors} />
          </section>
        )}
      </Form.List>
    </FormDrawer>
  );
}
