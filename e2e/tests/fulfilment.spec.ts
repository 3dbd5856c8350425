import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 16, fulfilment: a paid order is packed and shipped with its tracking by the shop on the
// dashboard's order page, and the shopper — in another browser — sees 'Shipped', the tracking link
// and then 'Delivered' without reloading; the amounts match to the paisa on both sides.

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00, untracked stock
const TRACKING = 'EK123456789IN';
const TRACK_URL = `https://www.indiapost.gov.in/track?id=${TRACKING}`;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);

/** A new shopper's paid order for two shirts, through checkout and the sandbox; its id and amount. */
async function paidOrder(page: Page): Promise<{ id: string; amount: number }> {
  const shirt = await productByTitle(page.request, SHIRT);
  await logInViaApi(page, await signUpViaApi(page.request));
  const added = await page.request.post('/api/v1/cart/lines', {
    data: { productId: shirt.id, size: 'L', type: 'Full Sleeve', quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const checkout = await page.request.post('/api/v1/checkout', {
    data: { name: 'E2E Shopper', address: '12, 4th Cross, Vidyanagar, Hubballi', pincode: '580021', mobile: '9876543210' },
    headers: { 'Idempotency-Key': `fulfilment-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const order = (await checkout.json()) as { orderId: string; providerOrderId: string; amount: number };
  const paid = await page.request.post('/api/v1/payments/sandbox/pay', {
    data: { providerOrderId: order.providerOrderId, outcome: 'success' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(async () => (await orderStatus(page.request, order.orderId)) ?? '', { timeout: 30_000 }).toBe('paid');
  return { id: order.orderId, amount: order.amount };
}

async function orderStatus(request: APIRequestContext, id: string): Promise<string | undefined> {
  const response = await request.get(`/api/v1/orders/${id}`);
  return ((await response.json()) as { status?: string }).status;
}

test('the shop packs and ships a paid order and the shopper follows it to delivered', async ({ page, browser }) => {
  const order = await paidOrder(page);
  expect(order.amount).toBe(270_000); // 2 × ₹1,350.00
  await page.goto('/orders');
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-fulfilment')).toHaveText('Preparing');
  await expect(row).toContainText(rupees(order.amount));

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await adminContext.newPage();
  await logInViaApi(shop, demoAdmin);
  await shop.goto('/dashboard?tab=orders');
  await shop.getByRole('button', { name: 'To ship' }).click();
  await expect(shop.getByText(order.id).or(shop.getByText(rupees(order.amount)).first())).toBeVisible();
  await shop.goto(`/dashboard/orders/${order.id}`);
  // issue 32: the heading names the order by its number, its id beside it
  await expect(shop.getByRole('heading', { level: 1, name: /^Order [A-Z0-9]{1,3}-\d{5,}$/ })).toBeVisible();
  await expect(shop.getByText(order.id, { exact: true }).first()).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Items (1)' })).toContainText(`${SHIRT} (L, Full Sleeve) × 2`);
  await expect(shop.getByRole('region', { name: 'Items (1)' })).toContainText(rupees(order.amount));

  await shop.getByRole('button', { name: 'Mark packed' }).click();
  await expect(shop.getByText('Marked packed')).toBeVisible();
  await shop.getByRole('button', { name: 'Ship…' }).click();
  const form = shop.getByRole('form', { name: 'Ship the order' });
  await form.getByLabel('Courier').fill('India Post');
  await form.getByLabel('Tracking number').fill(TRACKING);
  await form.getByLabel('Tracking link (optional)').fill(TRACK_URL);
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shop.getByText('Marked shipped')).toBeVisible();

  // The shopper's open page follows without a reload.
  await expect(row.getByTestId('order-fulfilment')).toHaveText('Shipped');
  await row.getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Order details' });
  await expect(detail.getByRole('heading', { name: 'Delivery · Shipped' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', TRACK_URL);
  await expect(detail.getByText(rupees(order.amount)).first()).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  await shop.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(shop.getByText('Delivered. Nothing left to do.')).toBeVisible();
  await expect(row.getByTestId('order-fulfilment')).toHaveText('Delivered');
  await adminContext.close();
});
