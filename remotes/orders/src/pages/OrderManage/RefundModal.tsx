/** 退款: an operator refunds a paid order in whole or in part with a reason; 确定退款 ¥X 吗？ comes before it is sent. */
import { useState, type ReactNode } from 'react';
import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { fieldMax, formatAmount, formatYuan, formRules, FORMS, notify, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState } from '@platform/sdk/ui';
import { manageOrderApi } from '../../api';
import { useOrderRefunds } from '../../api/queries';
import { yuanOf } from '../../components/money';
import { fenOf } from '../OrderPay/points';
import { amountProblem, amountToRefund, refundable } from './refundable';

/** The refund's rules, the server's own (forms/order-refund.json). */
const RULES = formRules(FORMS.orderRefund);
const REASON_MAX = fieldMax(FORMS.orderRefund, 'reason');

interface RefundValues {
  amount?: string;
  reason: string;
}

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

export interface RefundModalProps {
  /** The order to refund; undefined closes the dialog. */
  order: Schema<'Order'> | undefined;
  onClose(): void;
  /** The refund was accepted (WeChat answers it a moment later). */
  onRefunded(orderId: number): void;
}

export function RefundModal({ order, onClose, onRefunded }: RefundModalProps) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<RefundValues>();
  // The dialog keeps showing the order while it closes.
  const [last, setLast] = useState(order);
  if (order && order !== last) setLast(order);
  const shown = order ?? last;
  const refunds = useOrderRefunds(order?.id);
  const left = refunds.data && shown ? refundable(shown.totalPrice, refunds.data.rows) : undefined;

  const submit = (values: RefundValues) => {
    if (!shown || !left) return;
    const yuan = amountToRefund(values.amount ?? '', left.left);
    // Everything the order has left goes back: the server stops the service bought.
    const whole = fenOf(yuan) === left.left && left.waiting === 0;
    return new Promise<void>((resolve) => {
      modal.confirm({
        title: '确认退款',
        content: (
          <>
            <div>确定退款 {formatYuan(yuan)} 吗？</div>
            {whole ? (
              <Typography.Text type="secondary">退款成功后该订单全部退回，所购服务将停止。</Typography.Text>
            ) : null}
          </>
        ),
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            // The amount confirmed, never "whatever is left by then": a change meanwhile is refused, not refunded.
            await manageOrderApi.refund({ orderId: shown.id, amount: yuan, reason: values.reason.trim() });
          } catch {
            // The API client has shown the server's reason; the dialog stays open with what was typed.
            return;
          }
          notify.success('退款申请已提交');
          onRefunded(shown.id);
          onClose();
        },
        afterClose: resolve,
      });
    });
  };

  let body: ReactNode;
  if (!shown || refunds.isPending) body = <LoadingState rows={6} />;
  else if (refunds.isError) body = <ErrorState error={refunds.error} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />;
  else if (left) {
    body = (
      <>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={LABEL}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'no', label: '订单编号', children: shown.orderNo },
            { key: 'company', label: '企业名称', children: shown.companyName || '—' },
            { key: 'product', label: '产品/版本', children: [shown.productName, shown.versionName].filter(Boolean).join(' / ') || '—' },
            { key: 'total', label: '订单金额(元)', children: formatAmount(shown.totalPrice) },
            { key: 'refunded', label: '已退金额(元)', children: formatAmount(shown.refundedAmount || '0.00') },
            {
              key: 'left',
              label: '可退金额(元)',
              children: (
                <>
                  <Typography.Text strong data-testid="refundable">
                    {formatAmount(yuanOf(left.left))}
                  </Typography.Text>
                  {left.waiting > 0 ? <Typography.Text type="secondary">（另有 {yuanOf(left.waiting)} 元退款中或待重试）</Typography.Text> : null}
                </>
              ),
            },
          ]}
        />
        {left.left > 0 ? (
          <Form<RefundValues> form={form} name="order-refund" layout="vertical" preserve={false} onFinish={submit} autoComplete="off">
            <Form.Item
              name="amount"
              label="退款金额"
              extra="单位：元，最多两位小数"
              validateFirst
              rules={[
                ...RULES.amount,
                {
                  validator: async (_, value?: string) => {
                    const problem = amountProblem(value ?? '', left.left);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <Input prefix="¥" inputMode="decimal" maxLength={12} allowClear placeholder={`最多可退 ${yuanOf(left.left)} 元，不填为全部`} />
            </Form.Item>
            <Form.Item
              name="reason"
              label="退款原因"
              rules={RULES.reason}
            >
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder="退款原因将展示给购买企业" />
            </Form.Item>
          </Form>
        ) : (
          <Alert type="info" showIcon title="该订单已没有可退款的金额" />
        )}
      </>
    );
  }

  return (
    <Modal
      title="退款"
      open={order !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交"
      okButtonProps={{ disabled: !left || left.left <= 0 }}
      width={520}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
