import { expect, test, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 31's acceptance, end to end: the owner makes a discount code on the dashboard; a shopper enters it
// in the cart (in any case) and sees it as a line of its own, and checkout charges exactly that; the
// invoice carries it; a returned shirt refunds what the shopper actually paid for it. Once on a desktop
// in English, once on a phone in Kannada.

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00 a piece, untracked stock
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);
const GOODS = 2 * 135_000;
const OFF = 27_000; // 10% of the two shirts
const PAID = GOODS - OFF;

const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

/** The owner makes a 10% code through the dashboard's Discount codes tab. */
async function ownerMakesCode(page: Page, code: string): Promise<void> {
  await logInViaApi(page, demoAdmin);
  await page.goto('/dashboard?tab=discounts');
  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Percentage off (1–90)').fill('10');
  await form.getByRole('button', { name: 'Save code' }).click();
  const row = page.getByTestId('discount-code-row').filter({ hasText: code });
  await expect(row.getByTestId('discount-code-status')).toHaveText('Active');
  await expect(row).toContainText('10% off');
}

/** A new shopper with two shirts in the cart. */
async function shopperWithShirts(page: Page): Promise<void> {
  const shirt = await productByTitle(page.request, SHIRT);
  await logInViaApi(page, await signUpViaApi(page.request));
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: shirt.id, size: 'L', type: 'Full Sleeve', quantity: 2 } });
  expect(added.status(), await added.text()).toBe(200);
}

