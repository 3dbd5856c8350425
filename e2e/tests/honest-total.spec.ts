import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 28, "One honest total": the cart summary is a shop setting. The demo shop keeps the spec's four
// lines and the cart and checkout say plainly what is charged; switched to the GST-inclusive summary in
// the dashboard, the cart shows "Includes GST ₹X" and a Total that checkout charges to the paisa. Runs on
// the desktop and the 390 px phone; each test leaves the demo shop as it found it.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);
const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));
/** The GST inside a tax-inclusive amount at `rate` % (backend khadi/tax/maths.py tax_in). */
const gstInside = (gross: number, rate: number) => halfUp(gross * rate, 100 + rate);

const SHIRT = 'Handspun Khadi Cotton Shirt'; // shirts: 5% GST up to ₹2,500 a piece
const LINE = { size: 'M', type: 'Full Sleeve' };
// A Karnataka GSTIN with a right check character (backend tests/invoices/support.py).
const GSTIN = '29ABCDE1234F1ZW';

type Json = Record<string, unknown>;
const SETTINGS_FIELDS = [
  'name', 'tagline', 'legalName', 'email', 'phone', 'whatsappNumber', 'address', 'mapUrl', 'state', 'gstin',
  'logoKey', 'socialLinks', 'developerText', 'developerUrl', 'cartSummary',
];

async function saveSettings(request: APIRequestContext, change: Json): Promise<Json> {
  const shop = (await (await request.get('/api/v1/shop')).json()) as Json;
  const data: Json = { version: shop.version };
  for (const field of SETTINGS_FIELDS) data[field] = shop[field];
  const response = await request.put('/api/v1/admin/shop', { data: { ...data, ...change } });
  expect(response.status(), await response.text()).toBe(200);
  return shop;
}

/** A new shopper in a browser of their own, with two shirts in the cart. */
async function shopperWithShirts(browser: Browser, page: Page): Promise<{ shopper: Page; subTotal: number }> {
  const context = await browser.newContext({ viewport: page.viewportSize(), isMobile: (page.viewportSize()?.width ?? 1280) < 1024 });
  const shopper = await context.newPage();
  const account = await signUpViaApi(shopper.request);
  await logInViaApi(shopper, account);
  const shirt = await productByTitle(shopper.request, SHIRT);
  const added = await shopper.request.post('/api/v1/cart/lines', { data: { productId: shirt.id, quantity: 2, ...LINE } });
  expect(added.status(), await added.text()).toBe(200);
  return { shopper, subTotal: shirt.price * 2 };
}

test("the demo shop keeps the spec's four lines, and says plainly that checkout charges the sub-total", async ({ page, browser }) => {
  const { shopper, subTotal } = await shopperWithShirts(browser, page);
  await shopper.goto('/cart');
  const summary = shopper.getByRole('region', { name: 'Order Summary' });
  const tax = halfUp(subTotal * 10, 100);
  const discount = halfUp(subTotal * 5, 100);
  await expect(summary.getByTestId('summary-subtotal')).toHaveText(rupees(subTotal));
  await expect(summary.getByText('Tax (10%)')).toBeVisible();
  await expect(summary.getByTestId('summary-tax')).toHaveText(`+ ${rupees(tax)}`);
  await expect(summary.getByText('Discount (5%)')).toBeVisible();
  await expect(summary.getByTestId('summary-discount')).toHaveText(`− ${rupees(discount)}`);
  await expect(summary.getByTestId('summary-total')).toHaveText(rupees(subTotal + tax - discount));
  await expect(summary.getByTestId('summary-charge')).toHaveText(
    `At checkout you pay ${rupees(subTotal)}, the sub-total: tax and discount are not applied.`,
  );

  await shopper.goto('/checkout');
  await expect(shopper.getByTestId('checkout-amount')).toHaveText(rupees(subTotal));
  await expect(shopper.getByRole('button', { name: `Pay ${rupees(subTotal)}` })).toBeVisible();
  await shopper.context().close();
});

test('switched to the GST summary in the dashboard: "Includes GST", and a Total checkout charges to the paisa', async ({ page, browser }) => {
  await logInViaApi(page, demoAdmin);
  const before = await saveSettings(page.request, { gstin: GSTIN, legalName: 'Karnataka Khadi Bhandar' });
  try {
    await page.goto('/dashboard?tab=settings');
    const form = page.getByRole('form', { name: 'Shop settings' });
    const choice = form.getByRole('group', { name: 'Cart summary' });
    await expect(choice.getByRole('radio', { name: /Tax and discount lines/ })).toBeChecked();
    await choice.getByRole('radio', { name: /GST included/ }).check();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop settings saved')).toBeVisible();

    const { shopper, subTotal } = await shopperWithShirts(browser, page);
    await shopper.goto('/cart');
    const summary = shopper.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByTestId('summary-subtotal')).toHaveText(rupees(subTotal));
    await expect(summary.getByText('Includes GST')).toBeVisible();
    await expect(summary.getByTestId('summary-gst')).toHaveText(rupees(gstInside(subTotal, 5)));
    await expect(summary.getByTestId('summary-total')).toHaveText(rupees(subTotal));
    await expect(summary.getByText('Tax (10%)')).toHaveCount(0);
    await expect(summary.getByTestId('summary-charge')).toHaveCount(0);

    await shopper.goto('/checkout');
    await expect(shopper.getByTestId('summary-gst')).toHaveText(rupees(gstInside(subTotal, 5)));
    await expect(shopper.getByTestId('checkout-amount')).toHaveText(rupees(subTotal));
    await expect(shopper.getByRole('button', { name: `Pay ${rupees(subTotal)}` })).toBeVisible();

    await shopper.goto('/cart?lang=kn');
    const kannada = shopper.getByRole('region', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' });
    await expect(kannada.getByText('GST ಸೇರಿದೆ')).toBeVisible();
    await expect(kannada.getByTestId('summary-total')).toHaveText(rupees(subTotal));
    await shopper.context().close();
  } finally {
    await saveSettings(page.request, { gstin: before.gstin, legalName: before.legalName, cartSummary: 'spec' });
  }
});
