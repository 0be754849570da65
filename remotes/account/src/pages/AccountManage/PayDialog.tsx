/**
 * 微信扫码支付 of a top-up: the QR of its codeUrl (296 px), the amount and
 * the points it brings; its state is asked every second until it succeeds.
 * In dev and test the codeUrl is the sandbox's cashier page, which a link
 * opens in a new tab (it stands in for the payer's phone).
 */
import { useEffect, useRef } from 'react';
import { Alert, Button, Modal, QRCode, Statistic, Typography } from 'antd';
import type { RechargeReply } from '../../api';
import { useRechargeStatus } from '../../api/queries';
import { formatPoints } from '../../components/amount';

export interface PayDialogProps {
  payment: RechargeReply | undefined;
  /** The points the top-up brings (amount and bonus). */
  points: number;
  onClose(): void;
  /** The top-up was paid. */
  onPaid(): void;
}

export function PayDialog({ payment, points, onClose, onPaid }: PayDialogProps) {
  const status = useRechargeStatus(payment?.payTransactionNo);
  const state = status.data?.payTransactionNo === payment?.payTransactionNo ? status.data?.payStatus : undefined;
  const handled = useRef<string>(undefined);

  useEffect(() => {
    if (!payment || handled.current === payment.payTransactionNo) return;
    if (state === 'success') {
      handled.current = payment.payTransactionNo;
      onPaid();
    }
  }, [onPaid, payment, state]);

  const sandbox = payment?.codeUrl.startsWith('http') ?? false;
  const closed = state === 'cancel' || state === 'failed';

  return (
    <Modal
      open={payment !== undefined}
      title="微信扫码支付"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
      width={420}
      centered
      destroyOnHidden
      maskClosable={false}
    >
      {payment ? (
        <div className="ac-pay" data-testid="pay-dialog">
          <Typography.Text type="secondary">请使用微信扫一扫，扫描二维码完成支付</Typography.Text>
          <QRCode
            className="ac-pay__qr"
            value={payment.codeUrl}
            size={296}
            bordered={false}
            status={closed ? 'expired' : 'active'}
            aria-label="支付二维码"
          />
          <div>
            <Typography.Text type="secondary">支付金额</Typography.Text>
            <div className="ac-pay__amount">¥{payment.amount}</div>
            <Typography.Text type="secondary">到账 {formatPoints(points)} 积分</Typography.Text>
          </div>
          <div className="ac-pay__timer">
            <Typography.Text type="secondary">剩余支付时间</Typography.Text>
            <Statistic.Timer type="countdown" value={payment.expireTime} format="HH:mm:ss" aria-label="剩余支付时间" />
          </div>
          {closed ? <Alert type="error" showIcon title="支付未完成，请关闭后重新发起充值" style={{ width: '100%' }} /> : null}
          {sandbox ? (
            <Typography.Link href={payment.codeUrl} target="_blank" rel="noopener noreferrer">
              在沙箱收银台打开
            </Typography.Link>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
