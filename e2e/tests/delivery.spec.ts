import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 30, addresses and delivery charges: a pincode India Post does not list is refused with a clear
// message; the delivery line is the server's figure for the pincode (Karnataka ₹60, the rest of India
// ₹100 for the demo shop's 300 g bag), disappears above the free-delivery threshold (₹1,500) and is what
// checkout charges, to the paisa; the owner changes a zone's fee on the dashboard and the cart shows it.
// On a desktop in English, and the refusal, the line and the threshold on a 390 px phone in Kannada.

const BAG = 'Khadi Jhola Bag'; // ₹350.00, 300 g (handbags)
const UNKNOWN = 'We could not find this pincode. Please check it.';
const UNKNOWN_KN = 'ಈ ಪಿನ್‌ಕೋಡ್ ಸಿಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ.';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);
const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));
/** The demo shop keeps the spec's summary: its Total adds 10% tax and takes 5% off (not charged, issue 28). */
const specTotal = (goods: number) => goods + halfUp(goods * 10, 100) - halfUp(goods * 5, 100);

/** A new shopper, signed in on `page`, with `quantity` bags in the cart; answers the goods in paise. */
async function shopperWithBags(page: Page, quantity: number): Promise<number> {
  const bag = await productByTitle(page.request, BAG);
  await logInViaApi(page, await signUpViaApi(page.request));
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: bag.id, quantity } });
  expect(added.status(), await added.text()).toBe(200);
  return bag.price * quantity;
}

const summary = (page: Page, name = 'Order Summary') => page.getByRole('region', { name });
const cartPincode = (page: Page) => page.getByTestId('cart-pincode');
const checkoutField = (page: Page, name: 'Name' | 'Address' | 'Pincode' | 'Mobile') =>
  page.getByRole('textbox', { name, exact: true });

test('a pincode India Post does not list is refused with a clear message, in the cart and at checkout @desktop', async ({ page }) => {
  await shopperWithBags(page, 1);
  await page.goto('/cart');
  for (const pincode of ['000000', '999999']) {
    await cartPincode(page).fill(pincode);
    await expect(page.getByTestId('cart-pincode-error')).toHaveText(UNKNOWN);
    await expect(summary(page).getByTestId('cart-delivery-fee')).toHaveText('Calculated at checkout');
  }

  let checkouts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/checkout') checkouts += 1;
  });
  await page.goto('/checkout');
  await checkoutField(page, 'Address').fill('12, 4th Cross, Vidyanagar');
  for (const pincode of ['000000', '999999']) {
    await checkoutField(page, 'Pincode').fill(pincode);
    await expect(page.getByText(UNKNOWN, { exact: true })).toBeVisible();
    await expect(page.getByTestId('checkout-state')).toHaveText('—');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(checkoutField(page, 'Pincode')).toBeFocused();
  }
  expect(checkouts).toBe(0); // refused before anything is sent

  await checkoutField(page, 'Pincode').fill('580020');
  await expect(page.getByTestId('checkout-state')).toHaveText('Karnataka');
  await expect(page.getByText(UNKNOWN, { exact: true })).toHaveCount(0);
});

