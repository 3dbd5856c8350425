import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';

// Issue 28: a category's page names the category as the owner does — heading, breadcrumb and the
// cards' category line — never its slug title-cased, in English and in Kannada.

test("the demo's 'mats' page says 'Sleeping Mats' in its heading, breadcrumb and cards", async ({ page }) => {
  await page.goto('/category/mats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleeping Mats');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sleeping Mats');
  const cards = page.getByRole('list', { name: 'Sleeping Mats' }).locator('article');
  await expect(cards.first()).toBeVisible();
  for (const line of await cards.locator('p.uppercase').allTextContents()) expect(line).toBe('Sleeping Mats');
  await expect(page).toHaveTitle(/^Sleeping Mats · /);
});

test("a renamed category shows its new name, and in Kannada its Kannada name or else the owner's", async ({ page, browser }) => {
  await logInViaApi(page, demoAdmin);
  const created = await page.request.post('/api/v1/admin/categories', { data: { name: `Durrie ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const { name } = (await created.json()) as { name: string };
  const guest = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  try {
    const renamed = await page.request.patch(`/api/v1/admin/categories/${name}`, {
      data: { label: 'Handloom Durries' },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);

    await guest.goto(`/category/${name}`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Handloom Durries');
    await expect(guest.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Handloom Durries');
    await expect(guest).toHaveTitle(/^Handloom Durries · /);

    // No Kannada name yet: the owner's English one, not the slug.
    await guest.goto(`/category/${name}?lang=kn`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Handloom Durries');

    const named = await page.request.patch(`/api/v1/admin/categories/${name}`, {
      data: { label: 'Handloom Durries', labelKn: 'ಕೈಮಗ್ಗದ ಜಮಖಾನ' },
    });
    expect(named.status(), await named.text()).toBe(200);
    await guest.goto(`/category/${name}?lang=kn`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('ಕೈಮಗ್ಗದ ಜಮಖಾನ');
    await expect(guest.getByRole('navigation').filter({ hasText: 'ಕೈಮಗ್ಗದ ಜಮಖಾನ' })).toBeVisible();
  } finally {
    await guest.close();
    await page.request.delete(`/api/v1/admin/categories/${name}`);
  }
});
