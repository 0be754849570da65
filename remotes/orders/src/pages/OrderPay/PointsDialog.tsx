/**
 * 积分支付: the company's points balance, the points the order costs (one a
 * yuan, rounded up) and the 6-digit account password; 确认支付 pays at once.
 * No account yet, no password yet, a frozen account or too few points say so
 * with the way to put it right: 去设置账户密码 and 去充值 open the account's
 * own drawers over this page, and once done the account is read again, so the
 * same order is paid on. The server's refusals (账户密码错误 …) are shown by
 * the API client and the dialog stays open.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatPoints, formatYuan, formRules, FORMS, notify, useAuth, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState, openAccountDrawer, type AccountDrawerKind } from '@platform/sdk/ui';
import { paymentApi } from '../../api';
import { useAccountInfo } from '../../api/queries';
import { pointsFor } from './points';

const ACCOUNT_PAGE = '/userCenter/accountManage';
const PASSWORD_RULES = formRules(FORMS.accountPassword).password;

/** Keeps digits only in the password box. */
const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

export interface PointsDialogProps {
  order: Schema<'Order'>;
  open: boolean;
  onClose(): void;
  /** The order was paid with points. */
  onPaid(): void;
}

/** Why the account cannot pay yet, with the way to put it right; undefined when it can. */
function blocker(
  account: Schema<'AccountInfo'> | null,
  needed: number | undefined,
  isMain: boolean,
  openDrawer: (kind: AccountDrawerKind) => void,
): { title: string; action: ReactNode } | undefined {
  const inPlace = (kind: AccountDrawerKind, text: string) => (
    <Button type="link" size="small" onClick={() => openDrawer(kind)} data-testid="points-account-link">
      {text}
    </Button>
  );
  if (account === null) {
    return {
      title: '请先在账户管理中开通账户',
      action: (
        <Link to={ACCOUNT_PAGE} data-testid="points-account-link">
          去开通账户
        </Link>
      ),
    };
  }
  if (account.accountStatus === 'frozen') {
    return { title: '账户已冻结，暂不能使用积分支付', action: null };
  }
  if (!account.hasPassword) {
    // Only the main account sets the password (as on the account page).
    if (!isMain) return { title: '请联系企业主账号设置账户密码', action: null };
    return { title: '请先设置账户密码', action: inPlace('password', '去设置账户密码') };
  }
  if (needed !== undefined && account.integralAmount < needed) {
    return { title: '账户积分不足，请先充值', action: inPlace('recharge', '去充值') };
  }
  return undefined;
}

export function PointsDialog({ order, open, onClose, onPaid }: PointsDialogProps) {
  const [form] = Form.useForm<{ accountPassword: string }>();
  const [paying, setPaying] = useState(false);
  const { user } = useAuth();
  const account = useAccountInfo(open);
  const needed = pointsFor(order.totalPrice);
  // Once the password is set or the top-up paid, the balance and the password question are read again.
  const openDrawer = (kind: AccountDrawerKind) => openAccountDrawer(kind, () => void account.refetch());
  const problem = account.isSuccess ? blocker(account.data, needed, user?.userType === 0, openDrawer) : undefined;
  const ready = account.isSuccess && problem === undefined;

  const pay = async ({ accountPassword }: { accountPassword: string }) => {
    setPaying(true);
    try {
      const reply = await paymentApi.account(order.id, accountPassword);
      if (reply.payStatus === 'success') {
        notify.success('支付成功');
        onPaid();
      } else {
        notify.warning('支付未完成，请稍后查看订单状态');
        onPaid();
      }
    } catch {
      // The API client has shown the server's reason; the password is typed again.
      form.setFieldValue('accountPassword', '');
      void account.refetch();
    } finally {
      setPaying(false);
    }
  };

  let body;
  if (account.isPending) body = <LoadingState rows={3} />;
  else if (account.isError) {
    body = <ErrorState title="账户信息加载失败" error={account.error} onRetry={() => void account.refetch()} retrying={account.isFetching} />;
  } else {
    const info = account.data;
    body = (
      <>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'balance',
              label: '账户积分',
              children: <span data-testid="points-balance">{info ? info.integralAmountStr : '—'}</span>,
            },
            {
              key: 'needed',
              label: '所需积分',
              children: (
                <Typography.Text type="danger" strong data-testid="points-needed">
                  {needed === undefined ? '—' : formatPoints(needed)}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px', fontSize: 12 }}>
          订单金额 {formatYuan(order.totalPrice)}，1积分抵扣1元，不足1元按1积分计
        </Typography.Paragraph>
        {problem ? (
          <Alert type="warning" showIcon title={problem.title} action={problem.action} data-testid="points-hint" />
        ) : (
          <Form form={form} name="points-pay" layout="vertical" onFinish={(values) => void pay(values)} autoComplete="off">
            <Form.Item name="accountPassword" label="账户密码" rules={PASSWORD_RULES} getValueFromEvent={digitsOnly}>
              <Input.Password placeholder="请输入6位数字账户密码" maxLength={6} inputMode="numeric" autoComplete="off" autoFocus />
            </Form.Item>
          </Form>
        )}
      </>
    );
  }

  return (
    <Modal
      open={open}
      title="积分支付"
      onCancel={onClose}
      width={420}
      centered
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="pay" type="primary" loading={paying} disabled={!ready} onClick={() => form.submit()}>
          确认支付
        </Button>,
      ]}
    >
      <div data-testid="points-dialog">{body}</div>
    </Modal>
  );
}
