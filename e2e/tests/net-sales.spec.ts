import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';

// Issue 28: the dashboard keeps the spec's 'Total Sales' and shows net sales after refunds beside it,
// in English and in Kannada, on the desktop and the 390 px phone.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

test("'Total Sales' stays, and beside it the net sales after refunds", async ({ page }) => {
  await logInViaApi(page, demoAdmin);
  const stats = (await (await page.request.get('/api/v1/admin/stats')).json()) as { totalSales: number; netSales: number };
  expect(stats.netSales).toBeLessThanOrEqual(stats.totalSales);

  // The admin's language is kept with the account: start in English, and leave it English.
  await page.goto('/dashboard?lang=en');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Total Sales', { exact: true })).toBeVisible();
  await expect(totals.getByTestId('total-sales')).toHaveText(inr.format(stats.totalSales / 100));
  await expect(totals.getByText('Net sales after refunds')).toBeVisible();
  await expect(totals.getByTestId('net-sales')).toHaveText(inr.format(stats.netSales / 100));

  try {
    await page.goto('/dashboard?lang=kn');
    await expect(page.getByText('ಹಿಂಪಾವತಿಯ ನಂತರ ನಿವ್ವಳ ಮಾರಾಟ')).toBeVisible();
    await expect(page.getByTestId('net-sales')).toHaveText(inr.format(stats.netSales / 100));
  } finally {
    await page.goto('/dashboard?lang=en');
    await expect(page.getByText('Net sales after refunds')).toBeVisible();
  }
});
