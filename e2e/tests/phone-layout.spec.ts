// Issue 28: no phone breaks the storefront. With a 40-character shop name, at 320–412 px and in English,
// Kannada and Hindi, the top bar keeps its controls in view, the side menu opens whole, no page scrolls
// sideways, and the WhatsApp button never sits over a control.
import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { demoAdmin, logInViaApi, signUpViaApi } from './support/auth';
import { paidOrder } from './support/orders';
import { currentProducts } from './storefront-support';

const LONG_NAME = 'Sri Mahalakshmi Khadi Gramodyoga Sangha'; // 40 characters with the spaces
const PHONE_WIDTHS = [320, 360, 390, 412];
const LANGUAGES = ['en', 'kn', 'hi'] as const;
const MENU = { en: 'Open menu', kn: 'ಮೆನು ತೆರೆಯಿರಿ', hi: 'मेनू खोलें' };

type Json = Record<string, unknown>;
const NAME_FIELDS = [
  'name', 'tagline', 'legalName', 'email', 'phone', 'whatsappNumber', 'address', 'mapUrl', 'state', 'gstin',
  'logoKey', 'socialLinks', 'developerText', 'developerUrl',
];

async function saveShopName(request: APIRequestContext, name: string): Promise<string> {
  const shop = (await (await request.get('/api/v1/shop')).json()) as Json;
  const data: Json = { version: shop.version };
  for (const field of NAME_FIELDS) data[field] = shop[field];
  data.name = name;
  const response = await request.put('/api/v1/admin/shop', { data });
  expect(response.status(), await response.text()).toBe(200);
  return String(shop.name);
}

/** Runs `body` while the shop is called LONG_NAME; the demo name comes back after (later specs read it). */
async function withLongShopName(page: Page, baseURL: string | undefined, body: () => Promise<void>): Promise<void> {
  const admin = await page.context().browser()!.newContext({ baseURL });
  await logInViaApi(await admin.newPage(), demoAdmin);
  const before = await saveShopName(admin.request, LONG_NAME);
  try {
    await body();
  } finally {
    await saveShopName(admin.request, before);
    await admin.close();
  }
}

/** The page is no wider than the window. A phone browser widens its layout viewport to fit a page
 *  that is too wide (innerWidth grows with it), so compare with the width the test set. */
async function expectNoSidewaysScroll(page: Page, width: number, where: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => window.innerWidth), where).toBeLessThanOrEqual(width);
}

async function expectInView(page: Page, width: number, name: string, box: { x: number; width: number; y: number; height: number } | null) {
  expect(box, name).not.toBeNull();
  expect(box!.x, `${name} starts off-screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends off-screen at ${width} px`).toBeLessThanOrEqual(width);
}

test('with a 40-character shop name the top bar keeps menu, brand, theme and cart in view, and the side menu opens whole @phone', async ({ page, baseURL }) => {
  test.slow(); // three times the config's deadline
  await withLongShopName(page, baseURL, async () => {
    for (const language of LANGUAGES) {
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/about-us?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const header = page.getByRole('banner');
        await expect(header.getByRole('link').first()).toContainText('Mahalakshmi');
        const where = `${language} at ${width} px`;
        const menuButton = header.getByRole('button', { name: MENU[language] });
        const controls = [
          menuButton,
          header.getByRole('link').first(), // the brand
          header.getByRole('button', { name: /mode|ಮೋಡ್|मोड/ }),
          header.locator('a[href="/cart"]'),
        ];
        const boxes = [];
        for (const control of controls) {
          await expect(control).toBeVisible();
          const box = await control.boundingBox();
          await expectInView(page, width, `${where}: ${await control.evaluate((e) => e.outerHTML.slice(0, 60))}`, box);
          boxes.push(box!);
        }
        // side by side, none drawn over the next
        for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x, where).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
        // the brand keeps to the bar's height (shortened or wrapped to two lines)
        expect(boxes[1]!.height, where).toBeLessThanOrEqual(64);
        await expectNoSidewaysScroll(page, width, where);

        await menuButton.click();
        const menu = page.locator('#side-menu');
        await expect(menu).toBeVisible();
        await expect(menu).toContainText('Mahalakshmi');
        // opened where it belongs: its left edge at the window's, nothing inside scrolled sideways
        await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
        expect(await menu.evaluate((panel) => panel.scrollLeft), where).toBe(0);
        expect(await menu.evaluate((panel) => panel.scrollWidth <= panel.clientWidth), where).toBe(true);
        await page.keyboard.press('Escape');
        await expect(menu.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
      }
    }
  });
});

