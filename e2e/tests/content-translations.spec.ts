import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';

// Issue 18: what admins write has Kannada and Hindi versions. An admin types a Kannada About text on the
// Pages tab and a Kannada subcategory name in a category's dialog; a shopper reading Kannada sees both. The
// About page and the category are put back as they were.

type Json = Record<string, unknown>;

test('an admin enters a Kannada About text and subcategory name; a shopper in Kannada sees them @desktop', async ({
  page,
  browser,
}) => {
  await logInViaApi(page, demoAdmin);
  const stamp = Date.now();
  const label = `E2E Bath ${stamp}`;
  const created = await page.request.post('/api/v1/admin/categories', { data: { name: label, subcategories: ['soap'] } });
  expect(created.status(), await created.text()).toBe(201);
  const { name } = (await created.json()) as { name: string };
  const aboutBefore = (await (await page.request.get('/api/v1/admin/pages/about')).json()) as Json;
  const intro = `ಖಾದಿ ನಮ್ಮ ಹೆಮ್ಮೆ ${stamp}`;
  const guest = await (await browser.newContext()).newPage();

  try {
    // the About page's Kannada introduction, typed on the Pages tab
    await page.goto('/dashboard?tab=pages');
    const form = page.getByRole('form', { name: 'About Us' });
    await expect(form).toBeVisible();
    await page.getByRole('group', { name: 'Language of the page' }).getByRole('button', { name: 'ಕನ್ನಡ' }).click();
    await form.getByLabel('Introduction (ಕನ್ನಡ)').fill(intro);
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Page saved')).toBeVisible();

    // the subcategory's Kannada name, typed in the category's dialog
    await page.goto('/dashboard?tab=categories');
    const card = page.getByRole('list', { name: 'Categories', exact: true }).getByRole('listitem', { name: label, exact: true });
    await card.getByRole('button', { name: `Edit ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${label}` });
    await dialog.getByLabel('soap in ಕನ್ನಡ').fill('ಸಾಬೂನು');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Category saved' })).toBeVisible();
    await expect(card).toContainText('ಸಾಬೂನು');

    // a shopper reading Kannada
    await guest.goto('/about-us?lang=kn');
    await expect(guest.locator('html')).toHaveAttribute('lang', 'kn');
    await expect(guest.getByRole('heading', { level: 1, name: 'ನಮ್ಮ ಬಗ್ಗೆ' })).toBeVisible();
    await expect(guest.getByRole('main').getByText(intro)).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'ನಮ್ಮ ಧ್ಯೇಯ' })).toBeVisible();

    await guest.goto(`/category/${name}`);
    await expect(guest.getByRole('link', { name: 'ಸಾಬೂನು', exact: true })).toBeVisible();

    // the same page in English is unchanged
    const english = (await (await guest.request.get('/api/v1/pages/about?lang=en')).json()) as Json;
    expect(english.intro).toBe(aboutBefore.intro);
  } finally {
    const { version } = (await (await page.request.get('/api/v1/admin/pages/about')).json()) as Json;
    const restored = await page.request.put('/api/v1/admin/pages/about', {
      data: {
        version,
        intro: aboutBefore.intro,
        mission: aboutBefore.mission,
        vision: aboutBefore.vision,
        values: aboutBefore.values,
        team: (aboutBefore.team as Json[]).map(({ photo: _photo, ...member }) => member),
        kn: aboutBefore.kn,
        hi: aboutBefore.hi,
      },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await page.request.delete(`/api/v1/admin/categories/${name}`);
    await guest.context().close();
  }
});
