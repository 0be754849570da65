/** The orders area's UI-only types; server shapes are named where used (`Schema<'Order'>`, `Query<'get', '/ptd-industry/order/list'>`). */

/** hold 待支付, success 已支付 (部分退款 once part went back), cancel 已取消, refunded 已退款 (all of it went back). */
export type PayStatus = 'hold' | 'success' | 'cancel' | 'refunded';
