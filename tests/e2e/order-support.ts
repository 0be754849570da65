/** Orders and points top-ups made and paid through the API (the sandbox cashier's 确认支付 as a phone would press it), shared by the journeys that need one. */
import type { APIRequestContext } from '@playwright/test';
import { productByName } from './site-support';
import { apiGet, apiPost, expect } from './support';

/** The demo product the journeys buy. */
export const ORDER_PRODUCT = '工业物联网接入网关';

/** An unpaid order of the demo product's first version for `term` years (a to-do of its buyer); answers its id. */
export async function newOrder(request: APIRequestContext, token: string, term = 1): Promise<number> {
  const product = await productByName(request, ORDER_PRODUCT);
  const detail = await apiGet<{ productDomainList: Array<{ productVersionVoList: Array<{ id: number }> }> }>(
    request,
    `/api/ptd-industry/product/getById?id=${product.id}`,
  );
  const versionId = detail.data.productDomainList[0].productVersionVoList[0].id;
  const saved = await apiPost<number>(request, '/api/ptd-industry/order/saveBuyOrder', { productId: product.id, versionId, term }, token);
  expect(saved.code, saved.msg).toBe(200);
  return saved.data;
}

/** Declares a product through the API (a declaration for the operators to follow up); the contact is the demo's unless given. */
export async function declareProduct(
  request: APIRequestContext,
  token: string,
  productName: string,
  { platformType = '2', contactPerson = '陈静', contactNumber = '13912345678', contactAddress = '福州市鼓楼区软件大道89号', mainProduct = '工业网关与边缘控制器' } = {},
): Promise<void> {
  const form = { productName, platformType, contactPerson, contactNumber, contactAddress, mainProduct };
  const saved = await apiPost(request, '/api/ptd-industry/order/saveProductDeclareOrder', form, token);
  expect(saved.code, saved.msg).toBe(200);
}

/**
 * Pays an order in the sandbox cashier; the sandbox tells the platform in the
 * background (订单支付成功, the app and its contract follow). Answers the order number.
 */
export async function payInSandbox(request: APIRequestContext, token: string, orderId: number): Promise<string> {
  const payment = await apiPost<{ codeUrl: string }>(
    request,
    '/api/ptd-industry/order/payment/addOrderPayOrAccountPay',
    { orderId, payMethod: 'wechat' },
    token,
  );
  expect(payment.code, payment.msg).toBe(200);
  const paid = await request.post(`${new URL(payment.data.codeUrl).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  let orderNo = '';
  await expect
    .poll(
      async () => {
        const order = await apiGet<{ payStatus: string; orderNo: string }>(request, `/api/ptd-industry/order/${orderId}`, token);
        orderNo = order.data.orderNo;
        return order.data.payStatus;
      },
      { timeout: 20_000 },
    )
    .toBe('success');
  return orderNo;
}

/** A points top-up (a package's amount and id, or any amount from 100 yuan) paid in the sandbox cashier, as a phone would after scanning. */
export async function topUp(request: APIRequestContext, token: string, amount: number, packageId?: number) {
  const started = await apiPost<{ codeUrl: string; payTransactionNo: string }>(request, '/api/ptd-user/account/recharge', { amount, packageId }, token);
  expect(started.code, started.msg).toBe(200);
  const paid = await request.post(`${new URL(started.data.codeUrl).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(
      async () =>
        (await apiGet<{ payStatus: string }>(request, `/api/ptd-user/account/recharge/status?payTransactionNo=${started.data.payTransactionNo}`, token)).data
          .payStatus,
      { timeout: 20_000 },
    )
    .toBe('success');
}

/** Buys and pays the demo product for a year; answers the order number. */
export async function paidOrder(request: APIRequestContext, token: string): Promise<string> {
  return payInSandbox(request, token, await newOrder(request, token));
}

/** Waits until the sandbox's notification settled an order's latest refund as succeeded. */
export async function refundSucceeded(request: APIRequestContext, orderId: number, operatorToken: string) {
  await expect
    .poll(
      async () =>
        (await apiGet<{ rows: Array<{ status: string }> }>(request, `/api/ptd-industry/order/refund/list?pageNum=1&pageSize=10&orderId=${orderId}`, operatorToken))
          .data.rows[0]?.status,
      { message: 'the refund succeeded', timeout: 20_000 },
    )
    .toBe('success');
}
