/**
 * 微信扫码支付: the QR of the payment's codeUrl (296 px), the amount and the
 * time left; the payment's state is asked every 2 s and a success closes the
 * dialog. In dev and test the codeUrl is the sandbox's cashier page, which a
 * link opens in a new tab (it stands in for the payer's phone).
 */
import { useEffect, useRef } from 'react';
import { Alert, Button, Modal, QRCode, Statistic, Typography } from 'antd';
import type { PayReply } from '../../api';
import { usePaymentStatus } from '../../api/queries';

export interface PayDialogProps {
  payment: PayReply | undefined;
  /** When the payment closes, on this browser's clock (epoch ms). */
  deadline: number;
  onClose(): void;
  /** The payment succeeded. */
  onPaid(): void;
  /** The payment was closed (cancelled or expired). */
  onClosedElsewhere(): void;
}

export function PayDialog({ payment, deadline, onClose, onPaid, onClosedElsewhere }: PayDialogProps) {
  const status = usePaymentStatus(payment?.payTransactionNo);
  const state = status.data?.payTransactionNo === payment?.payTransactionNo ? status.data?.payStatus : undefined;
  const handled = useRef<string>(undefined);

  useEffect(() => {
    if (!payment || handled.current === payment.payTransactionNo) return;
    if (state === 'success') {
      handled.current = payment.payTransactionNo;
      onPaid();
    } else if (state === 'cancel') {
      handled.current = payment.payTransactionNo;
      onClosedElsewhere();
    }
  }, [onClosedElsewhere, onPaid, payment, state]);

  const sandbox = payment?.codeUrl.startsWith('http') ?? false;

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
        <div className="od-pay" data-testid="pay-dialog">
          <Typography.Text type="secondary">请使用微信扫一扫，扫描二维码完成支付</Typography.Text>
          <QRCode className="od-pay__qr" value={payment.codeUrl} size={296} bordered={false} aria-label="支付二维码" />
          <div>
            <Typography.Text type="secondary">支付金额</Typography.Text>
            <div className="od-pay__amount">¥{payment.amount}</div>
          </div>
          <div className="od-countdown">
            <Typography.Text type="secondary">剩余支付时间</Typography.Text>
            <Statistic.Timer type="countdown" value={deadline} format="HH:mm:ss" aria-label="剩余支付时间" />
          </div>
          {state === 'failed' ? (
            <Alert type="error" showIcon title="支付未完成，请关闭后重新发起支付" style={{ width: '100%' }} />
          ) : null}
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
