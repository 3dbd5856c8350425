import { expect, test, type Page } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';

// Issue 13: categories managed from the dashboard's Categories tab. A category in use cannot be deleted
// (the server's message is shown); an empty one can, and it leaves the shop's category list.

type AdminCategory = { name: string; label: string; products: number; soldByMetre: boolean };

async function adminCategories(page: Page): Promise<AdminCategory[]> {
  const response = await page.request.get('/api/v1/admin/categories');
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminCategory[];
}

const categoriesList = (page: Page) => page.getByRole('list', { name: 'Categories', exact: true });
const categoryCard = (page: Page, label: string) => categoriesList(page).getByRole('listitem', { name: label, exact: true });

test.beforeEach(async ({ page }) => {
  await logInViaApi(page, demoAdmin);
});

test('a category in use cannot be deleted: the server says why and it stays', async ({ page }) => {
  const used = (await adminCategories(page)).find((category) => category.products > 0 && !category.soldByMetre);
  expect(used, 'the demo catalogue has a category with products').toBeDefined();
  const { label, name, products } = used as AdminCategory;

  await page.goto('/dashboard?tab=categories');
  await expect(categoryCard(page, label)).toContainText(`${products} product`);
  await categoryCard(page, label).getByRole('button', { name: `Delete ${label}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete "${label}"?` });
  await expect(dialog.getByRole('combobox', { name: /^Move \d+ products? to$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Move and delete' }).click();
  const them = products === 1 ? 'it' : 'them';
  await expect(dialog.getByRole('alert')).toHaveText(
    `${products} product${products === 1 ? ' is' : 's are'} in ${label}. Move ${them} to another category first.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await expect(categoryCard(page, label)).toBeVisible();
  expect((await adminCategories(page)).find((category) => category.name === name)?.products).toBe(products);
});

test('an empty category is deleted and leaves the shop', async ({ page, browser }) => {
  const label = `E2E Durries ${Date.now()}`;
  const created = await page.request.post('/api/v1/admin/categories', { data: { name: label } });
  expect(created.status()).toBe(201);
  const { name } = (await created.json()) as { name: string };

  await page.goto('/dashboard?tab=categories');
  await expect(categoryCard(page, label)).toContainText('0 products');
  await categoryCard(page, label).getByRole('button', { name: `Delete ${label}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete "${label}"?` });
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${label} deleted` })).toBeVisible();
  await expect(categoryCard(page, label)).toHaveCount(0);

  // a guest's shop no longer lists it
  const guest = await browser.newContext();
  try {
    const shop = (await (await guest.request.get(new URL('/api/v1/categories', page.url()).toString())).json()) as { name: string }[];
    expect(shop.map((category) => category.name)).not.toContain(name);
    expect(shop.length).toBeGreaterThan(0);
  } finally {
    await guest.close();
  }
});
