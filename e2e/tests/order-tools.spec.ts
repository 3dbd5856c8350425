import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

import { expect, test, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { pdfText } from './support/pdf';
import { productByTitle } from './storefront-support';

// Issue 32, finding an order fast and printing the parcel: the owner finds a shopper's orders by the
// phone number the shopper reads out, selects two, downloads their labels and packing slips as one PDF
// (its text checked; its first label rendered to a PNG, 4×6 inches with ink on it) and marks
// them packed in one step.

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00, untracked stock
const PINCODE = '580021';

/** A paid order of one shirt to `mobile`, through checkout and the sandbox; its id and number. */
async function paidOrder(page: Page, mobile: string): Promise<{ id: string; number: string }> {
  const shirt = await productByTitle(page.request, SHIRT);
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: shirt.id, size: 'L', type: 'Full Sleeve', quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const checkout = await page.request.post('/api/v1/checkout', {
    data: { name: 'Kavya Rao', address: '12, 4th Cross, Vidyanagar, Hubballi', pincode: PINCODE, mobile },
    headers: { 'Idempotency-Key': `order-tools-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const order = (await checkout.json()) as { orderId: string; providerOrderId: string };
  const paid = await page.request.post('/api/v1/payments/sandbox/pay', { data: { providerOrderId: order.providerOrderId, outcome: 'success' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const read = async () => (await (await page.request.get(`/api/v1/orders/${order.orderId}`)).json()) as { status: string; number: string };
  await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('paid');
  return { id: order.orderId, number: (await read()).number };
}

test('the owner finds two orders by phone, prints their labels as one PDF and marks them packed @desktop', async ({ page, browser }, testInfo) => {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await logInViaApi(page, await signUpViaApi(page.request));
  const first = await paidOrder(page, `+91${digits}`);
  const second = await paidOrder(page, digits);
  expect(first.number).toMatch(/^[A-Z0-9]{1,3}-\d{5,}$/);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const shop = await adminContext.newPage();
  await logInViaApi(shop, demoAdmin);
  await shop.goto('/dashboard?tab=orders');
  // the phone as the shopper reads it out, with spaces
  await shop.getByRole('searchbox', { name: 'Search orders' }).or(shop.getByPlaceholder('Search orders')).first().fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  const table = shop.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('checkbox')).toHaveCount(2);
  await expect(table).toContainText(first.number);
  await expect(table).toContainText(second.number);

  await table.getByRole('checkbox', { name: `Select order ${first.number}` }).check();
  await table.getByRole('checkbox', { name: `Select order ${second.number}` }).check();
  const bar = shop.getByRole('region', { name: 'Selected orders' });
  await expect(bar).toContainText('2 orders selected');
  await bar.getByLabel('Note on the packing slips').fill('Thank you for buying khadi!');
  const downloading = shop.waitForEvent('download');
  await bar.getByRole('button', { name: 'Print labels and slips' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parcels-.*\.pdf$/);
  const file = testInfo.outputPath('parcels.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(file);
  expect(text).toContain(`PIN ${PINCODE}`);
  expect(text).toContain(`Order ${first.number}`);
  expect(text).toContain(`Order ${second.number}`);
  expect(text).toContain('PREPAID');
  expect(text).toContain('Indigo Khadi Shirt');
  expect(text).toContain('Thank you for buying khadi!');
  // The first label as a picture, for a person to look at (kept with the test's results; `make test-e2e`
  // installs pdftoppm): a 4×6 inch page, drawn — not blank.
  mkdirSync(testInfo.outputDir, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', file, testInfo.outputPath('label')]);
  const png = readFileSync(testInfo.outputPath('label.png'));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 600]);
  const grey = execFileSync('pdftoppm', ['-gray', '-r', '10', '-f', '1', '-l', '1', '-singlefile', file]);
  const pixels = grey.subarray(grey.length - 40 * 60); // PGM: the header, then one byte a pixel
  expect(pixels.filter((value) => value < 128).length, 'dark ink on the label').toBeGreaterThan(60);

  await bar.getByRole('button', { name: 'Mark packed' }).dblclick();
  const results = bar.getByRole('list', { name: 'What happened to each order' });
  await expect(results).toContainText(`${first.number}: packed`);
  await expect(results).toContainText(`${second.number}: packed`);
  for (const order of [first, second]) {
    const detail = await shop.request.get(`/api/v1/admin/orders/${order.id}`);
    const body = (await detail.json()) as { fulfilment: string; timeline: { state: string }[] };
    expect(body.fulfilment).toBe('packed');
    expect(body.timeline.filter((step) => step.state === 'packed')).toHaveLength(1);
  }
  await adminContext.close();
});
