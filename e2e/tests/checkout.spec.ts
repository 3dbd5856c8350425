import { expect, test, type Page } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 6: checkout through the sandbox provider and the shopper's orders (spec §2 /checkout and
// /orders, §4 checkout states and order display status, §5 checkout rules, §8 messages, §9 polling;
// DESIGN.md §6). Every test signs up its own shopper, so carts and orders never meet.

const SHIRT = 'Handspun Khadi Cotton Shirt'; // ₹1,150.00, sizes S–2XL, Full/Half Sleeve
const FABRIC = 'Khadi Linen Fabric'; // ₹620.00 per metre

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);

/** A new shopper with 2.5 m of linen and one shirt (M, Full Sleeve) in the cart; answers the amount. */
async function shopperWithCart(page: Page): Promise<number> {
  const shirt = await productByTitle(page.request, SHIRT);
  const fabric = await productByTitle(page.request, FABRIC);
  const account = await signUpViaApi(page.request);
  await logInViaApi(page, account);
  const lines = [
    { productId: fabric.id, size: null, type: null, quantity: 2.5 },
    { productId: shirt.id, size: 'M', type: 'Full Sleeve', quantity: 1 },
  ];
  for (const line of lines) {
    const added = await page.request.post('/api/v1/cart/lines', { data: line });
    expect(added.status(), await added.text()).toBe(200);
  }
  return Math.round(fabric.price * 2.5) + shirt.price;
}

async function openCheckout(page: Page, amount: number) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Payment' })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByTestId('checkout-charge')).toContainText(`You will be charged ${rupees(amount)}`);
}

async function fillAddress(page: Page) {
  await field(page, 'Address').fill('12, 4th Cross, Vidyanagar, Hubballi');
  await field(page, 'Pincode').fill('580021');
}

const field = (page: Page, name: 'Name' | 'Address' | 'Pincode' | 'Mobile') =>
  page.getByRole('textbox', { name, exact: true });
const payButton = (page: Page, amount: number) => page.getByRole('button', { name: `Pay ${rupees(amount)}`, exact: true });
const sandbox = (page: Page) => page.getByRole('dialog', { name: 'Sandbox payment' });

test('a full purchase (fabric length and a sized shirt) ends on /orders with SUCCESS and an empty cart', async ({ page }) => {
  const amount = await shopperWithCart(page);
  expect(amount).toBe(270_000); // 2.5 m × ₹620 + ₹1,150
  await openCheckout(page, amount);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Prefilled from the account.
  await expect(field(page, 'Name')).toHaveValue('E2E Shopper');
  await expect(field(page, 'Mobile')).toHaveValue('9876543210');
  await fillAddress(page);

  await payButton(page, amount).click();
  await expect(sandbox(page)).toBeVisible();
  await expect(sandbox(page).getByTestId('sandbox-amount')).toHaveText(rupees(amount));
  const processing = page.getByRole('button', { name: 'Processing…', exact: true });
  await expect(processing).toBeDisabled();

  await sandbox(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible({ timeout: 35_000 });
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-status')).toHaveText('SUCCESS');
  await expect(row).toContainText(rupees(amount));
  await expect(row).toContainText('2 items');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await row.getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Order details' });
  await expect(detail.getByText(`${FABRIC} × 2.5 m`, { exact: true })).toBeVisible();
  await expect(detail.getByText(`${SHIRT} × 1`, { exact: true })).toBeVisible();
  await expect(detail.getByText('12, 4th Cross, Vidyanagar, Hubballi')).toBeVisible();
  await expect(detail.getByTestId('payment-id')).toHaveText(/^pay_\w+$/);
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test("a failed payment shows the provider's description and ends on /orders with FAILED", async ({ page }) => {
  const amount = await shopperWithCart(page);
  await openCheckout(page, amount);
  await fillAddress(page);
  await payButton(page, amount).click();
  await sandbox(page).getByRole('radio', { name: 'Card' }).click(); // issue 30: UPI comes first
  await sandbox(page).getByRole('button', { name: 'Fail payment', exact: true }).click();
  await expect(page.getByText('Your card was declined by the bank.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-status')).toHaveText('FAILED');
  // Nothing was bought: the cart keeps its lines.
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('a dismissed popup returns the pay button to idle and stays on /checkout', async ({ page }) => {
  const amount = await shopperWithCart(page);
  await openCheckout(page, amount);
  await fillAddress(page);
  await payButton(page, amount).click();
  await expect(page.getByRole('button', { name: 'Processing…', exact: true })).toBeDisabled();
  await sandbox(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(sandbox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Processing…', exact: true })).toHaveCount(0);
  await expect(payButton(page, amount)).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);

  // Paying again opens the popup again (the same attempt's order comes back).
  await payButton(page, amount).click();
  await expect(sandbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(payButton(page, amount)).toBeEnabled();
});

test('every checkout message appears exactly and clears as its field is edited', async ({ page }) => {
  const amount = await shopperWithCart(page);
  await openCheckout(page, amount);
  await field(page, 'Name').fill('');
  await field(page, 'Mobile').fill('98765');
  await field(page, 'Pincode').fill('5800');
  await payButton(page, amount).click();

  const messages = {
    Name: 'Name is required',
    Address: 'Address is required',
    Pincode: 'Pincode must be 6 digits',
    Mobile: 'Mobile must be 10–12 digits',
  } as const;
  for (const message of Object.values(messages)) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field(page, 'Name')).toBeFocused();
  await expect(sandbox(page)).toHaveCount(0);

  await field(page, 'Name').fill('Asha');
  await expect(page.getByText(messages.Name, { exact: true })).toHaveCount(0);
  await expect(page.getByText(messages.Address, { exact: true })).toBeVisible();
  await field(page, 'Address').fill('MG Road, Dharwad');
  await expect(page.getByText(messages.Address, { exact: true })).toHaveCount(0);
  await field(page, 'Pincode').fill('580001');
  await expect(page.getByText(messages.Pincode, { exact: true })).toHaveCount(0);
  await field(page, 'Mobile').fill('+919876543210');
  await expect(page.getByText(messages.Mobile, { exact: true })).toHaveCount(0);

  // A valid form opens the popup.
  await payButton(page, amount).click();
  await expect(sandbox(page)).toBeVisible();
});
