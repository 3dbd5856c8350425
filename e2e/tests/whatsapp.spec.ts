import { expect, test, type Browser, type BrowserContext } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { startFakeWhatsApp } from './support/fake-whatsapp';
import { startStoreIn, storeFolder, type Store } from './support/store';
import { productByTitle } from './storefront-support';

// Issue 32, WhatsApp order updates. Two instances of one store (one SQLite database) both run the WhatsApp
// worker against a local stand-in for Meta's Cloud API that checks every request's documented shape. The
// owner sets WhatsApp up on instance B (the token is never shown again); a shopper on instance A ticks
// 'Send me order updates on WhatsApp' at checkout and pays; the owner ships the order on B; the stand-in
// receives the order's confirmation and its shipped update (with the tracking) exactly once each. And a
// shop without WhatsApp credentials: the owner's order page offers a one-click wa.me message in the
// shopper's language.

const TOKEN = 'EAAG-e2e-never-shown-0f9c2b';
const PHONE_NUMBER_ID = '106540352242922';
const SHIRT = 'Indigo Khadi Shirt';
const PINCODE = '580021';

async function contextOn(browser: Browser, store: Store): Promise<BrowserContext> {
  return browser.newContext({ baseURL: store.url, viewport: { width: 1280, height: 800 } });
}

test('a shopper who opted in gets the shipped update through the faked WhatsApp API exactly once across two instances @desktop', async ({
  browser,
}, testInfo) => {
  test.slow();
  const fake = await startFakeWhatsApp(TOKEN);
  const folder = `${storeFolder(testInfo.workerIndex)}-whatsapp`;
  const env = { KHADI_WHATSAPP_API_URL: fake.url };
  const stores: Store[] = [];
  const contexts: BrowserContext[] = [];
  try {
    stores.push(await startStoreIn(folder, { env }));
    stores.push(await startStoreIn(folder, { fresh: false, env })); // the same database
    const [a, b] = stores as [Store, Store];

    // The owner, on instance B, sets WhatsApp up on the Mail tab.
    const ownerContext = await contextOn(browser, b);
    contexts.push(ownerContext);
    const shop = await ownerContext.newPage();
    await logInViaApi(shop, demoAdmin);
    await shop.goto('/dashboard?tab=mail');
    const panel = shop.getByRole('region', { name: 'WhatsApp order updates' });
    await expect(panel.getByTestId('whatsapp-configured')).toHaveText(/WhatsApp updates are off/);
    await panel.getByLabel('Phone number ID').fill(PHONE_NUMBER_ID);
    await panel.getByLabel('Access token').fill(TOKEN);
    await panel.getByRole('button', { name: 'Save WhatsApp settings' }).click();
    await expect(panel.getByTestId('whatsapp-configured')).toHaveText('WhatsApp updates are on.');
    await expect(panel.getByText('A token is set. It is never shown; type a new one to replace it.')).toBeVisible();
    await expect(panel.getByLabel('Access token')).toHaveValue('');
    await shop.reload();
    await expect(shop.getByRole('region', { name: 'WhatsApp order updates' }).getByTestId('whatsapp-configured')).toHaveText('WhatsApp updates are on.');
    expect(await shop.content()).not.toContain(TOKEN);
    const settings = await shop.request.get('/api/v1/admin/whatsapp/settings');
    expect(await settings.text()).not.toContain(TOKEN);

    // A shopper, on instance A, opts in at checkout and pays in the sandbox.
    const shopperContext = await contextOn(browser, a);
    contexts.push(shopperContext);
    const page = await shopperContext.newPage();
    await logInViaApi(page, await signUpViaApi(page.request));
    const shirt = await productByTitle(page.request, SHIRT);
    const added = await page.request.post('/api/v1/cart/lines', { data: { productId: shirt.id, quantity: 1, size: 'L', type: 'Full Sleeve' } });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Payment' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12, 4th Cross, Vidyanagar');
    await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(PINCODE);
    const optIn = page.getByRole('checkbox', { name: /Send me order updates on WhatsApp/ });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await page.screenshot({ path: testInfo.outputPath('whatsapp-opt-in.png'), fullPage: true });
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible({ timeout: 35_000 });
    const orders = (await (await page.request.get('/api/v1/orders')).json()) as { items: { id: string }[] };
    const orderId = orders.items[0]!.id;

    // The confirmation reaches the stand-in (whichever instance's worker claimed it).
    await expect.poll(() => fake.received.filter((message) => message.name === 'order_confirmation').length, { timeout: 30_000 }).toBe(1);

    // The owner ships it on instance B.
    await shop.goto(`/dashboard/orders/${orderId}`);
    const whatsapp = shop.getByRole('region', { name: 'WhatsApp' });
    await expect(whatsapp.getByText('The shopper asked for updates on WhatsApp, in English.')).toBeVisible();
    await expect(whatsapp.getByTestId('whatsapp-link')).toHaveCount(0); // set up: no wa.me link
    await shop.getByRole('button', { name: 'Ship…' }).click();
    const form = shop.getByRole('form', { name: 'Ship the order' });
    await form.getByLabel('Courier').fill('India Post');
    await form.getByLabel('Tracking number').fill('EK123456789IN');
    await form.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(shop.getByText('Marked shipped')).toBeVisible();

    // Exactly one shipped update, in the shopper's language, with the tracking; the page shows it sent once.
    await expect.poll(() => fake.received.filter((message) => message.name === 'order_shipped').length, { timeout: 30_000 }).toBe(1);
    await shop.reload();
    const shipped = shop.getByRole('region', { name: 'WhatsApp' }).getByTestId('order-whatsapp-update').filter({ hasText: 'Shipped' });
    await expect(shipped.getByTestId('whatsapp-status')).toHaveText('Sent');
    await expect(shipped).toContainText('1 attempt');
    await shop.screenshot({ path: testInfo.outputPath('whatsapp-order-page.png'), fullPage: true });
    const [message] = fake.received.filter((sent) => sent.name === 'order_shipped');
    expect(message).toMatchObject({ phoneNumberId: PHONE_NUMBER_ID, to: '919876543210', language: 'en' });
    expect(message!.texts).toEqual(['E2E Shopper', orderId, 'India Post', 'EK123456789IN', '-']);

    // The Mail tab lists both updates as sent.
    await shop.goto('/dashboard?tab=mail');
    const updates = shop.getByRole('region', { name: 'WhatsApp order updates' }).getByTestId('whatsapp-update');
    await expect(updates).toHaveCount(2);
    await expect(updates.getByTestId('whatsapp-status')).toHaveText(['Sent', 'Sent']);
    // Both instances' workers kept polling all along: still one of each.
    expect(fake.received.map((sent) => sent.name).sort()).toEqual(['order_confirmation', 'order_shipped']);
    expect(fake.problems).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
    for (const store of stores.reverse()) await store.stop();
    await fake.close();
  }
});

