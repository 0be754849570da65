/** 微信扫码支付, the one pay dialog of the top-up and the order: the QR, the amount and the time left; a success calls onPaid once. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Modal, QRCode, Statistic, Typography } from 'antd';
import './pay.css';
import { formatYuan } from '../format/money';

// The remote asks the payment's state (its own call, at its own pace) and hands it in. In dev and test the codeUrl is
// the sandbox's cashier page, which a link opens in a new tab (it stands in for the payer's phone).

/** What the dialog shows of a started payment. */
export interface PayDialogPayment {
  payTransactionNo: string;
  codeUrl: string;
  amount: string;
}

/** The payment's state as last asked: hold, success, cancel or failed. */
export interface PayDialogStatus {
  payTransactionNo: string;
  payStatus: string;
}

export interface PayDialogProps {
  payment: PayDialogPayment | undefined;
  /** The latest answer of the remote's status call (it may still be another payment's). */
  status: PayDialogStatus | undefined;
  /** When the payment closes, on this browser's clock (epoch ms). */
  deadline: number;
  /** Under the amount (到账 N 积分). */
  note?: ReactNode;
  /** Said when the payment did not go through: 支付未完成，请关闭后重新发起…. */
  failedText: string;
  onClose(): void;
  /** The payment succeeded. */
  onPaid(): void;
  /** The payment was closed elsewhere (cancelled or expired); without it a cancelled payment shows as failed. */
  onCancelled?(): void;
}

export function PayDialog({ payment, status, deadline, note, failedText, onClose, onPaid, onCancelled }: PayDialogProps) {
  const state = status && status.payTransactionNo === payment?.payTransactionNo ? status.payStatus : undefined;
  const handled = useRef<string>(undefined);

  useEffect(() => {
    if (!payment || handled.current === payment.payTransactionNo) return;
    if (state === 'success') {
      handled.current = payment.payTransactionNo;
      onPaid();
    } else if (state === 'cancel' && onCancelled) {
      handled.current = payment.payTransactionNo;
      onCancelled();
    }
  }, [onCancelled, onPaid, payment, state]);

  const sandbox = payment?.codeUrl.startsWith('http') ?? false;
  const failed = state === 'failed' || (state === 'cancel' && !onCancelled);

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
        <div className="pay-dialog" data-testid="pay-dialog">
          <Typography.Text type="secondary">请使用微信扫一扫，扫描二维码完成支付</Typography.Text>
          <QRCode
            className="pay-dialog__qr"
            value={payment.codeUrl}
            size={296}
            bordered={false}
            status={failed ? 'expired' : 'active'}
            aria-label="支付二维码"
          />
          <div>
            <Typography.Text type="secondary">支付金额</Typography.Text>
            <div className="pay-dialog__amount">{formatYuan(payment.amount)}</div>
            {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
          </div>
          <div className="pay-dialog__timer">
            <Typography.Text type="secondary">剩余支付时间</Typography.Text>
            <Statistic.Timer type="countdown" value={deadline} format="HH:mm:ss" aria-label="剩余支付时间" />
          </div>
          {failed ? <Alert type="error" showIcon title={failedText} style={{ width: '100%' }} /> : null}
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
