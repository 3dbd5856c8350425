import { expect, test } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';
import { paidOrder } from './support/orders';

// Issue 17, end to end: a paid order's document is ready for the shopper and for the shop. The demo
// shop has no GSTIN, so it is a plain receipt — the store says so rather than issuing a tax invoice it
// may not (the tax invoice itself is checked field by field in the backend's PDF tests).

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00 a piece
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

test('a paid order has a numbered receipt the shopper downloads as a PDF and the shop sees', async ({ page, browser }) => {
  test.slow(); // three times the config's deadline
  const order = await paidOrder(page, [{ title: SHIRT, size: 'M', type: 'Full Sleeve', quantity: 1 }]);
  // The shirt and the demo's delivery within Karnataka (a 300 g parcel, ₹60; free from ₹1,500).
  expect(order.amount).toBe(135_000 + 6_000);

  await page.goto('/orders');
  await page.getByTestId('order-row').first().getByRole('button').click();
  const popup = page.getByRole('dialog', { name: 'Order details' });
  const [download] = await Promise.all([page.waitForEvent('download'), popup.getByRole('link', { name: /Download invoice/ }).click()]);
  const body = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(body).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // The shop sees the same document, numbered in the receipts' series, on the order page.
  const shopContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await shopContext.newPage();
  await logInViaApi(shop, demoAdmin);
  await shop.goto(`/dashboard/orders/${order.id}`);
  const documents = shop.getByRole('list', { name: 'Invoices and credit notes' });
  await expect(documents).toContainText('Receipt');
  await expect(documents).toContainText(/[A-Z0-9]{1,3}R\/\d\d-\d\d\/\d{5}/);
  await expect(documents).toContainText(inr.format(1410));
  const pdf = await shop.request.get(`/api/v1/admin/orders/${order.id}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await shopContext.close();
});
