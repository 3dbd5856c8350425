import { expect, test } from './fixtures';

import { currentProducts } from './storefront-support';

// Issue 2: the store serves the demo catalogue, keeps the theme, and has a real 404.

test('home lists the demo products with their pictures', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);

  // The first card's picture really loaded (not a broken image). The cards sit below the hero and
  // their pictures load lazily, once they come near the screen.
  const firstImage = cards.first().locator('img');
  await expect(firstImage).toHaveAttribute('alt', /.+/);
  await firstImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('the API returns the demo catalogue', async ({ request }) => {
  const response = await request.get('/api/v1/products');
  expect(response.ok()).toBeTruthy();
  const body = await response.json();
  expect(body.products.length).toBeGreaterThanOrEqual(40);
  expect(body.products[0].imageUrl.length).toBeGreaterThanOrEqual(2);
});

test('dark mode is kept after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(html).toHaveClass(/dark/);

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' }).first()).toBeVisible();
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  const response = await page.goto('/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("each public page's HTML hints its own code, found through the build's route table", async ({ request }) => {
  // The build writes the app's route table beside Vite's manifest (dist/.vite/pages.json); the server
  // reads the two to hint each page's chunks (backend khadi/site/preload.py).
  const [product] = await currentProducts(request);
  const pages: [string, string][] = [
    ['/', 'home'],
    ['/allproducts', 'all-products'],
    [`/productInfo/${product.id}`, 'product'],
    ['/category/fabrics/silk', 'category'],
    ['/login', 'login'],
  ];
  for (const [path, chunk] of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js" />`));
  }
  // A guest is sent from /cart to /login: its code is not hinted.
  expect(await (await request.get('/cart')).text()).not.toMatch(/modulepreload" crossorigin href="\/assets\/cart-/);
});
