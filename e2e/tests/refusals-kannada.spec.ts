import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';
import { paidOrder } from './support/orders';
import { setStock } from './support/stock';
import { productByTitle } from './storefront-support';

// Issue 28: no English left in Kannada. The server's refusals carry a code the app words from its
// catalogues (frontend/src/locales/*/refusals.json): a Kannada shopper who meets two of them — the last
// piece gone to another shopper, a return photo that is not an image — reads them in Kannada, on a phone
// and a desktop, and no English word of either refusal is on the screen.

const SOAP = 'Neem and Turmeric Herbal Soap'; // no sizes; untracked stock in the demo, no other spec buys it
const SHIRT = 'Indigo Khadi Shirt';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'src', 'locales');
const catalogue = (language: string) => JSON.parse(readFileSync(path.join(locales, language, 'refusals.json'), 'utf8')) as Record<string, string>;
const english = catalogue('en');
const kannada = catalogue('kn');

/** The refusal's Kannada words are on the screen, and none of its English words. */
async function expectKannadaRefusal(page: Page, code: string): Promise<void> {
  await expect(page.getByText(kannada[code], { exact: true }).first()).toBeVisible();
  const shown = await page.locator('body').innerText();
  const words = english[code].match(/[A-Za-z]{3,}/g) ?? [];
  const englishWords = words.filter((word) => !['JPEG', 'PNG', 'WebP', 'GIF'].includes(word));
  expect(englishWords.length).toBeGreaterThan(2);
  expect(englishWords.filter((word) => new RegExp(`\\b${word}\\b`).test(shown)), `English words of ${code}`).toEqual([]);
}

test.afterEach(async ({ request }, info) => {
  const soap = await productByTitle(request, SOAP);
  await setStock(request, info, soap.id, []); // untracked again, as the demo has it
});

test('a Kannada shopper reads the cart\'s "out of stock" and a refused return photo in Kannada', async ({ page, browser, request }, info) => {
  test.setTimeout(120_000);
  // The shopper has a delivered order (to return from later) and is signed in, in Kannada.
  const order = await paidOrder(page, [{ title: SHIRT, size: 'M', type: 'Full Sleeve', quantity: 1 }]);
  const adminContext = await browser.newContext();
  const shop = await adminContext.newPage();
  await logInViaApi(shop, demoAdmin);
  for (const move of [
    { to: 'packed' },
    { to: 'shipped', courier: 'India Post', trackingNumber: 'EK555444333IN' },
    { to: 'delivered' },
  ]) {
    const moved = await shop.request.post(`/api/v1/admin/orders/${order.id}/fulfilment`, { data: move });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await adminContext.close();

  // One piece of soap left; the shopper's page shows it can be bought. This tab has not heard the
  // news that follows (no live stream): the server's refusal is what tells it.
  const soap = await productByTitle(request, SOAP);
  await setStock(request, info, soap.id, [{ size: '', type: '', onHand: 1 }]);
  await page.route('**/api/v1/events', (route) => route.abort());
  await page.goto(`/productInfo/${soap.id}?lang=kn`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  const add = page.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' });
  await expect(add).toBeEnabled();

  // Another shopper buys the last piece.
  const otherContext = await browser.newContext();
  await paidOrder(await otherContext.newPage(), [{ title: SOAP, quantity: 1 }]);
  await otherContext.close();

  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart/lines') && r.request().method() === 'POST');
  await add.click();
  const body = (await (await refused).json()) as { reason: string; message: string };
  expect(body).toMatchObject({ reason: 'cart.out_of_stock', message: english['cart.out_of_stock'] });
  await expectKannadaRefusal(page, 'cart.out_of_stock');

  // The delivered shirt: a "photo" that is not an image is refused by the server, in Kannada.
  await page.goto('/orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  await page.getByTestId('order-row').first().getByRole('button').click();
  await page.getByRole('button', { name: 'ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸಿ' }).click();
  const form = page.getByRole('form', { name: 'ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸಿ' });
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/return-photos') && r.request().method() === 'POST');
  await form.getByLabel('ಫೋಟೋ ಸೇರಿಸಿ').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  const photo = (await (await uploaded).json()) as { reason: string };
  expect(photo.reason).toBe('media.only_images');
  await expectKannadaRefusal(page, 'media.only_images');
});
