import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { expectToastShown } from './support/toasts';
import { productByTitle } from './storefront-support';

// Issue 7: the admin screens (spec §2 /dashboard, /add-product, /update-product/{id}; §5 product rules;
// §8 product messages) against the real server, uploads included.

// --- images made in the test ----------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG whose pixels come from `colour` (random when not given). */
function png(width: number, height: number, colour?: (x: number, y: number) => [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    rows[row] = 0; // filter: none
    if (!colour) rows.set(randomBytes(width * 3), row + 1);
    else for (let x = 0; x < width; x += 1) rows.set(colour(x, y), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Small (a few KB): sent in one multipart request. */
const smallPng = { name: 'indigo-swatch.png', mimeType: 'image/png', buffer: png(64, 64, (x, y) => [40 + x, 60 + y, 150]) };
/** Random noise does not compress: ~1 MB, well over 256 KB, so it goes through tus in chunks. */
const largePng = { name: 'silk-noise.png', mimeType: 'image/png', buffer: png(600, 600) };

// --- helpers --------------------------------------------------------------------------------------

type Stats = { totalProducts: number; totalUsers: number; totalSales: number };
type AdminProduct = { id: string; title: string; price: number; subCategories: string[]; imageKeys: string[]; imageUrl: string[] };

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

async function stats(request: APIRequestContext): Promise<Stats> {
  const response = await request.get('/api/v1/admin/stats');
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

async function findProduct(request: APIRequestContext, title: string): Promise<AdminProduct | undefined> {
  const response = await request.get(`/api/v1/admin/products?page=1&pageSize=5&q=${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: AdminProduct[] };
  return items.find((item) => item.title === title);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const form = (page: Page) => page.getByRole('form');
const submit = (page: Page, name: 'Add Product' | 'Update Product') => form(page).getByRole('button', { name, exact: true }).click();

async function expectStatCards(page: Page, expected: Stats) {
  await expect(page.getByTestId('total-products')).toHaveText(count(expected.totalProducts));
  await expect(page.getByTestId('total-users')).toHaveText(count(expected.totalUsers));
  await expect(page.getByTestId('total-sales')).toHaveText(inr(expected.totalSales));
}

/** One row of a list: a table row on wide screens, a card on phones. */
const entry = (panel: Locator, text: string) => panel.locator('tr, li').filter({ hasText: text });

async function searchProducts(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
}

test.beforeEach(async ({ page }) => {
  await logInViaApi(page, demoAdmin);
});

test('a fabric from empty form to the shop: validation, two uploads (one resumable), edit, delete', async ({ page }) => {
  test.slow(); // a long walk (72–84 s on a loaded machine): three times the config's deadline
  const stamp = Date.now();
  const title = `E2E Ilkal Silk ${stamp}`;
  const before = await stats(page.request);
  try {
    // The dashboard's cards show the server's totals.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectStatCards(page, before);
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/add-product$/);

    // spec §5: every missing field gives 'All fields are required', the field says which.
    await expect(page.getByLabel('Price (₹)', { exact: true })).toHaveValue('0'); // spec §3: default 0
    await submit(page, 'Add Product');
    await expect(toast(page, 'All fields are required')).toBeVisible();
    await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Handwoven Ilkal silk from Bagalkot, sold by the metre.');
    await submit(page, 'Add Product');
    await expect(toast(page, 'All fields are required')).toBeVisible();
    await expect(page.getByText('Price must be greater than 0', { exact: true })).toBeVisible();
    await expect(page.getByText('Title is required', { exact: true })).toHaveCount(0);

    const category = page.getByLabel('Category', { exact: true });
    await category.selectOption({ label: 'Fabrics' });
    await expect(page.getByLabel('Price per metre (₹)', { exact: true })).toBeVisible(); // Fabrics are priced per metre
    await page.getByLabel('Price per metre (₹)', { exact: true }).fill('1,234.50');
    await submit(page, 'Add Product');
    await expect(toast(page, 'All fields are required')).toBeVisible();
    await expect(page.getByText('Subcategory is required', { exact: true })).toBeVisible(); // shown because Fabrics has some
    await page.getByLabel('Subcategory').selectOption('silk');

    const tags = page.getByLabel('Tags', { exact: true });
    await tags.fill('  e2e-silk  ');
    await tags.press('Enter');
    await tags.pressSequentially('fabric,E2E-SILK,');
    await expect(page.getByRole('list', { name: 'Tags added' }).getByRole('listitem')).toHaveText(['e2e-silk', 'fabric']);
    await submit(page, 'Add Product');
    await expect(toast(page, 'All fields are required')).toBeVisible();
    await expect(page.getByText('Add at least one image', { exact: true })).toBeVisible();

    // Two images: the small one in one request, the large one through tus in chunks. The large one's
    // later chunks are held until its progress has been seen, and the connection drops once mid-way:
    // the client asks the server how much it holds (HEAD) and continues from there.
    const tusPatches: string[] = [];
    const tusHeads: string[] = [];
    const multipartUploads: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (request.method() === 'PATCH' && url.includes('/api/v1/admin/uploads/tus/')) tusPatches.push(url);
      if (request.method() === 'HEAD' && url.includes('/api/v1/admin/uploads/tus/')) tusHeads.push(url);
      if (request.method() === 'POST' && url.endsWith('/api/v1/admin/uploads')) multipartUploads.push(url);
    });
    let patchesSeen = 0;
    let progressShown = () => {};
    const progressSeen = new Promise<void>((resolve) => {
      progressShown = resolve;
    });
    await page.route('**/api/v1/admin/uploads/tus/*', async (route) => {
      if (route.request().method() === 'PATCH') {
        patchesSeen += 1;
        if (patchesSeen === 2) return route.abort('connectionreset');
        if (patchesSeen > 2) await progressSeen;
      }
      return route.continue();
    });
    await page.locator('input[type="file"]').setInputFiles([smallPng, largePng]);
    await expect(page.getByText(/^Uploading… \d{1,3}%$/).first()).toBeVisible();
    progressShown();
    await expect(page.getByTestId('upload-progress')).toHaveCount(0, { timeout: 30_000 });
    const images = page.getByRole('list', { name: 'Product images' }).getByRole('listitem');
    await expect(images).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0); // no refusal
    expect(multipartUploads).toHaveLength(1);
    expect(tusPatches.length).toBeGreaterThanOrEqual(4); // ~1 MB in 512 KB chunks, one sent twice
    expect(tusHeads.length).toBeGreaterThanOrEqual(1); // resumed from the server's offset
    await page.unroute('**/api/v1/admin/uploads/tus/*');

    // Reorder with the keyboard: the large image becomes the main one.
    await page.getByRole('button', { name: 'Move image 2 left' }).focus();
    await page.keyboard.press('Enter');
    await expect(images.first().getByRole('img')).toHaveAttribute('src', /silk-noise/);
    await expect(page.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled();

    await submit(page, 'Add Product');
    await expect(toast(page, 'Adding product...').or(toast(page, 'Product added!'))).toBeVisible();
    await expectToastShown(page, 'Product added!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectStatCards(page, { ...before, totalProducts: before.totalProducts + 1 });

    const created = await findProduct(page.request, title);
    expect(created).toBeDefined();
    const product = created as AdminProduct;
    expect(product.price).toBe(123450);
    expect(product.subCategories).toEqual(['silk']);
    expect(product.imageKeys).toHaveLength(2);
    expect(product.imageKeys[0]).toMatch(/^fabrics\/silk\/\d+_silk-noise\.webp$/);
    expect(product.imageKeys[1]).toMatch(/^fabrics\/silk\/\d+_indigo-swatch\.webp$/);

    // The Products tab finds it on the server.
    await searchProducts(page, title);
    await expect(page.getByText('Showing 1–1 of 1 products')).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();

    // The storefront shows it (the catalogue was refreshed).
    await page.goto('/allproducts?q=' + encodeURIComponent(`Ilkal Silk ${stamp}`));
    await page.getByRole('link', { name: new RegExp(title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/productInfo/${product.id}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('unit-price')).toHaveText('₹1,234.50 per metre');

    // Edit: price and subcategory.
    await page.goto('/dashboard');
    await searchProducts(page, title);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/update-product/${product.id}$`));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Price per metre (₹)', { exact: true })).toHaveValue('1234.50');
    await expect(page.getByLabel('Subcategory')).toHaveValue('silk');
    await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Price per metre (₹)', { exact: true }).fill('999');
    await page.getByLabel('Subcategory').selectOption('cotton');
    await submit(page, 'Update Product');
    await expectToastShown(page, 'Product updated successfully!');
    await expect(page).toHaveURL(/\/dashboard$/);
    const edited = (await findProduct(page.request, title)) as AdminProduct;
    expect(edited.price).toBe(99900);
    expect(edited.subCategories).toEqual(['cotton']);
    await page.goto(`/productInfo/${product.id}`);
    await expect(page.getByTestId('unit-price')).toHaveText('₹999.00 per metre');

    // Delete, after the confirmation (Cancel first keeps it).
    await page.goto('/dashboard');
    await searchProducts(page, title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete "${title}"?` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToastShown(page, 'Deleted');
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await expect(page.getByText(`No products match “${title}”`)).toBeVisible();
    await expectStatCards(page, before);
    expect(await findProduct(page.request, title)).toBeUndefined();
    // Its images left the media store with it.
    for (const url of edited.imageUrl) expect((await page.request.get(url)).status()).toBe(404);
    await page.goto(`/productInfo/${product.id}`);
    await expect(page.getByText('Product data not available.')).toBeVisible();
  } finally {
    const left = await findProduct(page.request, title);
    if (left) await page.request.delete(`/api/v1/admin/products/${left.id}`);
  }
});

test("adding a category: trimmed, non-empty, 'Category added' and the server's 409", async ({ page }) => {
  const name = `E2E Handloom ${Date.now()}`;
  await page.goto('/add-product');
  await page.getByRole('button', { name: 'Add category' }).click();
  const newName = page.getByLabel('New category name');
  await expect(newName).toBeFocused();
  await newName.fill('   ');
  await page.getByRole('group', { name: 'New category' }).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Category name is required', { exact: true })).toBeVisible();

  await newName.fill(`  ${name}  `);
  await newName.press('Enter');
  await expect(toast(page, 'Category added')).toBeVisible();
  const category = page.getByLabel('Category', { exact: true });
  await expect(category.locator('option:checked')).toHaveText(name); // trimmed, and chosen
  const listed = (await (await page.request.get('/api/v1/categories')).json()) as { label: string }[];
  expect(listed.map((c) => c.label)).toContain(name);

  // The same name again, in another case: the server's message.
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('New category name').fill(name.toUpperCase());
  await page.getByLabel('New category name').press('Enter');
  await expect(toast(page, 'Category already exists')).toBeVisible();
});

test('the Users and Orders tabs list the server’s rows; the tabs work from the keyboard', async ({ page }) => {
  const totals = await stats(page.request);
  await page.goto('/dashboard');
  const tablist = page.getByRole('tablist', { name: 'Dashboard lists' });
  await expect(tablist.getByRole('tab')).toHaveText(['Products', 'Categories', 'Users', 'Orders', 'Sales', 'Customers', 'Low stock', 'Settings', 'Delivery', 'Pages', 'Mail', 'Tax exports', 'Cash on delivery', 'Discount codes']);
  await expect(tablist.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Showing 1–20 of ${count(totals.totalProducts)} products`)).toBeVisible();

  await tablist.getByRole('tab', { name: 'Products' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Categories' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const usersTab = tablist.getByRole('tab', { name: 'Users' });
  await expect(usersTab).toBeFocused();
  await expect(usersTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=users$/);
  const users = page.getByRole('tabpanel', { name: 'Users' });
  await expect(users.getByText(new RegExp(`of ${count(totals.totalUsers)} users$`))).toBeVisible();
  await users.getByRole('searchbox', { name: 'Search users' }).fill('shopper@khadi.test');
  await expect(users.getByText('Showing 1–1 of 1 users')).toBeVisible();
  await expect(entry(users, 'shopper@khadi.test').getByText('user', { exact: true })).toBeVisible();
  await users.getByRole('searchbox', { name: 'Search users' }).fill('admin@khadi.test');
  await expect(entry(users, 'admin@khadi.test').getByText('admin', { exact: true })).toBeVisible();

  await tablist.getByRole('tab', { name: 'Orders' }).click();
  const orders = page.getByRole('tabpanel', { name: 'Orders' });
  const answer = await page.request.get('/api/v1/admin/orders?page=1&pageSize=20');
  if (answer.status() !== 200) {
    // The orders API is not on this server yet: the tab says so instead of showing an empty list.
    await expect(orders.getByRole('alert')).toContainText('Could not load the orders.');
    await expect(orders.getByRole('button', { name: 'Try again' })).toBeVisible();
    return;
  }
  type Order = { status: string; dismissedAt?: string | null; amount: number; paymentInfo: { paymentId: string | null }; customer: { name: string } };
  const { total, items } = (await answer.json()) as { total: number; items: Order[] };
  if (total === 0) {
    await expect(orders.getByText('No orders yet', { exact: true })).toBeVisible();
    return;
  }
  await expect(orders.getByText(new RegExp(`of ${count(total)} orders$`))).toBeVisible();
  const first = items[0] as Order;
  const row = entry(orders, first.customer.name).first();
  // spec §4; issue 30: FAILED only for a failed payment (an unpaid order waits, or its payment window was closed)
  const shown: Record<string, string> = { paid: 'SUCCESS', cod: 'Cash on delivery', failed: 'FAILED' };
  const unpaid = first.dismissedAt ? 'Payment window closed' : 'Waiting for payment';
  await expect(row.getByText(shown[first.status] ?? unpaid, { exact: true })).toBeVisible();
  await expect(row.getByText(inr(first.amount), { exact: true })).toBeVisible();
  await row.getByRole('button', { expanded: false }).click();
  await expect(orders.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
});

test('a paid order shows in the Orders tab as SUCCESS with its items and address, and Total Sales grows', async ({ page, request }) => {
  // A shopper buys 2.5 m of fabric through the sandbox provider (issue 6's API), in their own session.
  const shopper = await signUpViaApi(request, { name: `E2E Buyer ${Date.now()}` });
  expect((await request.post('/api/v1/auth/login', { data: { email: shopper.email, password: shopper.password } })).status()).toBe(200);
  const fabric = await productByTitle(request, 'Kora Khadi Fabric');
  expect((await request.post('/api/v1/cart/lines', { data: { productId: fabric.id, quantity: 2.5 } })).ok()).toBeTruthy();
  const before = await stats(page.request);
  const address = { name: shopper.name, address: '12, 4th Cross, Vidyanagar, Hubballi', pincode: '580021', mobile: '9876543210' };
  const checkout = await request.post('/api/v1/checkout', { data: address, headers: { 'Idempotency-Key': `e2e-admin-${Date.now()}` } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const order = (await checkout.json()) as { orderId: string; providerOrderId: string; amount: number };
  const paid = await request.post('/api/v1/payments/sandbox/pay', { data: { providerOrderId: order.providerOrderId, outcome: 'success' } });
  const { paymentId, signature } = (await paid.json()) as { paymentId: string; signature: string };
  const verified = await request.post('/api/v1/payments/verify', {
    data: { orderId: order.orderId, providerOrderId: order.providerOrderId, paymentId, signature },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await page.goto('/dashboard?tab=orders');
  await expectStatCards(page, { ...before, totalSales: before.totalSales + order.amount });
  const orders = page.getByRole('tabpanel', { name: 'Orders' });
  await orders.getByRole('searchbox', { name: 'Search orders' }).fill(shopper.email);
  await expect(orders.getByText('Showing 1–1 of 1 orders')).toBeVisible();
  const row = entry(orders, shopper.name).first();
  await expect(row.getByText('SUCCESS', { exact: true })).toBeVisible(); // spec §4: paid, in green
  await expect(row.getByText(inr(order.amount), { exact: true })).toBeVisible();
  await expect(row.getByText(paymentId)).toBeVisible();
  const details = row.getByRole('button', { name: /^1 item/ });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(orders.getByText('Kora Khadi Fabric × 2.5 m')).toBeVisible();
  await expect(orders.locator('address')).toContainText('12, 4th Cross, Vidyanagar, Hubballi');
  await expect(orders.locator('address')).toContainText('580021');
});
