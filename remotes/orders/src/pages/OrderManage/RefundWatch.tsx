/** Follows an order's refunds while WeChat answers them (退款中 → 退款成功 a moment later) and reads 平台订单 again once none is on its way. */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys, useOrderRefunds } from '../../api/queries';
import { refundInFlight } from '../../components/status';

export interface RefundWatchProps {
  orderId: number;
  /** A refund or a retry was just asked for: the lists are read again when it ends, even if no answer showed it 退款中. */
  asked?: boolean;
  /** Called once what was asked for has ended. */
  onSettled?(): void;
}

/** Renders nothing: polls the order's refunds while one is 退款中. */
export function RefundWatch({ orderId, asked = false, onSettled }: RefundWatchProps) {
  const queryClient = useQueryClient();
  const [since] = useState(() => Date.now());
  const refunds = useOrderRefunds(orderId, since);
  const waiting = useRef(asked);
  const rows = refunds.data?.rows;
  const fresh = refunds.dataUpdatedAt >= since;

  useEffect(() => {
    // Only answers read after the watch began: an older copy knows nothing of the refund just asked for.
    if (!rows || !fresh) return;
    const inFlight = rows.some((refund) => refundInFlight(refund.status));
    if (waiting.current && !inFlight) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.manageOrders });
      onSettled?.();
    }
    waiting.current = inFlight;
  }, [rows, fresh, queryClient, onSettled]);

  return null;
}
