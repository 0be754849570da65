/**
 * Opening the points account's drawers (设置账户密码, 积分充值) over another
 * area's page, such as the points payment: the account remote serves them
 * (`account/AccountDrawer`), the shell's drawer host shows them.
 */
import { openRemoteDrawer } from './remoteDrawer';

export type AccountDrawerKind = 'password' | 'recharge';

// The password drawer is offered where the account has none yet: 设置, not 修改.
const DRAWERS: Record<AccountDrawerKind, { title: string; width: number }> = {
  password: { title: '设置账户密码', width: 440 },
  recharge: { title: '积分充值', width: 480 },
};

/** Asks the shell to open the account's drawer of that kind; `onDone` once the password was set or the top-up paid. */
export function openAccountDrawer(kind: AccountDrawerKind, onDone?: () => void): void {
  openRemoteDrawer({ remote: 'account', content: 'AccountDrawer', ...DRAWERS[kind], props: { kind }, onDone });
}
