/**
 * The account's drawers for other areas, exposed for the shell
 * (`account/AccountDrawer`), which frames the content in a drawer when the
 * SDK's openAccountDrawer asks (the points payment's 去设置账户密码 and 去充值).
 * No menu names it: it is not a page.
 */
import { useAuth } from '@platform/sdk';
import { EmptyState, type AccountDrawerKind, type RemoteDrawerContentProps } from '@platform/sdk/ui';
import { PasswordForm } from '../AccountManage/PasswordDrawer';
import { RechargePanel } from '../AccountManage/RechargeDrawer';
import '../../components/account.css';

export interface AccountDrawerProps extends RemoteDrawerContentProps {
  kind: AccountDrawerKind;
}

export default function AccountDrawer({ kind, onClose, onDone }: AccountDrawerProps) {
  const { user } = useAuth();
  if (kind === 'recharge') return <RechargePanel onClose={onClose} onDone={onDone} />;
  // As on the account page, only the main account sets the password, with a code to its own mobile.
  if (user?.userType !== 0 || !user.mobile) return <EmptyState description="请联系企业主账号设置账户密码" />;
  return <PasswordForm mobile={user.mobile} onClose={onClose} onDone={onDone} />;
}
