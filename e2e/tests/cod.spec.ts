import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { pdfText } from './support/pdf';
import { productByTitle } from './storefront-support';

// Issue 30, cash on delivery, desktop in English: the owner turns COD on; a shopper sees 'Cash on delivery
// available' on the product page, adds the shirt, picks 'Cash on delivery' at checkout (its fee a line of its
// own), and My Orders says 'Cash on delivery'. The owner confirms, packs, ships (the receipt is issued) and
// marks it delivered: the cash collected is exactly the total the checkout showed, to the paisa, and the shopper
// downloads its invoice from My Orders — its total that same amount. And on a 390 px phone in Kannada: the
// shopper's side of the same purchase, My Orders saying 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ', the invoice downloaded there too.
// Then a delivered COD order returned: there is no payment to give back, so the owner sends the refund by UPI
// and records it, and the shopper sees it sent.

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00: below the demo's free-delivery threshold
const PINCODE = '580021'; // Hubballi, Karnataka: the demo's ₹60 zone
const COD = { enabled: true, maxOrder: 500_000, fee: 4_000, excludedPincodes: [], excludedZones: [], maxOpenOrders: 2 };

async function setCod(request: APIRequestContext, enabled: boolean) {
  const current = (await (await request.get('/api/v1/admin/cod')).json()) as { version: number };
  const saved = await request.put('/api/v1/admin/cod', { data: { ...COD, enabled, version: current.version } });
  expect(saved.status(), await saved.text()).toBe(200);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The order's invoice, downloaded from the shopper's order popup: the text of the PDF. */
async function downloadedInvoice(page: Page, popup: Locator, link: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), popup.getByRole('link', { name: new RegExp(escaped(link)) }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(file);
}

/** Its total line says `shown`, to the paisa ('Total ₹1,450.00'). */
function expectTotal(text: string, shown: string) {
  expect(text).toMatch(new RegExp(`\\bTotal\\s+${escaped(shown)}\\s`));
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

    // … and downloads the invoice issued when it was shipped: its total is the checkout's, to the paisa
    const invoice = await downloadedInvoice(page, detail, 'Download invoice');
    expectTotal(invoice, shown);
    expect(invoice).toContain('Cash on delivery fee');
    expect(invoice).toContain(order.id);
  } finally {
    await setCod(shop.request, false); // the other specs of this worker's store see the demo shop as it was
    await shop.context().close();
  }
});

test('on a 390 px phone in Kannada: a COD order from the product page to delivered, My Orders says cash on delivery for the total shown, and it can be returned @phone', async ({
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
    const orders = (await (await page.request.get('/api/v1/orders')).json()) as { items: { id: string; status: string; amount: number }[] };
    const paise = Math.round(Number(shown.replace(/[₹,]/g, '')) * 100);
    expect(orders.items.map((order) => [order.status, order.amount])).toEqual([['cod', paise]]);

    // the owner confirms, packs, ships (the receipt is issued) and delivers it (the cash collected) …
    const orderId = orders.items[0]!.id;
    const moves: [string, object][] = [
      [`/api/v1/admin/orders/${orderId}/cod`, { to: 'confirmed' }],
      [`/api/v1/admin/orders/${orderId}/fulfilment`, { to: 'packed' }],
      [`/api/v1/admin/orders/${orderId}/fulfilment`, { to: 'shipped', courier: 'India Post', trackingNumber: 'EK123456789IN' }],
      [`/api/v1/admin/orders/${orderId}/fulfilment`, { to: 'delivered' }],
    ];
    for (const [url, data] of moves) {
      const moved = await shop.request.post(url, { data });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    // … and the shopper's phone says so in Kannada: delivered, paid in cash, returnable
    await page.reload();
    await expect(row.getByTestId('order-fulfilment')).toHaveText('ತಲುಪಿಸಲಾಗಿದೆ');
    await row.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'ಆರ್ಡರ್ ವಿವರಗಳು' });
    await expect(detail.getByTestId('cod-payment')).toHaveText('ಡೆಲಿವರಿಯಲ್ಲಿ ನಗದು ಪಾವತಿಸಲಾಗಿದೆ');
    await expect(detail.getByText(shown).first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸಿ' })).toBeVisible(); // a delivered COD order can be returned
    // its invoice, issued when it was shipped, downloaded on the phone: the total the checkout showed, to the paisa
    const invoice = await downloadedInvoice(page, detail, 'ಇನ್‌ವಾಯ್ಸ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ');
    expectTotal(invoice, shown);
    expect(invoice).toContain(orderId);
  } finally {
    await setCod(shop.request, false); // the other specs of this worker's store see the demo shop as it was
    await shop.context().close();
  }
});

