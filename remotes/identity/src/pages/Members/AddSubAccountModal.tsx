/** 新增子账号: the main account adds sub-accounts with the menus they may use. */
import { Form, Input } from 'antd';
import { fieldMax, FORMS, formRules } from '@platform/sdk';
import { FormModal, QueryView, TextField } from '@platform/sdk/ui';
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
  const menus = useGrantableMenus(open);

  // A refusal (登录名已存在...) was shown by the API client.
  const save = async (values: NewSubAccount) => {
    await memberApi.saveMany([{ ...values, mobile: values.mobile || undefined, menuKeys: values.menuKeys ?? [] }]);
    return '新增成功';
  };

  return (
    <FormModal<NewSubAccount>
      title="新增子账号"
      name="sub-account"
      rules={FORM}
      open={open}
      width={560}
      initialValues={{ menuKeys: [] }}
      save={save}
      onSaved={onAdded}
      onClose={onClose}
    >
      <TextField name="userName" label="登录名" placeholder="请输入登录名" extra="4-30位字母、数字或 _@.，用于子账号登录" />
      <Form.Item name="password" label="登录密码" rules={RULES.password}>
        <Input.Password placeholder="请设置登录密码（6-30位）" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
      </Form.Item>
      <TextField name="realName" label="姓名" placeholder="请输入姓名" />
      <TextField name="mobile" label="手机号" placeholder="选填，可用于短信登录" maxLength={11} inputMode="numeric" />
      <Form.Item label="菜单权限">
        <QueryView query={menus} isEmpty={(rows) => rows.length === 0} empty="暂无可授权的菜单">
          {(rows) => (
            <Form.Item name="menuKeys" noStyle>
              <MenuChecklist menus={rows} />
            </Form.Item>
          )}
        </QueryView>
      </Form.Item>
    </FormModal>
  );
}

