/** The form of the name and nickname the user may change. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { fieldMax, FORMS, formRules, notify, type Schema, type UserDetails } from '@platform/sdk';
import { accountApi } from '../../api';

type ProfileValues = Omit<Schema<'ProfileForm'>, 'id'>;

const FORM = FORMS.profile;
const RULES = formRules(FORM);

/** The name and nickname the user may change. */
export function ProfileForm({ user, onSaved }: { user: UserDetails; onSaved(): void }) {
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      await accountApi.updateProfile(values);
      notify.success('修改成功');
      onSaved();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileValues>
      name="profile"
      layout="vertical"
      initialValues={{ realName: user.realName ?? '', nickName: user.nickName ?? '' }}
      onFinish={save}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="realName" label="姓名" rules={RULES.realName}>
        <Input placeholder="请输入姓名" maxLength={fieldMax(FORM, 'realName')} showCount />
      </Form.Item>
      <Form.Item name="nickName" label="昵称" rules={RULES.nickName}>
        <Input placeholder="请输入昵称" maxLength={fieldMax(FORM, 'nickName')} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
