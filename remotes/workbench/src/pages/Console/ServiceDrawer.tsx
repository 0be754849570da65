/**
 * 新增系统服务 / 编辑系统服务 (main account): name, address, icon and remark
 * of one of the company's own services; deleting sits in the edit form and asks
 * first. The icon is uploaded (jpg or png up to 2 MB, checked here and by the
 * server) and the form keeps its address.
 */
import { useState } from 'react';
import { Button, Drawer, Flex, Form, Input, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { fieldMax, FORMS, formRules, imageProblem, notify } from '@platform/sdk';
import { useConfirmDelete } from '@platform/sdk/ui';
import { applicationApi, type App, type CustomAppForm } from '../../api';
import { workbenchKeys } from '../../api/queries';
import { AppIcon } from '../../components/AppTile';

const FORM = FORMS.customApplication;
const RULES = formRules(FORM);

type Values = Omit<CustomAppForm, 'id'>;

/** What the server takes as a service icon. */
const ICON = { types: ['image/jpeg', 'image/png'], maxBytes: 2 * 1024 * 1024, tooLarge: '图标大小不能超过2MB' } as const;

/** The icon field: its picture and a button that uploads a new one; the value is the icon's address. */
function IconUpload({ value, onChange, id }: { value?: string; onChange?(url: string): void; id?: string }) {
  const [uploading, setUploading] = useState(false);
  const send = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await applicationApi.uploadIcon(file));
      notify.success('上传成功');
    } catch {
      // The client has shown the server's reason.
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="wbc-logo-preview" id={id}>
      <AppIcon key={value ?? ''} src={value?.trim() || undefined} />
      <Upload
        accept={ICON.types.join(',')}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          const problem = imageProblem(file, ICON);
          if (problem) notify.error(problem);
          else void send(file);
          // The file goes through the API client, not antd's own request.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? '更换图标' : '上传图标'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">jpg、png，不超过2MB</Typography.Text>
    </div>
  );
}

function ServiceForm({ service, onDone }: { service?: App; onDone(): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workbenchKeys.apps });

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await applicationApi.saveCustom({ ...values, id: service?.id, remark: values.remark ?? '' });
      notify.success(service ? '修改成功' : '新增成功');
      await refresh();
      onDone();
    } catch {
      // The client has shown the server's reason; the drawer keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const remove = () => {
    if (!service) return;
    confirmDelete(
      () => applicationApi.deleteCustom(service.id),
      async () => {
        await refresh();
        onDone();
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      name="custom-application"
      layout="vertical"
      initialValues={{
        name: service?.productDomainName ?? '',
        serverUrl: service?.address ?? '',
        logoImage: service?.logoImage ?? '',
        remark: service?.remark ?? '',
      }}
      onFinish={save}
      autoComplete="off"
      scrollToFirstError
    >
      <Form.Item name="name" label="服务名称" rules={RULES.name}>
        <Input placeholder="请输入服务名称" maxLength={fieldMax(FORM, 'name')} allowClear />
      </Form.Item>
      <Form.Item name="serverUrl" label="服务地址" rules={RULES.serverUrl} extra="以 http:// 或 https:// 开头，点击服务卡片时在新窗口打开">
        <Input placeholder="请输入服务地址" maxLength={fieldMax(FORM, 'serverUrl')} allowClear />
      </Form.Item>
      <Form.Item name="logoImage" label="服务图标" rules={RULES.logoImage}>
        <IconUpload />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={RULES.remark}>
        <Input.TextArea placeholder="请输入备注" maxLength={fieldMax(FORM, 'remark')} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={onDone}>取消</Button>
        </Flex>
        {service ? (
          <Button danger icon={<DeleteOutlined />} onClick={remove}>
            删除
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}

export interface ServiceDrawerProps {
  open: boolean;
  /** The own service being edited; none when adding. */
  service?: App;
  onClose(): void;
}

export function ServiceDrawer({ open, service, onClose }: ServiceDrawerProps) {
  return (
    <Drawer title={service ? '编辑系统服务' : '新增系统服务'} open={open} onClose={onClose} size={480} destroyOnHidden>
      <ServiceForm key={service?.id ?? 'new'} service={service} onDone={onClose} />
    </Drawer>
  );
}
