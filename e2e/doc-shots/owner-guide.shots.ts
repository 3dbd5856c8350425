import { expect, test, type Page } from '../tests/fixtures';

import { demoAdmin, logInViaApi } from '../tests/support/auth';
import { productByTitle } from '../tests/storefront-support';

// The owner guide's pictures (docs/owner-guide.md → docs/images/), taken from the demo store by
// `make doc-shots`. Not a test of the store: the specs under tests/ check the same screens.

const SHIRT = 'Checked Khadi Shirt';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../docs/images/${name}-desktop.png` });
}

test('the owner guide: stock per size, the cart summary setting and the language switch', async ({ page, request }) => {
  const shirt = await productByTitle(request, SHIRT);
  await logInViaApi(page, demoAdmin);

  await page.goto(`/update-product/${shirt.id}?lang=en`);
  const section = page.getByRole('region', { name: 'Stock per size' });
  const open = section.getByRole('button', { name: 'Set stock per size' });
  await open.scrollIntoViewIfNeeded();
  await shot(page, 'owner-stock-section');
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Stock · ${SHIRT}` });
  await dialog.getByLabel(/^Count of /).first().fill('4');
  await shot(page, 'owner-stock-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard?tab=settings&lang=en');
  await page.getByRole('group', { name: 'Cart summary' }).scrollIntoViewIfNeeded();
  await shot(page, 'owner-cart-summary');

  await page.goto('/dashboard?lang=kn');
  await expect(page.getByRole('combobox', { name: 'ಭಾಷೆ' })).toHaveValue('kn');
  await shot(page, 'owner-language-switch');
  await page.goto('/dashboard?lang=en'); // the admin's language is kept with the account
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});
