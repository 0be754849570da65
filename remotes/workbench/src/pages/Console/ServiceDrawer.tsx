/**
 * 新增系统服务 / 编辑系统服务 (main account): name, address, icon and remark
 * of one of the company's own services; deleting sits in the edit form and asks
 * first. The icon is uploaded (jpg or png up to 2 MB, checked here and by the
 * server) and the form keeps its address.
 */
import { useState } from 'react';
import { Button, Form, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { FORMS, formRules, imageProblem, notify, type Body, type Schema } from '@platform/sdk';
import { FormDrawer, useConfirmDelete, TextField } from '@platform/sdk/ui';
import { applicationApi } from '../../api';
import { workbenchKeys } from '../../api/queries';
import { AppIcon } from '../../components/AppTile';

const FORM = FORMS.customApplication;
const RULES = formRules(FORM);

type Values = Omit<Body<'post', '/ptd-industry/application/saveCustomApplication'>, 'id'>;

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

export interface ServiceDrawerProps {
  open: boolean;
  /** The own service being edited; none when adding. */
  service?: Schema<'App'>;
  onClose(): void;
}

export function ServiceDrawer({ open, service, onClose }: ServiceDrawerProps) {
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workbenchKeys.apps });

  // A refusal was shown by the client; the drawer keeps what was typed.
  const save = async (values: Values) => {
    await applicationApi.saveCustom({ ...values, id: service?.id, remark: values.remark ?? '' });
    notify.success(service ? '修改成功' : '新增成功');
    await refresh();
  };

  const remove = () => {
    if (!service) return;
    confirmDelete(
      () => applicationApi.deleteCustom(service.id),
      async () => {
        await refresh();
        onClose();
      },
    );
  };

  return (
    <FormDrawer<Values>
      title={service ? '编辑系统服务' : '新增系统服务'}
      name="custom-application"
      rules={FORM}
      open={open}
      width={480}
      initialValues={{
        name: service?.productDomainName ?? '',
        serverUrl: service?.address ?? '',
        logoImage: service?.logoImage ?? '',
        remark: service?.remark ?? '',
      }}
      save={save}
      onClose={onClose}
      extra={
        service ? (
          <Button danger icon={<DeleteOutlined />} onClick={remove}>
            删除
          </Button>
        ) : null
      }
    >
      <TextField name="name" label="服务名称" placeholder="请输入服务名称" allowClear />
      <TextField name="serverUrl" label="服务地址" placeholder="请输入服务地址" extra="以 http:// 或 https:// 开头，点击服务卡片时在新窗口打开" allowClear />
      <Form.Item name="logoImage" label="服务图标" rules={RULES.logoImage}>
        <IconUpload />
      </Form.Item>
      <TextField name="remark" label="备注" placeholder="请输入备注" autoSize={{ minRows: 3, maxRows: 6 }} showCount />
    </FormDrawer>
  );
}