/** Every route of the store with its parameters filled in. */
async function everyRoute(request: APIRequestContext, orderId: string): Promise<string[]> {
  const product = (await currentProducts(request))[0]!;
  // the newest customer (the shopper of `orderId`): their page in the Customers tab, issue 32
  const customers = await request.get('/api/v1/admin/customers?page=1&pageSize=1&sort=last&dir=desc');
  expect(customers.ok()).toBe(true);
  const customer = ((await customers.json()) as { items: { id: string }[] }).items[0]!;
  return [
    '/', '/allproducts', '/about-us', '/terms-and-conditions', '/careers', '/faq', '/login', '/signup',
    '/forgot-password', '/reset-password?token=x', `/productInfo/${product.id}`, '/category/shirts',
    '/category/fabrics/silk', '/cart', '/checkout', '/orders', '/wishlist', '/account', '/dashboard',
    '/dashboard?tab=orders', '/dashboard?tab=settings', '/dashboard?tab=customers',
    `/dashboard?tab=customers&customer=${customer.id}`, `/dashboard/orders/${orderId}`, '/add-product',
    `/update-product/${product.id}`, '/no-such-page',
  ];
}

for (const language of LANGUAGES) {
  test(`no page scrolls sideways, in ${language} with a long shop name`, async ({ page, baseURL }) => {
    test.slow(); // three times the config's deadline
    const width = test.info().project.name === 'phone' ? 320 : 1280;
    await page.setViewportSize({ width, height: 800 });
    // An order of a shopper with a long e-mail (support/auth's unique addresses run to 40 characters).
    const shopper = await page.context().browser()!.newContext({ baseURL });
    const { id: orderId } = await paidOrder(await shopper.newPage(), [{ title: 'Indigo Khadi Shirt', size: 'M', type: 'Full Sleeve', quantity: 1 }]);
    await shopper.close();
    await logInViaApi(page, demoAdmin);
    await withLongShopName(page, baseURL, async () => {
      for (const route of await everyRoute(page.request, orderId)) {
        await page.goto(route.includes('?') ? `${route}&lang=${language}` : `${route}?lang=${language}`);
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, width, `${route} in ${language}`);
      }
    });
  });
}

/** Controls whose middle is inside the page's visible area (below the top bar, above a bar along the
 *  bottom edge) but which a tap there would not reach: something else is drawn over them. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector('a[href^="https://wa.me/"]');
    if (!chat) return ['no chat link'];
    // the fixed box the chat link is drawn in: a bar across the whole window counts as the window's edge
    let fixed: Element | null = chat;
    while (fixed && getComputedStyle(fixed).position !== 'fixed') fixed = fixed.parentElement;
    const bar = fixed!.getBoundingClientRect();
    const bottom = bar.width >= window.innerWidth - 1 ? bar.top : window.innerHeight;
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const found: string[] = [];
    for (const control of document.querySelectorAll('main a, main button, main input, main select, main textarea, footer a, footer button, footer input')) {
      const box = control.getBoundingClientRect();
      if (box.width < 12 || box.height < 12) continue; // visually hidden
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y <= top || y >= bottom || x <= 0 || x >= window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && chat.contains(hit)) found.push((control.textContent ?? '').trim().slice(0, 40) || control.outerHTML.slice(0, 80));
    }
    return found;
  });
}

async function expectChatCoversNothing(page: Page, where: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 120) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await coveredControls(page), `${where}, scrolled to ${y}`).toEqual([]);
  }
}

test('the WhatsApp button never sits over a control: the home page, a product, the dashboard', async ({ page }) => {
  test.slow(); // three times the config's deadline
  await page.goto('/?lang=kn');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectChatCoversNothing(page, 'home');
  // 'View all →' of the tile panels is reachable and is what a tap on it hits
  const viewAll = page.getByRole('button', { name: /ಎಲ್ಲವನ್ನೂ ನೋಡಿ/ }).first();
  await viewAll.click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await logInViaApi(page, demoAdmin);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText(/₹/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectChatCoversNothing(page, 'dashboard');
});

test('no grey strip down the left edge of a phone page, and a long name keeps the wishlist heading short @phone', async ({ page }) => {
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  // The closed side menu, just off the left edge, casts no shadow into the page.
  const shadows = await page.locator('#side-menu').evaluate((menu) => getComputedStyle(menu).boxShadow);
  expect(shadows.split(/,(?![^(]*\))/).filter((shadow) => shadow.trim() !== 'none' && !shadow.includes('rgba(0, 0, 0, 0)'))).toEqual([]);

  const name = 'Venkatalakshmamma Srinivasamurthy Chikkaballapura Doddaballapura Ramakrishnaiah';
  const account = await signUpViaApi(page.request, { name });
  await logInViaApi(page, account);
  await page.goto('/wishlist');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${name}'s Wishlist`);
  const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const box = await heading.boundingBox();
  expect(box!.height, 'the heading takes at most two lines').toBeLessThanOrEqual(2 * lineHeight + 1);
  await expectNoSidewaysScroll(page, 390, 'wishlist');
});