test('a delivered COD order is returned: the owner accepts it, receives it, sends the refund by UPI and records it; the shopper sees it sent @desktop', async ({
  page,
  browser,
}) => {
  test.slow(); // three times the config's deadline
  const shop = await ownerPage(browser, page);
  await setCod(shop.request, true);
  try {
    // A COD order of one shirt (₹1,350.00 + ₹60.00 delivery + ₹40.00 COD fee), delivered and paid in cash.
    const shirt = await productByTitle(page.request, SHIRT);
    await logInViaApi(page, await signUpViaApi(page.request));
    const added = await page.request.post('/api/v1/cart/lines', { data: { productId: shirt.id, size: 'L', type: 'Full Sleeve', quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);
    const placed = await page.request.post('/api/v1/checkout/cod', {
      data: { name: 'Kavya Rao', address: '12, 4th Cross, Vidyanagar', pincode: PINCODE, mobile: '9876543210' },
      headers: { 'Idempotency-Key': `cod-return-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const order = (await placed.json()) as { id: string; amount: number; items: { unitPrice: number }[] };
    const goods = order.items[0]!.unitPrice;
    expect([goods, order.amount]).toEqual([135_000, 145_000]);
    const moves: [string, object][] = [
      ['cod', { to: 'confirmed' }],
      ['fulfilment', { to: 'packed' }],
      ['fulfilment', { to: 'shipped', courier: 'India Post', trackingNumber: 'EK123456789IN' }],
      ['fulfilment', { to: 'delivered' }],
    ];
    for (const [move, data] of moves) {
      const moved = await shop.request.post(`/api/v1/admin/orders/${order.id}/${move}`, { data });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    // The shopper asks to return the shirt.
    await page.goto('/orders');
    const row = page.getByTestId('order-row').first();
    await expect(row.getByTestId('order-fulfilment')).toHaveText('Delivered');
    await row.getByRole('button').click();
    const popup = page.getByRole('dialog', { name: 'Order details' });
    await expect(popup.getByTestId('cod-payment')).toHaveText('Paid in cash on delivery');
    await popup.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('form', { name: 'Return items' });
    await form.getByRole('checkbox', { name: new RegExp(escaped(SHIRT)) }).check();
    await form.getByRole('radio', { name: /Defective/ }).check();
    await form.getByRole('textbox', { name: 'What is wrong with it?' }).fill('The buttons came off in the first wash.');
    await form.getByRole('button', { name: 'Request the return' }).click();
    const asked = popup.getByTestId('order-return');
    await expect(asked.getByTestId('return-status')).toHaveText('Return requested');
    await expect(asked.getByTestId('return-amount')).toHaveText(rupees(goods)); // the goods; delivery and the fee stay

    // The owner accepts it and receives the parcel: the refund is owed, to be sent by UPI or bank transfer.
    await shop.goto(`/dashboard/orders/${order.id}`);
    const returns = shop.getByRole('region', { name: 'Returns (1)' });
    await expect(returns.getByTestId('admin-return-status')).toHaveText('Requested — accept or decline');
    await returns.getByRole('button', { name: 'Accept' }).click();
    await expect(returns.getByTestId('admin-return-status')).toHaveText('Accepted — waiting for the items');
    await expect(asked.getByTestId('return-status')).toHaveText('Return accepted — please send the items back');
    await returns.getByRole('button', { name: `Mark received and refund ${rupees(goods)}…` }).click();
    const confirm = shop.getByRole('alertdialog');
    await expect(confirm).toContainText(`The shop owes the shopper ${rupees(goods)}; send it by UPI or bank transfer`); // not the provider's
    await confirm.getByRole('button', { name: `Mark received and refund ${rupees(goods)}` }).click();
    await expect(returns.getByTestId('admin-return-status')).toHaveText('Received — refund to send');
    await expect(shop.getByTestId('refund-to-send')).toHaveText(`To send: ${rupees(goods)} (cash on delivery — record it when sent)`);
    await expect(asked.getByTestId('return-status')).toHaveText(`Returned — the shop will send your refund of ${rupees(goods)} by UPI or bank transfer`);

    // She sends it by UPI and records it with its reference (a second click changes nothing) …
    const owed = shop.getByRole('form', { name: 'Record the refund you sent' });
    await expect(owed).toContainText(`Cash on delivery: send ${rupees(goods)} to the shopper by UPI or bank transfer, then record it here.`);
    await owed.getByRole('radio', { name: 'UPI' }).check();
    await owed.getByLabel('UPI or bank reference').fill('432109876543');
    await owed.getByRole('button', { name: 'Record as sent' }).click();
    await expect(shop.getByText(`Refund of ${rupees(goods)} recorded as sent`)).toBeVisible();
    await expect(shop.getByTestId('refund-sent')).toHaveText('Sent by UPI · reference 432109876543');
    await expect(owed).toHaveCount(0);
    await expect(returns.getByTestId('admin-return-status')).toHaveText('Received and refunded');
    await expect(shop.getByText(`Refunded ${rupees(goods)} of ${rupees(order.amount)}`)).toBeVisible();

    // … and the shopper's open popup says it was sent, for the goods only, to the paisa.
    await expect(asked.getByTestId('return-status')).toHaveText(`Returned — refund of ${rupees(goods)} sent by UPI`);
    await expect(popup.getByTestId('refunded')).toHaveText(rupees(goods));
    const mine = (await (await page.request.get(`/api/v1/orders/${order.id}`)).json()) as { refundedAmount: number; returns: { refund: { status: string; sentReference: string } }[] };
    expect([mine.refundedAmount, mine.returns[0]!.refund.status, mine.returns[0]!.refund.sentReference]).toEqual([goods, 'processed', '432109876543']);
  } finally {
    await setCod(shop.request, false);
    await shop.context().close();
  }
});
