import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi, uniqueEmail } from './support/auth';
import { paidOrder } from './support/orders';

// Issue 32: the owner sees today's sale in the Sales tab's table of net sales per day (the chart's own
// figures, as a screen reader reads them), downloads it as a CSV, and finds the shopper in the Customers tab
// with the order on the customer's page.

const SHIRT = 'Indigo Khadi Shirt';
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const istDay = (format: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...format, timeZone: 'Asia/Kolkata' }).format(new Date());

type Report = { days: { day: string; net: number }[] };

test("the owner sees the day's sale in the chart's table and finds the customer", async ({ page }) => {
  await logInViaApi(page, demoAdmin);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }); // YYYY-MM-DD
  const netToday = async () => {
    const report = (await (await page.request.get('/api/v1/admin/reports/sales?days=7')).json()) as Report;
    return report.days.find((day) => day.day === today)?.net ?? 0;
  };
  const before = await netToday();

  const name = `Meera Salesreport ${Date.now().toString(36)}`;
  const email = uniqueEmail('sales-report');
  const order = await paidOrder(page, [{ title: SHIRT, size: 'M', type: 'Full Sleeve', quantity: 1 }], { name, email });

  await logInViaApi(page, demoAdmin);
  expect(await netToday()).toBe(before + order.amount);
  await page.goto('/dashboard?tab=sales&lang=en');
  await expect(page.getByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Table: Net sales per day' });
  const row = table.getByRole('row', { name: new RegExp(istDay({ day: 'numeric', month: 'short', year: 'numeric' })) });
  await expect(row).toContainText(inr.format((before + order.amount) / 100), { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Chart: Net sales per day' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Net sales per day as CSV' }).click();
  const csv = await (await download).path();
  const text = (await import('node:fs')).readFileSync(csv, 'utf8');
  expect(text).toContain('Day,Orders,Sales,Refunds,Net sales,Average order');
  expect(text).toContain(`${today},`);

  await page.getByRole('tab', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  // a table row on a desktop, a card in the list on a phone
  const customer = page.getByRole('row', { name: new RegExp(name) }).or(page.getByRole('listitem').filter({ hasText: name }));
  await expect(customer).toContainText(inr.format(order.amount / 100), { timeout: 30_000 });
  await customer.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: order.id })).toBeVisible();
});
