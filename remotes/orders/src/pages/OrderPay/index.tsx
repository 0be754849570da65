/**
 * 订单支付 (/product/orderPay?id[&source]): the order's summary and, while it
 * waits for its payment, the time left of its 30 minutes, 微信支付 (the QR
 * dialog), 积分支付 (the points dialog), 我已支付 (asks the gateway now) and
 * 取消订单. At 00:00:00 the order is cancelled. A paid order shows its active
 * period and leads on: 去使用 (the console, where its app opens), 去签署合同
 * (when the user may sign contracts) and 我的订单; a cancelled one the way back
 * to the product. The header says what the state asks of the user.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { App, Button, Descriptions, Flex, Result, Statistic, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, formatYuan, hasMenuPage, notify, useAuth, type Id, type Schema } from '@platform/sdk';
import { ErrorState, LoadingState, PageCard, PageHeader, PayDialog } from '@platform/sdk/ui';
import { orderApi, paymentApi } from '../../api';
import { orderKeys, useOrder, usePaymentStatus } from '../../api/queries';
import { onLocalClock } from '../../components/money';
import { PayStatusTag, CANCEL_ORDER_CONFIRM } from '../../components/status';
import { PointsDialog } from './PointsDialog';
import '../../components/orders.css';

type Order = Schema<'Order'>;

const NOT_FOUND_YET = '抱歉,暂未查询到您的支付信息,请稍后再次查询';

function Summary({ order }: { order: Order }) {
  return (
    <Descriptions
      bordered
      size="middle"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'no', label: '订单编号', children: order.orderNo },
        { key: 'status', label: '订单状态', children: <PayStatusTag status={order.payStatus} name={order.payStatusName} /> },
        { key: 'product', label: '产品名称', children: order.productName || '—' },
        { key: 'version', label: '产品版本', children: order.versionName || '—' },
        { key: 'term', label: '购买期限', children: order.productTerm },
        {
          key: 'amount',
          label: '订单金额',
          children: <Typography.Text type="danger" strong>{formatYuan(order.totalPrice)}</Typography.Text>,
        },
        { key: 'created', label: '创建时间', children: order.createTime ?? '—' },
        ...(order.payTime ? [{ key: 'paid', label: '支付时间', children: order.payTime }] : []),
      ]}
    />
  );
}

function productPage(order: Order): string {
  return `/product/productTemplate?id=${order.productId}&type=0`;
}

function Waiting({ order, deadline, onExpired, onChanged }: { order: Order; deadline: number; onExpired(): void; onChanged(): void }) {
  const { modal } = App.useApp();
  const [payment, setPayment] = useState<Schema<'PayReply'>>();
  // Asked every 2 s while the dialog is open; the dialog reads the answer.
  const status = usePaymentStatus(payment?.payTransactionNo);
  const [busy, setBusy] = useState<'wechat' | 'confirm'>();
  const [payingWithPoints, setPayingWithPoints] = useState(false);
  // Points are the account's: a sub-account pays with them only when granted 账户管理.
  const { menus } = useAuth();
  const pointsAllowed = hasMenuPage(menus, 'account/AccountManage');

  const payByWechat = async () => {
    setBusy('wechat');
    try {
      setPayment(await paymentApi.wechat(order.id));
    } catch {
      // The server's reason was shown; the order may have closed meanwhile.
      onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  const confirmPaid = async () => {
    setBusy('confirm');
    try {
      const reply = await paymentApi.confirm(order.id);
      if (reply.payStatus === 'success') {
        setPayment(undefined);
        notify.success('支付成功');
      } else {
        notify.warning(NOT_FOUND_YET);
      }
      onChanged();
    } catch {
      // No open payment: the client showed the server's text (the same 暂未查询到).
    } finally {
      setBusy(undefined);
    }
  };

  const cancel = () =>
    modal.confirm({
      ...CANCEL_ORDER_CONFIRM,
      onOk: async () => {
        try {
          // The server answers 取消订单成功 (its document gives the text as the reply's description only).
          await orderApi.cancel(order.id);
          setPayment(undefined);
          notify.success('取消订单成功');
        } finally {
          onChanged();
        }
      },
    });

  const paid = useCallback(() => {
    setPayment(undefined);
    notify.success('支付成功');
    onChanged();
  }, [onChanged]);
  const closedElsewhere = useCallback(() => {
    setPayment(undefined);
    onChanged();
  }, [onChanged]);

  return (
    <>
      <Flex vertical gap={20} style={{ marginTop: 24 }}>
        <div className="od-countdown" data-testid="order-countdown">
          <Typography.Text type="secondary">剩余支付时间</Typography.Text>
          <Statistic.Timer
            type="countdown"
            value={deadline}
            format="HH:mm:ss"
            onFinish={() => {
              setPayment(undefined);
              setPayingWithPoints(false);
              onExpired();
            }}
          />
        </div>
        <Typography.Text type="secondary">请在倒计时结束前完成支付，超时订单将自动取消</Typography.Text>
        <Flex gap={12} wrap>
          <Button type="primary" size="large" loading={busy === 'wechat'} onClick={() => void payByWechat()}>
            微信支付
          </Button>
          <Tooltip title={pointsAllowed ? undefined : '积分支付需要“账户管理”权限，请联系企业主账号授权'}>
            <Button size="large" disabled={!pointsAllowed} onClick={() => setPayingWithPoints(true)}>
              积分支付
            </Button>
          </Tooltip>
          <Button size="large" loading={busy === 'confirm'} onClick={() => void confirmPaid()}>
            我已支付
          </Button>
          <Button size="large" danger onClick={cancel}>
            取消订单
          </Button>
        </Flex>
      </Flex>
      <PayDialog
        payment={payment}
        status={status.data}
        // The payment closes with the order; both on this browser's clock.
        deadline={payment ? deadline + (payment.expireTime - order.expireTime) : deadline}
        onClose={() => setPayment(undefined)}
        failedText="支付未完成，请关闭后重新发起支付"
        onPaid={paid}
        onCancelled={closedElsewhere}
      />
      <PointsDialog
        order={order}
        open={payingWithPoints}
        onClose={() => setPayingWithPoints(false)}
        onPaid={() => {
          setPayingWithPoints(false);
          onChanged();
        }}
      />
    </>
  );
}

/** A link that looks like a button and moves inside the app. */
function LinkButton({ to, primary, children }: { to: string; primary?: boolean; children: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

function Outcome({ order }: { order: Order }) {
  const { menus } = useAuth();
  if (order.payStatus === 'success') {
    return (
      <Result
        status="success"
        title={<span data-testid="order-state">已支付</span>}
        subTitle={
          order.activeStartTime && order.activeEndTime
            ? `有效期：${order.activeStartTime} 至 ${order.activeEndTime}`
            : '产品已开通'
        }
        extra={
          <Flex gap={12} wrap justify="center">
            <LinkButton to="/home/console" primary>
              去使用
            </LinkButton>
            {/* The paid order's service contract waits there for the company's signature. */}
            {hasMenuPage(menus, 'sign/Contracts') ? <LinkButton to="/sign/contracts">去签署合同</LinkButton> : null}
            <LinkButton to="/order">我的订单</LinkButton>
          </Flex>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      title={<span data-testid="order-state">已取消</span>}
      subTitle="订单已取消，如需购买请重新下单"
      extra={
        <Flex gap={12} wrap justify="center">
          <LinkButton to={`/product/purchase?productId=${order.productId}`} primary>
            重新购买
          </LinkButton>
          <LinkButton to={productPage(order)}>返回产品</LinkButton>
        </Flex>
      }
    />
  );
}

/** What the header asks of the user in each state of the order. */
const DESCRIPTIONS: Record<string, string> = {
  hold: '订单创建后请在30分钟内完成支付',
  success: '订单已支付，产品已开通',
  refunded: '订单已退款',
  cancel: '订单已取消',
};

function OrderView({ id }: { id: Id }) {
  const queryClient = useQueryClient();
  const order = useOrder(id);
  const expired = useRef(false);

  const changed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.orders });
  }, [queryClient]);

  // At 00:00:00 the order is cancelled here too (the server's job closes it within a minute anyway).
  const expire = useCallback(async () => {
    if (expired.current) return;
    expired.current = true;
    try {
      await orderApi.cancel(id);
      notify.info('订单已超时，已自动取消');
    } catch {
      // Paid meanwhile or already closed: the order read again tells.
    }
    changed();
  }, [changed, id]);

  if (order.isPending) return <Frame><LoadingState rows={6} /></Frame>;
  // Another company's order answers as a missing one: nothing to retry.
  if (order.isError && order.error instanceof ApiError && order.error.code === 404) return <Frame><Missing /></Frame>;
  if (order.isError) {
    return (
      <Frame>
        <ErrorState title="订单加载失败" error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      </Frame>
    );
  }
  const data = order.data;
  // The server's clock, not this browser's: its `now` is dated by when the reply arrived.
  const deadline = onLocalClock(data.expireTime, data.now, order.dataUpdatedAt);
  return (
    <Frame description={DESCRIPTIONS[data.payStatus]}>
      <Summary order={data} />
      {data.payStatus === 'hold' ? (
        <Waiting order={data} deadline={deadline} onExpired={() => void expire()} onChanged={changed} />
      ) : (
        <Outcome order={data} />
      )}
    </Frame>
  );
}

function Missing() {
  return <Result status="404" title="订单不存在" subTitle="该订单不存在或不属于当前企业" extra={<Link to="/order">查看我的订单</Link>} />;
}

/** The page's header and card; the header's line follows the order's state once it is known. */
function Frame({ description, children }: { description?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title="订单支付" description={description ?? '订单详情与支付'} />
      <PageCard>{children}</PageCard>
    </>
  );
}

export default function OrderPay() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <OrderView key={id} id={id} />;
  return (
    <Frame>
      <Missing />
    </Frame>
  );
}
