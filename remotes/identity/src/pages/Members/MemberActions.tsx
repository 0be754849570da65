/** The actions of a sub-account's row: 授权, 冻结/解冻, 重置密码. */
import { App, Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { notify, type Schema } from '@platform/sdk';
import { memberApi } from '../../api';
import { identityKeys } from '../../api/queries';

export interface MemberActionsProps {
  member: Schema<'Affiliation'>;
  onGrant(): void;
  onResetPassword(): void;
}

/** What a main account may do to one of its sub-accounts: 授权, 冻结/解冻, 重置密码. */
export function MemberActions({ member, onGrant, onResetPassword }: MemberActionsProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const frozen = member.status !== 1;
  const name = member.realName || member.userName;

  const toggleFrozen = () =>
    modal.confirm({
      title: frozen ? '解冻账号' : '冻结账号',
      content: frozen
        ? `确定要解冻子账号「${name}」吗？解冻后该账号可以重新登录。`
        : `确定要冻结子账号「${name}」吗？冻结后该账号将立即退出登录，且无法再登录。`,
      okText: frozen ? '解冻' : '冻结',
      okButtonProps: { danger: !frozen },
      onOk: async () => {
        await memberApi.changeStatus(member.userId, frozen ? 1 : 0);
        notify.success('修改成功');
        await queryClient.invalidateQueries({ queryKey: identityKeys.memberPages });
      },
    });

  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onGrant}>
        授权
      </Button>
      <Button type="link" size="small" danger={!frozen} onClick={toggleFrozen}>
        {frozen ? '解冻' : '冻结'}
      </Button>
      <Button type="link" size="small" onClick={onResetPassword}>
        重置密码
      </Button>
    </Space>
  );
}