/** Ships and delivers the order, then the shopper returns one shirt and the shop refunds it: the refund. */
async function returnOneShirt(page: Page, shop: Page, orderId: string): Promise<number> {
  const path = `/api/v1/admin/orders/${orderId}/fulfilment`;
  for (const body of [{ to: 'shipped', courier: 'India Post', trackingNumber: 'EK123456789IN' }, { to: 'delivered' }]) {
    const moved = await shop.request.post(path, { data: body });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const asked = await page.request.post(`/api/v1/orders/${orderId}/returns`, {
    data: { lines: [{ line: 0, quantity: 1 }], reason: 'Damaged', note: '', photoIds: [] },
    headers: { 'Idempotency-Key': `ret-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const ret = (await asked.json()) as { id: string; amount: number };
  expect((await shop.request.post(`/api/v1/admin/returns/${ret.id}/accept`)).status()).toBe(200);
  const received = await shop.request.post(`/api/v1/admin/returns/${ret.id}/receive`, { data: { restock: true } });
  expect(received.status(), await received.text()).toBe(200);
  const detail = (await received.json()) as { refunds: { amount: number }[] };
  return detail.refunds.at(-1)?.amount ?? 0;
}

/** The sale's document names the code and what it took off (the shop's order page and its API). */
async function expectInvoiceShowsCode(shop: Page, orderId: string, code: string, amount: number): Promise<void> {
  await expect
    .poll(async () => ((await (await shop.request.get(`/api/v1/admin/orders/${orderId}/documents`)).json()) as unknown[]).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const [document] = (await (await shop.request.get(`/api/v1/admin/orders/${orderId}/documents`)).json()) as {
    amount: number; discount: number; discountCode: string;
  }[];  // prettier-ignore
  expect(document).toMatchObject({ amount, discount: OFF, discountCode: code });
  await shop.goto(`/dashboard/orders/${orderId}`);
  await expect(shop.getByTestId('document-discount')).toHaveText(`Discount (${code}) − ${rupees(OFF)}`);
  const pdf = await shop.request.get(`/api/v1/admin/orders/${orderId}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
}

test('on a desktop in English: the owner makes a code, the shopper pays less, the invoice shows it, a return refunds what was paid @desktop', async ({ page, browser }) => {
  test.slow(); // three times the config's deadline
  const code = uniqueCode('DASARA');
  const shopContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await shopContext.newPage();
  await ownerMakesCode(shop, code);

  await shopperWithShirts(page);
  await page.goto('/cart');
  const cart = page.getByRole('region', { name: 'Order Summary' });
  await cart.getByLabel('Discount code').fill('nosuchcode');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByTestId('discount-code-error')).toHaveText('NOSUCHCODE is not a valid discount code');
  await cart.getByLabel('Discount code').fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText(`Discount (${code})`)).toBeVisible();
  await expect(cart.getByTestId('summary-discount-code')).toHaveText(`− ${rupees(OFF)}`);
  await expect(cart.getByTestId('discount-code-applied')).toHaveText(`${code} applied: you save ${rupees(OFF)}`);
  await expect(cart.getByTestId('summary-charge')).toContainText(rupees(PAID));

  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12, 4th Cross, Vidyanagar, Hubballi');
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill('580021');
  await expect(page.getByTestId('summary-discount-code')).toHaveText(`− ${rupees(OFF)}`);
  const amountText = (await page.getByTestId('checkout-amount').innerText()).trim();
  const charged = Math.round(Number(amountText.replace(/[^\d.]/g, '')) * 100);
  expect(charged).toBeGreaterThanOrEqual(PAID); // the goods less the code, and any delivery
  await page.getByRole('button', { name: `Pay ${rupees(charged)}`, exact: true }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(sandbox.getByTestId('sandbox-amount')).toHaveText(rupees(charged));
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 35_000 });
  const orders = (await (await page.request.get('/api/v1/orders')).json()) as { items?: { id: string; amount: number; discountCode: string }[] } | { id: string; amount: number; discountCode: string }[];
  const list = Array.isArray(orders) ? orders : (orders.items ?? []);
  const order = list[0];
  expect(order).toMatchObject({ amount: charged, discountCode: code });

  await expectInvoiceShowsCode(shop, order.id, code, charged);
  const refund = await returnOneShirt(page, shop, order.id);
  expect(refund).toBe(PAID / 2); // what the shopper paid for one of the two shirts, not its ₹1,350.00
  await page.goto('/orders');
  await page.getByTestId('order-row').first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Order details' }).getByTestId('refunded')).toHaveText(rupees(PAID / 2));
  await shopContext.close();
});

test('on a phone in Kannada: the shopper enters the code in the cart and pays the discounted total @phone', async ({ page, browser }) => {
  test.slow(); // three times the config's deadline
  const code = uniqueCode('UGADI');
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await ownerMakesCode(shop, code);

  await shopperWithShirts(page);
  await page.goto('/cart?lang=kn');
  const cart = page.getByRole('region', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' });
  await cart.getByLabel('ರಿಯಾಯಿತಿ ಕೋಡ್').fill('nosuchcode');
  await cart.getByRole('button', { name: 'ಅನ್ವಯಿಸಿ' }).click();
  await expect(cart.getByTestId('discount-code-error')).toHaveText('NOSUCHCODE ಮಾನ್ಯವಾದ ರಿಯಾಯಿತಿ ಕೋಡ್ ಅಲ್ಲ');
  await cart.getByLabel('ರಿಯಾಯಿತಿ ಕೋಡ್').fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'ಅನ್ವಯಿಸಿ' }).click();
  await expect(cart.getByText(`ರಿಯಾಯಿತಿ (${code})`)).toBeVisible();
  await expect(cart.getByTestId('summary-discount-code')).toHaveText(`− ${rupees(OFF)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/checkout?lang=kn');
  await page.getByRole('textbox', { name: 'ವಿಳಾಸ', exact: true }).fill('12, 4ನೇ ಕ್ರಾಸ್, ವಿದ್ಯಾನಗರ, ಹುಬ್ಬಳ್ಳಿ');
  await page.getByRole('textbox', { name: 'ಪಿನ್‌ಕೋಡ್', exact: true }).fill('580021');
  await expect(page.getByTestId('summary-discount-code')).toHaveText(`− ${rupees(OFF)}`);
  const amountText = (await page.getByTestId('checkout-amount').innerText()).trim();
  const charged = Math.round(Number(amountText.replace(/[^\d.]/g, '')) * 100);
  await page.getByRole('button', { name: `${rupees(charged)} ಪಾವತಿಸಿ`, exact: true }).click();
  const sandbox = page.getByRole('dialog', { name: 'ಪರೀಕ್ಷಾ ಪಾವತಿ' });
  await expect(sandbox.getByTestId('sandbox-amount')).toHaveText(rupees(charged));
  await sandbox.getByRole('button', { name: 'ಪಾವತಿಸಿ', exact: true }).click();
  await expect(page).toHaveURL(/\/orders/, { timeout: 35_000 });
  const orders = (await (await page.request.get('/api/v1/orders')).json()) as { items?: { id: string; amount: number; discountCode: string }[] } | { id: string; amount: number; discountCode: string }[];
  const list = Array.isArray(orders) ? orders : (orders.items ?? []);
  expect(list[0]).toMatchObject({ amount: charged, discountCode: code });
  await expectInvoiceShowsCode(shop, list[0].id, code, charged);
  await shopContext.close();
});
