import { expect, test } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 28: a double click on Add to Cart adds one piece — one click, one line change — on a phone and
// a desktop, in English and Kannada.

const SHIRT = 'Handspun Khadi Cotton Shirt'; // sizes S–2XL, Full/Half Sleeve

for (const language of ['en', 'kn'] as const) {
  test(`a double click on Add to Cart adds one piece (${language})`, async ({ page, request }) => {
    const shirt = await productByTitle(request, SHIRT);
    await logInViaApi(page, await signUpViaApi(page.request));
    await page.goto(`/productInfo/${shirt.id}?size=M&type=Full%20Sleeve&lang=${language}`);
    const add = page.getByRole('button', { name: language === 'en' ? 'Add to Cart' : 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' });
    await expect(add).toBeEnabled();
    const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart/lines') && r.request().method() === 'POST');
    await add.dblclick();
    expect((await added).status()).toBe(200);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(add).toBeEnabled();
    // what the server holds, once every request has settled
    await expect
      .poll(async () => {
        const cart = (await (await page.request.get('/api/v1/cart')).json()) as { lines: { quantity: number }[] };
        return cart.lines.map((line) => line.quantity);
      })
      .toEqual([1]);
    await page.waitForLoadState('networkidle');
    const cart = (await (await page.request.get('/api/v1/cart')).json()) as { lines: { quantity: number }[] };
    expect(cart.lines.map((line) => line.quantity)).toEqual([1]);

    // a second, separate click is a second piece
    await add.click();
    await expect
      .poll(async () => {
        const after = (await (await page.request.get('/api/v1/cart')).json()) as { lines: { quantity: number }[] };
        return after.lines.map((line) => line.quantity);
      })
      .toEqual([2]);
  });
}
