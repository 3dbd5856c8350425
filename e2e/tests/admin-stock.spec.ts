import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 15, the shop's side: the admin counts a product's stock in the dashboard and a product page open
// in another browser follows live, without a reload.

const FABRIC = 'Khadi Linen Fabric'; // one variant, counted in metres

test('the admin sets the stock and an open product page follows live @desktop', async ({ page, browser, request, baseURL }) => {
  const fabric = await productByTitle(request, FABRIC);
  expect(fabric.outOfStock).toBe(false);
  await logInViaApi(page, demoAdmin);
  const stockUrl = `/api/v1/admin/products/${fabric.id}/stock`;
  await page.request.delete(stockUrl); // not counted, whatever an earlier run left

  const shopper = await browser.newContext({ baseURL });
  try {
    const productPage = await shopper.newPage();
    await productPage.goto(`/productInfo/${fabric.id}`);
    await expect(productPage.getByRole('heading', { name: FABRIC })).toBeVisible();
    await expect(productPage.getByTestId('availability-notice')).toHaveCount(0);

    // the Products tab: not counted ('—'); the Stock dialog starts counting it
    await page.goto('/dashboard');
    await page.getByRole('search').getByRole('searchbox').fill(FABRIC);
    const stockButton = page.getByRole('table', { name: 'Products' }).getByRole('button', { name: `Stock of ${FABRIC}: not counted` });
    await stockButton.click();
    const dialog = page.getByRole('dialog', { name: `Stock · ${FABRIC}` });
    await expect(dialog).toContainText('Not counted');
    const count = dialog.getByLabel('Count of One size in metres');
    await count.fill('2.3');
    await dialog.getByRole('button', { name: 'Start counting stock' }).click();
    await expect(dialog.getByText('Stock must be in steps of 0.25 m')).toBeVisible();
    await count.fill('2.25');
    await dialog.getByRole('button', { name: 'Start counting stock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock is now counted' })).toBeVisible();
    await expect(dialog).toContainText('2.25 m left');

    // the last of it is gone: the open product page says so, live
    await dialog.getByLabel('Count of One size in metres').fill('0');
    await dialog.getByRole('button', { name: 'Save counts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock saved' })).toBeVisible();
    await expect(dialog).toContainText('None left');
    await expect(productPage.getByTestId('availability-notice')).toHaveText('Out of Stock');

    // the history says who, and why
    await dialog.getByRole('button', { name: 'History of One size' }).click();
    const history = dialog.getByRole('region', { name: 'Stock history of One size' });
    const [latest, before] = [history.getByRole('listitem').nth(0), history.getByRole('listitem').nth(1)];
    await expect(latest).toContainText('Edited −2.25 m');
    await expect(latest).toContainText('0 m left');
    await expect(latest).toContainText('admin@khadi.test');
    await expect(before).toContainText('Edited +2.25 m');
    await expect(before).toContainText('2.25 m left');

    // stock arrives: the page offers it again, live
    await dialog.getByLabel('Metres to add').fill('5');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toContainText('5 m left');
    await expect(productPage.getByTestId('availability-notice')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('table', { name: 'Products' }).getByTestId('stock-count')).toHaveText('5 m');

    // the low-stock list
    await page.request.put(stockUrl, { data: { variants: [{ count: 1, expected: 5 }] } });
    await page.goto('/dashboard?tab=stock');
    await expect(page.getByRole('button', { name: `Manage stock of ${FABRIC}` })).toBeVisible();
  } finally {
    await page.request.delete(stockUrl);
    await shopper.close();
  }
});
