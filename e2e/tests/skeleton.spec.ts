import { expect, test } from '@playwright/test';

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
