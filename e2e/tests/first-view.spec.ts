// Issue 33: the home page, the listing, a category and a product arrive drawn by the server — with
// JavaScript off a shopper reads them and follows their links, in English and in Kannada.
import { expect, test } from './fixtures';

import { currentProducts, productByTitle } from './storefront-support';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);
const SHIRT = 'Indigo Khadi Shirt';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the four pages show their content and their links work, in English', async ({ page }) => {
    const shirt = await productByTitle(page.request, SHIRT);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Khadi woven by hand, made to last.' })).toBeVisible();
    await expect(page.getByRole('link', { name: SHIRT }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Shop Now' }).click();

    await expect(page).toHaveURL(/\/allproducts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Products', exact: true }).locator('article').filter({ hasText: SHIRT });
    await expect(card).toContainText(rupees(shirt.price));
    await expect(card.getByRole('img', { name: SHIRT })).toBeVisible();

    await page.goto('/category/shirts');
    await expect(page.getByRole('heading', { level: 1, name: 'Shirts' })).toBeVisible();
    await page.getByRole('link', { name: SHIRT }).click();

    await expect(page).toHaveURL(`/productInfo/${shirt.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SHIRT })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(rupees(shirt.price));
    await expect(page.getByRole('main').getByRole('radio', { name: /^M\b/ })).toBeAttached(); // its sizes
    await expect(page.getByRole('main').getByRole('img', { name: new RegExp(SHIRT) }).first()).toBeVisible();
    // the shop's phone number, which the page could not show without JavaScript before
    const shop = (await (await page.request.get('/api/v1/shop')).json()) as { phone: string };
    await expect(page.getByRole('contentinfo')).toContainText(shop.phone);
    await expect(page.getByText('Please enable JavaScript to shop here.')).toHaveCount(0);
  });

  test('the four pages show their content and their links work, in Kannada', async ({ page }) => {
    const products = await currentProducts(page.request);
    const shirt = products.find((product) => product.title === SHIRT)!;
    const kannada = (shirt as unknown as { titleKn: string }).titleKn;
    expect(kannada).toMatch(/[\u0C80-\u0CFF]/);

    await page.goto('/?lang=kn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    await expect(page.getByRole('link', { name: 'ಈಗಲೇ ಖರೀದಿಸಿ' })).toBeVisible();
    await page.getByRole('link', { name: 'ಈಗಲೇ ಖರೀದಿಸಿ' }).click();

    await expect(page).toHaveURL(/\/allproducts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು' })).toBeVisible();
    await expect(page.getByRole('link', { name: kannada }).first()).toBeVisible();

    await page.goto('/category/shirts');
    await expect(page.getByRole('heading', { level: 1, name: 'ಶರ್ಟ್‌ಗಳು' })).toBeVisible();
    await page.getByRole('link', { name: kannada }).click();

    await expect(page).toHaveURL(`/productInfo/${shirt.id}`);
    await expect(page.getByRole('heading', { level: 1, name: kannada })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('ಎಲ್ಲಾ ತೆರಿಗೆಗಳು ಸೇರಿವೆ');
    await expect(page.getByRole('main')).toContainText(rupees(shirt.price));
  });
});

test('with JavaScript on, the app takes the drawn page over without moving it and answers taps', async ({ page }) => {
  const shirt = await productByTitle(page.request, SHIRT);
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  await page.goto(`/productInfo/${shirt.id}`); // waits for the app (fixtures.ts)
  await expect(page.locator('#root')).toHaveAttribute('data-first-view', '');
  // hydrated, not drawn again: a tap on a size works, and React reported no mismatch
  await page.getByRole('main').getByText(/^M\b/).first().click();
  await expect(page.getByRole('main').getByRole('radio', { name: /^M\b/ })).toBeChecked();
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.01);
});
