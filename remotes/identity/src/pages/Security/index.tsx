/** 账号安全: the login password, the mobile number, the mail address and the apps allowed to sign in with the account. */
import { useState, type ReactNode } from 'react';
import { App, Avatar, Button, Flex, Typography } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { maskMobile, notify, useAuth, type UserDetails } from '@platform/sdk';
import { LoadingState, PageCard, PageHeader } from '@platform/sdk/ui';
import { accountApi } from '../../api';
import { AppConsents } from './AppConsents';
import { BindEmailDrawer } from './BindEmailDrawer';
import { ChangePasswordDrawer } from './ChangePasswordDrawer';
import { ChangePhoneDrawer } from './ChangePhoneDrawer';

type DrawerName = 'password' | 'phone' | 'email';

interface SecurityRowProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  actions: ReactNode;
  /** A line above the row: the rows divide themselves, as a list holds list items only. */
  divided?: boolean;
}

function SecurityRow({ icon, title, description, actions, divided }: SecurityRowProps) {
  return (
    <Flex
      role="listitem"
      align="center"
      gap={16}
      style={{ padding: '12px 0', borderTop: divided ? '1px solid rgba(5, 5, 5, 0.06)' : undefined }}
    >
      <Avatar style={{ flex: 'none', background: '#e8f3ff', color: '#165dff' }} icon={icon} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
      <div style={{ flex: 'none' }}>{actions}</div>
    </Flex>
  );
}

function SecurityList({ user }: { user: UserDetails }) {
  const { reloadUser } = useAuth();
  const { modal } = App.useApp();
  const [open, setOpen] = useState<DrawerName>();
  const close = () => setOpen(undefined);
  const reload = () => void reloadUser();
  const mobile = user.mobile ?? undefined;

  const unbindEmail = () =>
    modal.confirm({
      title: '解绑邮箱',
      content: `确定要解绑邮箱 ${user.email} 吗？解绑后将无法通过邮箱找回密码。`,
      okText: '解绑',
      okButtonProps: { danger: true },
      onOk: async () => {
        await accountApi.unBindMail();
        notify.success('解绑成功');
        reload();
      },
    });

  return (
    <>
      <div role="list" aria-label="账号安全设置">
        <SecurityRow
          icon={<LockOutlined />}
          title="登录密码"
          description={mobile ? '建议定期修改密码，修改前需验证绑定的手机号' : '请先绑定手机号，再通过短信验证码修改密码'}
          actions={
            <Button type="link" disabled={!mobile} onClick={() => setOpen('password')}>
              修改
            </Button>
          }
        />
        <SecurityRow
          divided
          icon={<MobileOutlined />}
          title="手机号"
          description={mobile ? `已绑定手机号 ${maskMobile(mobile)}` : '未绑定手机号'}
          actions={
            <Button type="link" onClick={() => setOpen('phone')}>
              {mobile ? '更换' : '绑定'}
            </Button>
          }
        />
        <SecurityRow
          divided
          icon={<MailOutlined />}
          title="邮箱"
          description={user.email ? `已绑定邮箱 ${user.email}` : '未绑定邮箱，绑定后可通过邮箱找回密码'}
          actions={
            user.email ? (
              <Button type="link" danger onClick={unbindEmail}>
                解绑
              </Button>
            ) : (
              <Button type="link" onClick={() => setOpen('email')}>
                绑定
              </Button>
            )
          }
        />
      </div>
      {mobile ? <ChangePasswordDrawer user={{ ...user, mobile }} open={open === 'password'} onClose={close} /> : null}
      <ChangePhoneDrawer user={user} open={open === 'phone'} onClose={close} onChanged={reload} />
      <BindEmailDrawer open={open === 'email'} onClose={close} onBound={reload} />
    </>
  );
}

export default function Security() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="账号安全" description="登录密码、手机号、邮箱与已授权的应用" />
      <PageCard>
        {user ? (
          <>
            <Flex vertical gap={4} style={{ marginBottom: 8 }}>
              <Typography.Text type="secondary">登录名：{user.userName}</Typography.Text>
            </Flex>
            <SecurityList user={user} />
            <AppConsents />
          </>
        ) : (
          <LoadingState />
        )}
      </PageCard>
    </>
  );
}
