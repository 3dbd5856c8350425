import { expect, test } from './fixtures';

import { cardTitles, currentProducts, showFilters } from './storefront-support';

// Issue 3: /allproducts filters (spec §2, §9) and the category pages.

const rupees = (paise: number) => paise / 100;

test('the listing shows products up to the default ₹2,000, with the spec controls', async ({ page, request }) => {
  const all = await currentProducts(request);
  await page.goto('/allproducts');
  await showFilters(page);
  const slider = page.getByRole('slider', { name: 'Up to' });
  await expect(slider).toHaveValue('2000');
  await expect(slider).toHaveAttribute('min', '0');
  await expect(slider).toHaveAttribute('max', '5000');
  await expect(page.getByTestId('price-value')).toHaveText('₹2,000');
  const fabrics = page.getByRole('group', { name: 'Fabric' });
  await expect(fabrics.getByRole('checkbox')).toHaveCount(4);
  for (const fabric of ['silk', 'lenin', 'khadi', 'cotton']) {
    await expect(fabrics.getByRole('checkbox', { name: fabric, exact: true })).toBeVisible();
  }
  const categories = new Set(all.map((p) => p.category));
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('checkbox')).toHaveCount(categories.size);

  const expected = all.filter((p) => rupees(p.price) <= 2000).map((p) => p.title);
  expect(await cardTitles(page)).toEqual(expected);
});

test('each filter alone: category, fabric, price and search', async ({ page, request }) => {
  const all = await currentProducts(request);
  await page.goto('/allproducts');
  await showFilters(page);

  await page.getByRole('checkbox', { name: 'Honey' }).check();
  await expect(page).toHaveURL(/\?category=honey$/);
  expect(await cardTitles(page)).toEqual(all.filter((p) => p.category === 'honey').map((p) => p.title));
  await page.getByRole('checkbox', { name: 'Honey' }).uncheck();
  await expect(page).toHaveURL(/\/allproducts$/);

  await page.getByRole('checkbox', { name: 'silk', exact: true }).check();
  await expect(page).toHaveURL(/\?fabric=silk$/);
  expect(await cardTitles(page)).toEqual(['Ilkal Silk Fabric', 'Tussar Khadi Silk Fabric']);
  await page.getByRole('checkbox', { name: 'silk', exact: true }).uncheck();

  await page.getByRole('slider', { name: 'Up to' }).fill('150');
  await expect(page.getByTestId('price-value')).toHaveText('₹150');
  await expect(page).toHaveURL(/\?max=150$/);
  expect(await cardTitles(page)).toEqual(all.filter((p) => rupees(p.price) <= 150).map((p) => p.title));
  await page.getByRole('slider', { name: 'Up to' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('price-value')).toHaveText('₹200');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('sandalwood');
  await expect(page).toHaveURL(/\?q=sandalwood$/);
  const titles = await cardTitles(page);
  expect(titles).toContain('Mysore Sandalwood Soap');
  expect(titles).toContain('Sandalwood Attar');
  expect(titles.every((title) => all.some((p) => p.title === title))).toBeTruthy();
});

test('filters combine, live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/allproducts');
  await showFilters(page);
  await page.getByRole('checkbox', { name: 'Fabrics' }).check();
  await page.getByRole('checkbox', { name: 'Kurta' }).check();
  await page.getByRole('checkbox', { name: 'silk', exact: true }).check();
  await page.getByRole('slider', { name: 'Up to' }).fill('5000');
  await expect(page).toHaveURL(/\?category=fabrics&category=kurta&max=5000&fabric=silk$/);
  const combined = await cardTitles(page);
  expect(combined).toEqual(['Ilkal Silk Fabric', 'Tussar Khadi Silk Fabric']);

  await page.reload();
  await showFilters(page);
  expect(await cardTitles(page)).toEqual(combined);
  await expect(page.getByRole('checkbox', { name: 'Fabrics' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Kurta' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'silk', exact: true })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Up to' })).toHaveValue('5000');

  await page.getByRole('slider', { name: 'Up to' }).fill('800');
  await expect(page.getByText('No products match your filters.')).toBeVisible();
  await page.goto('/allproducts?category=fabrics&fabric=lenin&q=linen');
  expect(await cardTitles(page)).toEqual(['Khadi Linen Fabric']);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('linen');
});

test('a category page: case-insensitive, title-cased heading, subcategory chips', async ({ page }) => {
  await page.goto('/category/FABRICS/Silk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fabrics / Silk');
  expect(await cardTitles(page, 'Fabrics / Silk')).toEqual(['Ilkal Silk Fabric', 'Tussar Khadi Silk Fabric']);
  const types = page.getByRole('navigation', { name: 'Fabrics types' });
  await types.getByRole('link', { name: 'Polyester' }).click();
  await expect(page).toHaveURL(/\/category\/FABRICS\/Polyester$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fabrics / Polyester');
  expect(await cardTitles(page, 'Fabrics / Polyester')).toEqual(['Poly Khadi Fabric']);

  await page.goto('/category/nehru-jacket');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nehru Jacket');
});

test("a category with nothing in it says 'No products found in this category.'", async ({ page }) => {
  const response = await page.goto('/category/car-seater-set');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Seater Set');
  await expect(page.getByText('No products found in this category.')).toBeVisible();
  await page.goto('/category/fabrics/khadi-silk-blend');
  await expect(page.getByText('No products found in this category.')).toBeVisible();
});
