import { expect, test, type Locator } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';
import { paidOrder } from './support/orders';
import { makePng } from './support/png';

// Issue 16's acceptance, end to end: a paid order is packed and shipped with its tracking by the shop;
// the shopper — in another browser — sees 'Shipped' and the link, then 'Delivered'; asks to return one
// shirt and the fabric with a photo; the shop accepts, receives and refunds; both sides show the same
// amounts to the paisa.

const SHIRT = 'Indigo Khadi Shirt'; // ₹1,350.00 a piece, untracked stock
const FABRIC = 'Kora Khadi Fabric'; // ₹180.00 a metre, untracked stock
const TRACKING = 'EK987654321IN';
const TRACK_URL = `https://www.indiapost.gov.in/track?id=${TRACKING}`;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);

const SHIRT_PAISE = 135_000;
const FABRIC_PAISE = 49_500; // 2.75 m × ₹180.00
const ORDER_PAISE = 2 * SHIRT_PAISE + FABRIC_PAISE;
const RETURN_PAISE = SHIRT_PAISE + FABRIC_PAISE; // one shirt and the whole fabric length

/** The picture really came back from the server (the photo is private: the owner and admins only). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(320);
}

test('a delivered order is returned with a photo, accepted, received and refunded to the paisa', async ({ page, browser }) => {
  test.slow(); // three times the config's deadline
  const order = await paidOrder(page, [
    { title: SHIRT, size: 'L', type: 'Full Sleeve', quantity: 2 },
    { title: FABRIC, quantity: 2.75 },
  ]);
  expect(order.amount).toBe(ORDER_PAISE);
  await page.goto('/orders');
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(rupees(ORDER_PAISE));

  // The shop packs, ships with the tracking number, and the shopper sees it without reloading.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await adminContext.newPage();
  await logInViaApi(shop, demoAdmin);
  await shop.goto(`/dashboard/orders/${order.id}`);
  // issue 32: the heading names the order by its number, its id beside it
  await expect(shop.getByRole('heading', { level: 1, name: /^Order [A-Z0-9]{1,3}-\d{5,}$/ })).toBeVisible();
  await expect(shop.getByText(order.id, { exact: true }).first()).toBeVisible();
  await shop.getByRole('button', { name: 'Mark packed' }).click();
  await expect(shop.getByText('Marked packed')).toBeVisible();
  await shop.getByRole('button', { name: 'Ship…' }).click();
  const shipForm = shop.getByRole('form', { name: 'Ship the order' });
  await shipForm.getByLabel('Courier').fill('India Post');
  await shipForm.getByLabel('Tracking number').fill(TRACKING);
  await shipForm.getByLabel('Tracking link (optional)').fill(TRACK_URL);
  await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shop.getByText('Marked shipped')).toBeVisible();

  await expect(row.getByTestId('order-fulfilment')).toHaveText('Shipped');
  await row.getByRole('button').click();
  const popup = page.getByRole('dialog', { name: 'Order details' });
  await expect(popup.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', TRACK_URL);
  await expect(popup.getByRole('button', { name: 'Return items' })).toHaveCount(0); // not before delivery
  await popup.getByRole('button', { name: 'Close' }).click();

  await shop.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(shop.getByText('Delivered. Nothing left to do.')).toBeVisible();
  await expect(row.getByTestId('order-fulfilment')).toHaveText('Delivered');

  // The shopper asks to return one shirt and the fabric, with a photo of the damage.
  await row.getByRole('button').click();
  await expect(popup.getByText(/Returns possible until/)).toBeVisible();
  await popup.getByRole('button', { name: 'Return items' }).click();
  const form = page.getByRole('form', { name: 'Return items' });
  await form.getByRole('checkbox', { name: new RegExp(`${SHIRT} × 2`) }).check();
  await form.getByRole('combobox', { name: `How many of ${SHIRT}` }).selectOption('1');
  await form.getByRole('checkbox', { name: new RegExp(`${FABRIC} × 2.75 m`) }).check();
  await form.getByRole('radio', { name: /Damaged/ }).check();
  await form.getByRole('textbox', { name: 'What is wrong with it?' }).fill('The shirt arrived torn at the seam and the fabric stained.');
  await form.getByLabel('Add photos').setInputFiles({ name: 'seam.png', mimeType: 'image/png', buffer: makePng(320, 240) });
  await expect(form.getByText('Uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Request the return' }).click();

  const shopperReturn = popup.getByTestId('order-return');
  await expect(shopperReturn.getByTestId('return-status')).toHaveText('Return requested');
  await expect(shopperReturn.getByTestId('return-amount')).toHaveText(rupees(RETURN_PAISE));
  await expect(shopperReturn).toContainText(`${SHIRT} (L, Full Sleeve) × 1`);
  await expect(shopperReturn).toContainText(`${FABRIC} × 2.75 m`);
  await expectLoaded(shopperReturn.getByRole('img', { name: 'Photo 1 of 1' }));

  // The shop finds it under Returns, accepts it, and the shopper is told to send the items back.
  await shop.goto('/dashboard?tab=orders');
  await shop.getByRole('button', { name: 'Returns', exact: true }).click();
  await expect(shop.getByRole('button', { name: 'Returns', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(shop.getByText(rupees(ORDER_PAISE)).first()).toBeVisible();
  await shop.goto(`/dashboard/orders/${order.id}`);
  const returns = shop.getByRole('region', { name: 'Returns (1)' });
  await expect(returns.getByTestId('admin-return-status')).toHaveText('Requested — accept or decline');
  await expect(returns.getByTestId('admin-return-amount')).toHaveText(rupees(RETURN_PAISE));
  await expect(returns).toContainText('The shirt arrived torn at the seam and the fabric stained.');
  await returns.getByRole('button', { name: 'View photo 1 of 1 larger' }).click();
  await expectLoaded(shop.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('img'));
  await shop.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('button', { name: 'Close' }).click();
  await returns.getByRole('button', { name: 'Accept' }).click();
  await expect(returns.getByTestId('admin-return-status')).toHaveText('Accepted — waiting for the items');
  await expect(shopperReturn.getByTestId('return-status')).toHaveText('Return accepted — please send the items back');

  // The parcel comes back: received, refunded for exactly those lines.
  await returns.getByRole('button', { name: `Mark received and refund ${rupees(RETURN_PAISE)}…` }).click();
  await shop.getByRole('alertdialog').getByRole('button', { name: `Mark received and refund ${rupees(RETURN_PAISE)}` }).click();
  await expect(returns.getByTestId('admin-return-status')).toHaveText('Received and refunded');
  await expect(returns.getByTestId('admin-return-refund')).toHaveText(rupees(RETURN_PAISE));
  await expect(async () => {
    await shop.reload();
    await expect(shop.getByRole('list', { name: 'Refunds' })).toContainText(`${rupees(RETURN_PAISE)} · Refunded`);
  }).toPass({ timeout: 60_000 });
  await expect(shop.getByText(`Refunded ${rupees(RETURN_PAISE)} of ${rupees(ORDER_PAISE)}`)).toBeVisible();

  await expect(shopperReturn.getByTestId('return-status')).toHaveText(`Returned — refund ${rupees(RETURN_PAISE)}`);
  await expect(popup.getByTestId('refunded')).toHaveText(rupees(RETURN_PAISE));
  await expect(popup.getByText(rupees(ORDER_PAISE)).first()).toBeVisible();
  await adminContext.close();
});
