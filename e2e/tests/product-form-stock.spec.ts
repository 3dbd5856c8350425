import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 28: the owner sets stock per size in the product form (before, only from a bare '—' in the
// product list), in English and Kannada, on the desktop and the 390 px phone. The owner guide's
// pictures of it are taken by `make doc-shots` (doc-shots/).

const SHIRT = 'Checked Khadi Shirt';
test('the product form sets the count of a size, and the product is counted from then on', async ({ page, request }) => {
  const shirt = await productByTitle(request, SHIRT);
  await logInViaApi(page, demoAdmin);
  const stockUrl = `/api/v1/admin/products/${shirt.id}/stock`;
  await page.request.delete(stockUrl); // not counted, whatever an earlier run left
  try {
    await page.goto(`/update-product/${shirt.id}?lang=en`);
    const section = page.getByRole('region', { name: 'Stock per size' });
    await expect(section).toContainText('Count the pieces (or metres) of each size and type');
    await section.getByRole('button', { name: 'Set stock per size' }).scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Set stock per size' }).click();

    const dialog = page.getByRole('dialog', { name: `Stock · ${SHIRT}` });
    await expect(dialog).toContainText('Not counted');
    const counts = dialog.getByLabel(/^Count of /);
    expect(await counts.count()).toBeGreaterThan(1); // one per size (and type)
    await counts.first().fill('4');
    await dialog.getByRole('button', { name: 'Start counting stock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock is now counted' })).toBeVisible();

    const stock = (await (await page.request.get(stockUrl)).json()) as { tracked: boolean; variants: { onHand: number }[] };
    expect(stock.tracked).toBe(true);
    expect(stock.variants[0].onHand).toBe(4);

    await page.goto(`/update-product/${shirt.id}?lang=kn`);
    const kannada = page.getByRole('region', { name: 'ಪ್ರತಿ ಅಳತೆಯ ದಾಸ್ತಾನು' });
    await kannada.getByRole('button', { name: 'ಪ್ರತಿ ಅಳತೆಯ ದಾಸ್ತಾನು ಹೊಂದಿಸಿ' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } finally {
    await page.request.delete(stockUrl);
    await page.goto('/dashboard?lang=en'); // the admin's language is kept with the account
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
});
