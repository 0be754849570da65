/** 新增子账号: the main account adds sub-accounts with the menus they may use. */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { fieldMax, FORMS, formRules, notify } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { memberApi, type NewSubAccount } from '../../api';
import { useGrantableMenus } from '../../api/queries';
import { MenuChecklist } from './MenuChecklist';

const FORM = FORMS.subAccount;
const RULES = formRules(FORM);

export interface AddSubAccountModalProps {
  open: boolean;
  onClose(): void;
  onAdded(): void;
}

/** 新增子账号: login name, password, name, optional mobile and the menus it may use. */
export function AddSubAccountModal({ open, onClose, onAdded }: AddSubAccountModalProps) {
  const [form] = Form.useForm<NewSubAccount>();
  const menus = useGrantableMenus(open);
  const [saving, setSaving] = useState(false);

  const save = async (values: NewSubAccount) => {
    setSaving(true);
    try {
      await memberApi.saveMany([{ ...values, mobile: values.mobile || undefined, menuKeys: values.menuKeys ?? [] }]);
      notify.success('新增成功');
      onAdded();
      onClose();
    } catch {
      // The API client has already shown the server's reason (登录名已存在...).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="新增子账号"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form<NewSubAccount>
        form={form}
        name="sub-account"
        layout="vertical"
        onFinish={save}
        autoComplete="off"
        initialValues={{ menuKeys: [] }}
      >
        <Form.Item name="userName" label="登录名" rules={RULES.userName} extra="4-30位字母、数字或 _@.，用于子账号登录">
          <Input placeholder="请输入登录名" maxLength={fieldMax(FORM, 'userName')} />
        </Form.Item>
        <Form.Item name="password" label="登录密码" rules={RULES.password}>
          <Input.Password placeholder="请设置登录密码（6-30位）" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="realName" label="姓名" rules={RULES.realName}>
          <Input placeholder="请输入姓名" maxLength={fieldMax(FORM, 'realName')} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={RULES.mobile}>
          <Input placeholder="选填，可用于短信登录" maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="菜单权限">
          <QueryView query={menus} isEmpty={(rows) => rows.length === 0} empty="暂无可授权的菜单">
            {(rows) => (
              <Form.Item name="menuKeys" noStyle>
                <MenuChecklist menus={rows} />
              </Form.Item>
            )}
          </QueryView>
        </Form.Item>
      </Form>
    </Modal>
  );
}