test('the delivery line follows the pincode, is what checkout charges to the paisa, and is free above the threshold @desktop', async ({ page, browser }) => {
  const goods = await shopperWithBags(page, 1);
  await page.goto('/cart');
  const cart = summary(page);
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText('Calculated at checkout');

  await cartPincode(page).fill('580020'); // Hubballi, within Karnataka
  await expect(cart.getByText('Delivery to 580020')).toBeVisible();
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText(rupees(6000));
  await expect(cart.getByText('Hubballi, Karnataka · 2–3 days')).toBeVisible();
  await expect(cart.getByTestId('summary-total')).toHaveText(rupees(specTotal(goods) + 6000));
  await expect(cart.getByTestId('summary-charge')).toHaveText(
    `At checkout you pay ${rupees(goods + 6000)}, the sub-total and delivery: tax and discount are not applied.`,
  );
  await expect(cart.getByTestId('delivery-add-for-free')).toHaveText(`Add ${rupees(150000 - goods)} more for free delivery`);

  await cartPincode(page).fill('110001'); // New Delhi, the rest of India
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText(rupees(10000));
  await expect(cart.getByText('New Delhi, Delhi · 4–7 days')).toBeVisible();
  await expect(cart.getByTestId('summary-total')).toHaveText(rupees(specTotal(goods) + 10000));
  await expect(cart.getByTestId('summary-charge')).toContainText(`At checkout you pay ${rupees(goods + 10000)}`);

  // Checkout starts from the pincode the cart priced, shows the same line and charges exactly the total.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(checkoutField(page, 'Pincode')).toHaveValue('110001');
  await expect(page.getByTestId('checkout-delivery')).toHaveText(rupees(10000));
  await expect(page.getByTestId('checkout-amount')).toHaveText(rupees(goods + 10000));
  await checkoutField(page, 'Address').fill('14, Janpath');
  const started = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/checkout');
  await page.getByRole('button', { name: `Pay ${rupees(goods + 10000)}`, exact: true }).click();
  const charged = (await (await started).json()) as { amount: number; deliveryFee: number };
  expect(charged).toMatchObject({ amount: goods + 10000, deliveryFee: 10000 });

  // Five bags (₹1,750) pass the ₹1,500 threshold: delivery disappears, in the cart and at checkout.
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const shopper = await other.newPage();
  const five = await shopperWithBags(shopper, 5);
  await shopper.goto('/cart');
  await cartPincode(shopper).fill('110001');
  const cartOfFive = summary(shopper);
  await expect(cartOfFive.getByTestId('cart-delivery-fee')).toHaveText('Free delivery');
  await expect(cartOfFive.getByTestId('summary-total')).toHaveText(rupees(specTotal(five)));
  await expect(cartOfFive.getByTestId('summary-charge')).toContainText(`At checkout you pay ${rupees(five)}`);
  await expect(cartOfFive.getByTestId('delivery-won-free')).toHaveText('Your order ships free: it is ₹1,500 or more');
  await expect(cartOfFive.getByTestId('delivery-add-for-free')).toHaveCount(0);
  await shopper.goto('/checkout');
  await expect(shopper.getByTestId('checkout-delivery')).toHaveText('Free delivery');
  await expect(shopper.getByRole('button', { name: `Pay ${rupees(five)}`, exact: true })).toBeVisible();
  await other.close();
});

type Charges = { version: number; zones: { code: string; fees: number[] }[] } & Record<string, unknown>;

async function charges(request: APIRequestContext): Promise<Charges> {
  const response = await request.get('/api/v1/admin/delivery');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Charges;
}

async function shopperPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

