import { expect, type Page } from '@playwright/test';

import { logInViaApi, signUpViaApi, type NewAccount } from './auth';
import { productByTitle } from '../storefront-support';

export type Line = { title: string; quantity: number; size?: string; type?: string };

/** A new shopper's order of `lines`, through checkout and paid in the sandbox; waits until the
 *  server has it as paid (the sandbox's webhook). `shopper` names the new account (issue 32). */
export async function paidOrder(page: Page, lines: Line[], shopper: Partial<NewAccount> = {}): Promise<{ id: string; amount: number }> {
  const products = await Promise.all(lines.map((line) => productByTitle(page.request, line.title)));
  await logInViaApi(page, await signUpViaApi(page.request, shopper));
  for (const [index, { title: _title, ...line }] of lines.entries()) {
    const added = await page.request.post('/api/v1/cart/lines', { data: { productId: products[index].id, ...line } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const checkout = await page.request.post('/api/v1/checkout', {
    data: { name: 'E2E Shopper', address: '12, 4th Cross, Vidyanagar, Hubballi', pincode: '580021', mobile: '9876543210' },
    headers: { 'Idempotency-Key': `paid-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const order = (await checkout.json()) as { orderId: string; providerOrderId: string; amount: number };
  const paid = await page.request.post('/api/v1/payments/sandbox/pay', {
    data: { providerOrderId: order.providerOrderId, outcome: 'success' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/orders/${order.orderId}`)).json()) as { status?: string }).status, {
      timeout: 30_000,
    })
    .toBe('paid');
  return { id: order.orderId, amount: order.amount };
}
