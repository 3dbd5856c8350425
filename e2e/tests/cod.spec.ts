import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 30, cash on delivery, desktop in English: the owner turns COD on; a shopper sees 'Cash on delivery
// available' on the product page, adds the shirt, picks 'Cash on delivery' at checkout (its fee a line of its
// own), and My Orders says 'Cash on delivery'. The owner confirms, packs, ships (the receipt is issued) and
// marks it delivered: the cash collected is exactly the total the checkout showed, to the paisa. And on a 390 px
// phone in Kannada: the shopper's side of the same purchase, My Orders saying 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ'.

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00: below the demo's free-delivery threshold
const PINCODE = '580021'; // Hubballi, Karnataka: the demo's ₹60 zone
const COD = { enabled: true, maxOrder: 500_000, fee: 4_000, excludedPincodes: [], excludedZones: [], maxOpenOrders: 2 };

async function setCod(request: APIRequestContext, enabled: boolean) {
  const current = (await (await request.get('/api/v1/admin/cod')).json()) as { version: number };
  const saved = await request.put('/api/v1/admin/cod', { data: { ...COD, enabled, version: current.version } });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function ownerPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await context.newPage();
  await logInViaApi(shop, demoAdmin);
  return shop;
}

test('a COD purchase from the product page to delivered, collecting the total shown at checkout @desktop', async ({ page, browser }) => {
  const shop = await ownerPage(browser, page);
  await setCod(shop.request, true);
  try {
    const shirt = await productByTitle(page.request, SHIRT);
    await logInViaApi(page, await signUpViaApi(page.request));

    // product → cart
    await page.goto(`/productInfo/${shirt.id}`);
    await page.getByLabel('Delivery pincode').fill(PINCODE);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByTestId('delivery-outcome')).toContainText('Cash on delivery available');
    await page.getByRole('group', { name: 'Size' }).getByText('L', { exact: false }).first().click();
    await page.getByRole('group', { name: 'Type' }).getByText('Full Sleeve', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to cart').first()).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();

    // checkout with cash on delivery
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Payment' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12, 4th Cross, Vidyanagar');
    await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(PINCODE);
    const choice = page.getByRole('group', { name: 'How would you like to pay?' });
    await choice.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect(page.getByTestId('checkout-cod-fee')).toHaveText('₹40.00');
    await expect(page.getByTestId('checkout-delivery')).toHaveText('₹60.00');
    await expect(page.getByTestId('checkout-amount')).toHaveText('₹1,450.00');
    const shown = (await page.getByTestId('checkout-amount').textContent()) ?? '';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('cod-checkout-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: `Place order · pay ${shown} on delivery` }).click();

    // My Orders: 'Cash on delivery', never FAILED
    await expect(page.getByText(`Order placed. Pay ${shown} in cash when it arrives.`)).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByTestId('order-row').first();
    await expect(row.getByTestId('order-status')).toHaveText('Cash on delivery');
    await expect(row).toContainText(shown);
    await expect(page.getByText('FAILED')).toHaveCount(0);
    const orders = (await (await page.request.get('/api/v1/orders')).json()) as { items: { id: string; amount: number }[] };
    const order = orders.items[0]!;
    expect(order.amount).toBe(145_000);

    // the owner: confirm (WhatsApp in the shopper's language), pack, ship (receipt), deliver (collected)
    await shop.goto(`/dashboard/orders/${order.id}`);
    const cod = shop.getByRole('region', { name: 'Cash on delivery' });
    await expect(cod.getByText(`To collect on delivery: ${shown}`)).toBeVisible();
    await expect(cod.getByRole('link', { name: 'Ask on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
    await cod.getByRole('button', { name: 'Confirm order' }).click();
    await expect(shop.getByText('Order confirmed')).toBeVisible();
    await shop.getByRole('button', { name: 'Mark packed' }).click();
    await expect(shop.getByText('Marked packed')).toBeVisible();
    await shop.getByRole('button', { name: 'Ship…' }).click();
    const form = shop.getByRole('form', { name: 'Ship the order' });
    await form.getByLabel('Courier').fill('India Post');
    await form.getByLabel('Tracking number').fill('EK123456789IN');
    await form.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(shop.getByText('Marked shipped')).toBeVisible();
    const documents = shop.getByRole('list', { name: 'Invoices and credit notes' });
    await expect(documents).toContainText('Receipt');
    await expect(documents).toContainText(shown);
    await shop.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(cod.getByText(`Collected in cash: ${shown}`)).toBeVisible();
    await expect(cod.getByTestId('cod-state')).toHaveText('Delivered — cash collected');

    // the shopper's page follows: delivered, paid in cash
    await expect(row.getByTestId('order-fulfilment')).toHaveText('Delivered');
    await row.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Order details' });
    await expect(detail.getByTestId('cod-payment')).toHaveText('Paid in cash on delivery');
    await expect(detail.getByText(shown).first()).toBeVisible();
  } finally {
    await setCod(shop.request, false); // the other specs of this worker's store see the demo shop as it was
    await shop.context().close();
  }
});

test('on a 390 px phone in Kannada: a COD order from the product page, My Orders says cash on delivery for the total shown @phone', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => {
    try {
      if (sessionStorage.getItem('e2e:lang') !== null) return;
      sessionStorage.setItem('e2e:lang', '1');
      localStorage.setItem('lang', 'kn');
    } catch {
      // opaque origins have no storage
    }
  });
  const shop = await ownerPage(browser, page);
  await setCod(shop.request, true);
  try {
    const shirt = await productByTitle(page.request, SHIRT);
    await logInViaApi(page, await signUpViaApi(page.request));

    // product → cart
    await page.goto(`/productInfo/${shirt.id}`);
    await page.getByLabel('ಡೆಲಿವರಿ ಪಿನ್‌ಕೋಡ್').fill(PINCODE);
    await page.getByRole('button', { name: 'ಪರಿಶೀಲಿಸಿ', exact: true }).click();
    await expect(page.getByTestId('delivery-outcome')).toContainText('ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಲಭ್ಯವಿದೆ');
    await page.getByRole('group', { name: 'ಅಳತೆ' }).getByText('M', { exact: false }).first().click();
    await page.getByRole('group', { name: 'ಬಗೆ' }).getByText('ಪೂರ್ಣ ತೋಳು', { exact: true }).click();
    await page.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();
    await expect(page.getByText('ಉತ್ಪನ್ನವನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗಿದೆ').first()).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'ಚೆಕ್‌ಔಟ್' }).click();

    // checkout with cash on delivery
    await expect(page.getByRole('heading', { level: 1, name: 'ವಿಳಾಸ ಮತ್ತು ಪಾವತಿ' })).toBeVisible();
    await page.getByRole('textbox', { name: 'ವಿಳಾಸ', exact: true }).fill('12, 4th Cross, Vidyanagar');
    await page.getByRole('textbox', { name: 'ಪಿನ್‌ಕೋಡ್', exact: true }).fill(PINCODE);
    const choice = page.getByRole('group', { name: 'ಹೇಗೆ ಪಾವತಿಸಲು ಬಯಸುತ್ತೀರಿ?' });
    await choice.getByRole('radio', { name: /ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ/ }).check();
    await expect(page.getByTestId('checkout-cod-fee')).toHaveText('₹40.00');
    await expect(page.getByTestId('checkout-delivery')).toHaveText('₹60.00');
    await expect(page.getByTestId('checkout-amount')).toHaveText('₹1,450.00');
    const shown = (await page.getByTestId('checkout-amount').textContent()) ?? '';
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: `ಆರ್ಡರ್ ಮಾಡಿ · ಡೆಲಿವರಿಯಲ್ಲಿ ${shown} ಪಾವತಿಸಿ` }).click();

    // My Orders: 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ', never 'ವಿಫಲ' (FAILED), for the total the checkout showed
    await expect(page.getByText(`ಆರ್ಡರ್ ಆಗಿದೆ. ತಲುಪಿದಾಗ ${shown} ನಗದು ಪಾವತಿಸಿ.`)).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByTestId('order-row').first();
    await expect(row.getByTestId('order-status')).toHaveText('ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ');
    await expect(row).toContainText(shown);
    await expect(page.getByText('ವಿಫಲ', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('cod-orders-390-kn.png'), fullPage: true });
    const orders = (await (await page.request.get('/api/v1/orders')).json()) as { items: { status: string; amount: number }[] };
    const paise = Math.round(Number(shown.replace(/[₹,]/g, '')) * 100);
    expect(orders.items.map((order) => [order.status, order.amount])).toEqual([['cod', paise]]);
  } finally {
    await setCod(shop.request, false); // the other specs of this worker's store see the demo shop as it was
    await shop.context().close();
  }
});
