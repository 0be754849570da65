/**
 * 新增系统服务 / 编辑系统服务 (main account): name, address, icon and remark
 * of one of the company's own services; deleting sits in the edit form and asks
 * first. The server has no upload for a service icon, so the icon is an image address.
 */
import { useState } from 'react';
import { Button, Drawer, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { fieldMax, FORMS, formRules, notify } from '@platform/sdk';
import { useConfirmDelete } from '@platform/sdk/ui';
import { applicationApi, type App, type CustomAppForm } from '../../api';
import { workbenchKeys } from '../../api/queries';
import { AppIcon } from '../../components/AppTile';

const FORM = FORMS.customApplication;
const RULES = formRules(FORM);

type Values = Omit<CustomAppForm, 'id'>;

function ServiceForm({ service, onDone }: { service?: App; onDone(): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const logo = Form.useWatch('logoImage', form);
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
      <Form.Item label="服务图标" required>
        <Form.Item name="logoImage" rules={RULES.logoImage} noStyle>
          <Input placeholder="请输入图标图片地址" maxLength={fieldMax(FORM, 'logoImage')} allowClear />
        </Form.Item>
        <div className="wbc-logo-preview">
          <AppIcon key={logo ?? ''} src={logo?.trim() || undefined} />
          <Typography.Text type="secondary">图标预览</Typography.Text>
        </div>
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
