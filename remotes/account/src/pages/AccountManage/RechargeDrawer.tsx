/**
 * 积分充值: a package from the server (5000, 3000 and 1000 stand in until
 * the list arrives) or a custom amount of 100 to 50,000 yuan; 1 yuan is 1
 * point plus the package's bonus. Paying shows the WeChat QR; once paid the
 * drawer closes and the account and its lists are read again. The panel is
 * the drawer's content, framed here for the account page and by the shell
 * for other areas (AccountDrawer).
 */
import { useCallback, useState } from 'react';
import { Alert, Button, Divider, Drawer, Flex, Input, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formatPoints, notify, type Schema } from '@platform/sdk';
import { PayDialog } from '@platform/sdk/ui';
import { rechargeApi } from '../../api';
import { accountKeys, usePackages, useRechargeStatus } from '../../api/queries';
import { amountProblem, customAmount, DEFAULT_PACKAGES, MAX_AMOUNT, MIN_AMOUNT, pointsFor } from '../../components/amount';

/** A package as shown: the server's, or a stand-in (no id, bonus unknown) before its list arrives. */
type Choice = Pick<Schema<'Package'>, 'originalAmount' | 'bonusPoints'> & { id?: number };

const STAND_INS: Choice[] = DEFAULT_PACKAGES.map((originalAmount) => ({ originalAmount, bonusPoints: 0 }));

const WIDTH = 480;

export interface RechargePanelProps {
  onClose(): void;
  /** After the top-up was paid, before the drawer closes. */
  onDone?(): void;
}

export function RechargePanel({ onClose, onDone }: RechargePanelProps) {
  const queryClient = useQueryClient();
  const packages = usePackages(true);
  const choices: Choice[] = packages.data ?? STAND_INS;
  // The chosen package by its amount (stand-ins and the server's share amounts), or the custom amount.
  const [chosen, setChosen] = useState<number | undefined>(DEFAULT_PACKAGES[0]);
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string>();
  const [starting, setStarting] = useState(false);
  const [payment, setPayment] = useState<Schema<'RechargeReply'>>();
  // Asked every second until the top-up settles; the dialog reads the answer.
  const status = useRechargeStatus(payment?.payTransactionNo);

  const pack = chosen === undefined ? undefined : choices.find((choice) => choice.originalAmount === chosen);
  const amount = pack ? pack.originalAmount : custom === '' ? undefined : Number(custom);
  const bonus = pack?.bonusPoints ?? 0;

  const pay = async () => {
    const refusal = amountProblem(amount);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setStarting(true);
    try {
      setPayment(await rechargeApi.start({ amount: amount!, packageId: pack?.id ?? null }));
    } catch {
      // The API client has shown the server's reason (frozen, not certified...).
    } finally {
      setStarting(false);
    }
  };

  const paid = useCallback(() => {
    setPayment(undefined);
    notify.success('支付成功');
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    onDone?.();
    onClose();
  }, [onClose, onDone, queryClient]);

  return (
    <>
      <Alert type="info" showIcon title="积分仅用于平台API服务" description="1元=1积分，选择充值套餐可获赠额外积分" style={{ marginBottom: 20 }} />
      <Typography.Title level={5}>选择充值套餐</Typography.Title>
      <div className="ac-packages" role="radiogroup" aria-label="充值套餐">
        {choices.map((choice) => {
          const selected = chosen === choice.originalAmount;
          return (
            <button
              key={choice.originalAmount}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`ac-package${selected ? ' ac-package--selected' : ''}`}
              onClick={() => {
                setChosen(choice.originalAmount);
                setCustom('');
                setProblem(undefined);
              }}
            >
              {selected ? <CheckCircleFilled className="ac-package__check" /> : null}
              <span className="ac-package__amount">¥{formatPoints(choice.originalAmount)}</span>
              <span className="ac-package__bonus">
                {choice.bonusPoints > 0 ? `赠送${formatPoints(choice.bonusPoints)}积分` : `${formatPoints(choice.originalAmount)}积分`}
              </span>
            </button>
          );
        })}
      </div>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        自定义金额
      </Typography.Title>
      <Input
        value={custom}
        inputMode="decimal"
        prefix="¥"
        suffix="元"
        placeholder={`请输入${MIN_AMOUNT}-${MAX_AMOUNT}的整数金额`}
        aria-label="自定义金额"
        status={problem ? 'error' : undefined}
        onFocus={() => setChosen(undefined)}
        onChange={(event) => {
          setChosen(undefined);
          setProblem(undefined);
          setCustom(customAmount(event.target.value));
        }}
      />
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ display: 'block', marginTop: 6, fontSize: 12 }} role={problem ? 'alert' : undefined} data-testid="amount-hint">
        {problem ?? `单笔充值金额${MIN_AMOUNT}-${formatPoints(MAX_AMOUNT)}元，超过${formatPoints(MAX_AMOUNT)}元按${formatPoints(MAX_AMOUNT)}元计`}
      </Typography.Text>
      <Divider />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text>
          到账积分：
          <Typography.Text strong className="ac-recharge__points" data-testid="recharge-points">
            {amount === undefined ? '—' : formatPoints(pointsFor(amount, bonus))}
          </Typography.Text>
        </Typography.Text>
        <Button type="primary" loading={starting || (pack !== undefined && packages.isPending)} onClick={() => void pay()}>
          立即充值
        </Button>
      </Flex>
      <PayDialog
        payment={payment}
        status={status.data}
        deadline={payment?.expireTime ?? 0}
        note={`到账 ${formatPoints(amount === undefined ? 0 : pointsFor(amount, bonus))} 积分`}
        failedText="支付未完成，请关闭后重新发起充值"
        onClose={() => setPayment(undefined)}
        onPaid={paid}
      />
    </>
  );
}

export interface RechargeDrawerProps {
  open: boolean;
  onClose(): void;
}

export function RechargeDrawer({ open, onClose }: RechargeDrawerProps) {
  return (
    // Closed, the panel goes with it: the next opening starts from the first package.
    <Drawer title="积分充值" open={open} onClose={onClose} size={Math.min(WIDTH, window.innerWidth)} destroyOnHidden>
      <RechargePanel onClose={onClose} />
    </Drawer>
  );
}