test("without WhatsApp credentials the owner's order page offers a wa.me message in the shopper's language", async ({ page, browser }) => {
  // The shopper shops in Kannada and asks for WhatsApp updates (through the API: checkout's own form is above).
  await logInViaApi(page, await signUpViaApi(page.request));
  const shirt = await productByTitle(page.request, SHIRT);
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: shirt.id, quantity: 1, size: 'L', type: 'Full Sleeve' } });
  expect(added.status(), await added.text()).toBe(200);
  const checkout = await page.request.post('/api/v1/checkout', {
    data: { name: 'E2E Shopper', address: '12, 4th Cross, Vidyanagar', pincode: PINCODE, mobile: '98765 43210', whatsappUpdates: true, language: 'kn' },
    headers: { 'Idempotency-Key': `wa-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const order = (await checkout.json()) as { orderId: string; providerOrderId: string };
  const paid = await page.request.post('/api/v1/payments/sandbox/pay', { data: { providerOrderId: order.providerOrderId, outcome: 'success' } });
  expect(paid.status(), await paid.text()).toBe(200);

  const ownerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const shop = await ownerContext.newPage();
    await logInViaApi(shop, demoAdmin);
    await shop.goto(`/dashboard/orders/${order.orderId}`);
    const whatsapp = shop.getByRole('region', { name: 'WhatsApp' });
    await expect(whatsapp.getByText('The shopper asked for updates on WhatsApp, in ಕನ್ನಡ.')).toBeVisible();
    const link = whatsapp.getByRole('link', { name: 'Send on WhatsApp: Order confirmation' });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain('ನಮಸ್ಕಾರ E2E Shopper');
    expect(text).toContain(order.orderId);
    await whatsapp.scrollIntoViewIfNeeded();
    await shop.screenshot({ path: test.info().outputPath('whatsapp-link.png'), fullPage: true });
  } finally {
    await ownerContext.close();
  }
});