test("the owner changes a zone's fee on the dashboard and the cart shows it; a stale save is refused @desktop", async ({ page, browser }) => {
  await logInViaApi(page, demoAdmin);
  const before = await charges(page.request);
  try {
    await page.goto('/dashboard?tab=delivery');
    const form = page.getByRole('form', { name: 'Delivery charges' });
    await expect(form).toBeVisible();
    // A second tab opened before the save: its save comes second and is refused.
    const stale = await page.context().newPage();
    await stale.goto('/dashboard?tab=delivery');
    await expect(stale.getByRole('form', { name: 'Delivery charges' })).toBeVisible();

    const karnataka = form.getByRole('group', { name: 'Within Karnataka' });
    await expect(karnataka.getByLabel('Up to 0.5 kg')).toHaveValue('60');
    await karnataka.getByLabel('Up to 0.5 kg').fill('75');
    await form.getByRole('button', { name: 'Save delivery charges' }).click();
    await expect(page.getByText('Delivery charges saved')).toBeVisible();

    const shopper = await shopperPage(browser, page);
    const goods = await shopperWithBags(shopper, 1);
    await shopper.goto('/cart');
    await cartPincode(shopper).fill('580020');
    await expect(summary(shopper).getByTestId('cart-delivery-fee')).toHaveText(rupees(7500));
    await expect(summary(shopper).getByTestId('summary-charge')).toContainText(`At checkout you pay ${rupees(goods + 7500)}`);
    await shopper.context().close();

    const staleForm = stale.getByRole('form', { name: 'Delivery charges' });
    await staleForm.getByLabel('Free delivery from (₹)').fill('2000');
    await staleForm.getByRole('button', { name: 'Save delivery charges' }).click();
    await expect(stale.getByRole('alert').filter({ hasText: 'Someone else saved the delivery charges after you opened them.' })).toBeVisible();
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(staleForm.getByRole('group', { name: 'Within Karnataka' }).getByLabel('Up to 0.5 kg')).toHaveValue('75');
    await expect(staleForm.getByLabel('Free delivery from (₹)')).toHaveValue('1500');

    // A refusal shows under its field.
    await karnataka.getByLabel('From (days)').fill('9');
    await karnataka.getByLabel('To (days)').fill('3');
    await form.getByRole('button', { name: 'Save delivery charges' }).click();
    await expect(karnataka.getByText('Delivery days must be 1 to 60, the first no more than the second')).toBeVisible();
  } finally {
    const now = await charges(page.request);
    const restored = await page.request.put('/api/v1/admin/delivery', { data: { ...before, version: now.version } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('on a phone in Kannada: an unknown pincode is refused, the delivery line follows the pincode and disappears above the threshold @phone', async ({ page }) => {
  const goods = await shopperWithBags(page, 1);
  await page.goto('/cart?lang=kn');
  const cart = summary(page, 'ಆರ್ಡರ್ ಸಾರಾಂಶ');
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText('ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಲೆಕ್ಕ ಹಾಕಲಾಗುತ್ತದೆ');
  await cartPincode(page).fill('000000');
  await expect(page.getByTestId('cart-pincode-error')).toHaveText(UNKNOWN_KN);
  await cartPincode(page).fill('580020');
  await expect(cart.getByText('580020 ಗೆ ಡೆಲಿವರಿ')).toBeVisible();
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText(rupees(6000));
  await expect(cart.getByTestId('summary-total')).toHaveText(rupees(specTotal(goods) + 6000));
  await expect(cart.getByTestId('summary-charge')).toContainText(rupees(goods + 6000));
  await expect(cart.getByTestId('delivery-add-for-free')).toHaveText(`ಉಚಿತ ಡೆಲಿವರಿಗಾಗಿ ಇನ್ನೂ ${rupees(150000 - goods)} ಸೇರಿಸಿ`);

  await page.goto('/checkout?lang=kn');
  const pincode = page.getByRole('textbox', { name: 'ಪಿನ್‌ಕೋಡ್', exact: true });
  await expect(pincode).toHaveValue('580020');
  await expect(page.getByTestId('checkout-delivery')).toHaveText(rupees(6000));
  await pincode.fill('000000');
  await expect(page.getByText(UNKNOWN_KN, { exact: true })).toBeVisible();
  await expect(page.getByTestId('checkout-delivery')).toHaveText('—');
  await pincode.fill('600001'); // Chennai: the rest of South India
  await expect(page.getByTestId('checkout-delivery')).toHaveText(rupees(8000));
  await expect(page.getByTestId('checkout-amount')).toHaveText(rupees(goods + 8000));
  // nothing spills sideways on a 390 px screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Four more bags (₹1,750 in all) pass the ₹1,500 threshold: the line disappears, in the cart and at checkout.
  const bag = await productByTitle(page.request, BAG);
  const more = await page.request.post('/api/v1/cart/lines', { data: { productId: bag.id, quantity: 4 } });
  expect(more.status(), await more.text()).toBe(200);
  await page.goto('/cart?lang=kn');
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText('ಉಚಿತ ಡೆಲಿವರಿ');
  await expect(cart.getByTestId('delivery-won-free')).toHaveText('ನಿಮ್ಮ ಆರ್ಡರ್ ₹1,500 ಅಥವಾ ಹೆಚ್ಚು: ಡೆಲಿವರಿ ಉಚಿತ');
  await expect(cart.getByTestId('summary-charge')).toContainText(rupees(goods * 5));
  await page.goto('/checkout?lang=kn');
  await expect(page.getByTestId('checkout-delivery')).toHaveText('ಉಚಿತ ಡೆಲಿವರಿ');
  await expect(page.getByTestId('checkout-amount')).toHaveText(rupees(goods * 5));
});
