// Issue 18: the store in Kannada and Hindi. The shopper's pages show no English UI string (brand and
// product names aside), and switching language keeps the cart and the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { paidOrder } from './support/orders';
import { currentProducts, isPhone, productByTitle } from './storefront-support';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100); // prices stay en-IN in every language
const SHIRT = 'Handspun Khadi Cotton Shirt'; // sizes S–2XL, Full/Half Sleeve
const LINE = { size: 'M', type: 'Full Sleeve' };
const LINEN = 'Khadi Linen Fabric'; // sold by the metre
const METRE = { kn: 'ಮೀ', hi: 'मी' };

const LOCALES = fileURLToPath(new URL('../../frontend/src/locales', import.meta.url));

// Words a Kannada or Hindi page may show in Latin letters: names of things, not UI texts.
const NAMES = ['Khadi', 'Razorpay', 'WhatsApp', 'UPI', 'GST', 'GSTIN', 'PDF', 'HSN', 'Instagram', 'Facebook', 'YouTube'];

/** The English shop catalogue's texts, cut at placeholders and markup: what an untranslated string shows. */
function englishTexts(): string[] {
  const dir = join(LOCALES, 'en');
  const texts = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && !name.startsWith('admin'))) {
    const catalogue = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    for (const message of Object.values(catalogue)) {
      const literal = message
        .replace(/<\/?\d+\/?>/g, '|')
        .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '|')
        .replace(/(=\d+|zero|one|two|few|many|other)\s*\{/g, '|')
        .replace(/\{\s*\w+\s*\}/g, '|')
        .replace(/[{}#]/g, '|');
      for (const part of literal.split('|')) {
        const text = part.trim().replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
        const letters = text.replace(/[^A-Za-z]/g, '');
        if (letters.length < 3 || NAMES.includes(text)) continue;
        if (!/\s/.test(text) && letters.length < 4) continue;
        texts.add(text);
      }
    }
  }
  return [...texts];
}

const ENGLISH = englishTexts();
const SCRIPTS = { kn: /[\u0C80-\u0CFF]/g, hi: /[\u0900-\u097F]/g };

/** Everything a shopper reads on the page: its text, and the labels, titles, alt texts and placeholders. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

async function expectNoEnglish(page: Page, language: 'kn' | 'hi', names: string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The server's page is in the language at once; the app's messages render a moment later.
  await expect
    .poll(async () => ((await page.getByRole('main').innerText()).match(SCRIPTS[language]) ?? []).length)
    .toBeGreaterThan(20);
  await page.waitForLoadState('networkidle');
  let text = await readableText(page);
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.split(name).join(' ');
  const found = ENGLISH.filter((english) =>
    new RegExp(`(^|[^A-Za-z])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text),
  );
  expect(found, `English UI text on ${page.url()} in ${language}`).toEqual([]);
  expect((text.match(SCRIPTS[language]) ?? []).length, `${language} script on ${page.url()}`).toBeGreaterThan(40);
}

/** The switch in the top bar (desktop) or the side menu (phone). */
async function switchLanguage(page: Page, label: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: /menu|ಮೆನು|मेनू/i }).first().click();
  const scope = isPhone(page) ? page.getByRole('dialog') : page.getByRole('banner');
  await scope.getByRole('combobox', { name: /Language|ಭಾಷೆ|भाषा/ }).selectOption({ label });
  if (isPhone(page)) await page.keyboard.press('Escape');
}

for (const language of ['kn', 'hi'] as const) {
  test(`the shopper's pages in ${language} show no English UI text @desktop`, async ({ page }) => {
    test.slow(); // three times the config's deadline
    // The catalogue now, with products an earlier spec on this worker added (their titles are names too)
    const products = await currentProducts(page.request);
    const product = await productByTitle(page.request, SHIRT);
    const order = await paidOrder(page, [{ title: SHIRT, quantity: 1, ...LINE }]);
    const shop = (await (await page.request.get('/api/v1/shop')).json()) as { name: string; address?: string };
    // Brand and product names aside (the acceptance), and what admins write about a product: its description
    // (the demo has Kannada and Hindi titles, not descriptions). Issue 28: the size charts' names ('Full Sleeve')
    // are no longer among them — they read in the shopper's language.
    const detail = (await (await page.request.get(`/api/v1/products/${product.id}`)).json()) as { description: string };
    const names = [shop.name, shop.address ?? '', ...products.map((item) => item.title), detail.description, ...NAMES, 'E2E Shopper'];

    await page.goto(`/?lang=${language}`);
    await expectNoEnglish(page, language, names);
    await page.goto('/allproducts');
    await expectNoEnglish(page, language, names);
    await page.goto(`/productInfo/${product.id}`);
    await expectNoEnglish(page, language, names);

    const added = await page.request.post('/api/v1/cart/lines', { data: { productId: product.id, quantity: 1, ...LINE } });
    expect(added.status(), await added.text()).toBe(200);
    // issue 28: a length reads with the language's word for a metre, never the Latin 'm'
    const linen = await productByTitle(page.request, LINEN);
    const length = await page.request.post('/api/v1/cart/lines', { data: { productId: linen.id, quantity: 2.5 } });
    expect(length.status(), await length.text()).toBe(200);
    await page.goto('/cart');
    await expectNoEnglish(page, language, names);
    await expect(page.getByRole('main')).toContainText(`2.5 ${METRE[language]}`);
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d m\b/);
    await page.goto('/checkout');
    await expectNoEnglish(page, language, names);
    await expect(page.getByRole('main')).toContainText(`2.5 ${METRE[language]}`);
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d m\b/);
    await page.goto('/orders');
    const row = page.getByRole('main').getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(rupees(order.amount));
    await expectNoEnglish(page, language, names);
    // The order's popup: its lines, address, payment and progress.
    await row.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoEnglish(page, language, names);
  });
}

test('switching language keeps the cart and the page', async ({ page }) => {
  const product = await productByTitle(page.request, SHIRT);
  await logInViaApi(page, await signUpViaApi(page.request));
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: product.id, quantity: 2, ...LINE } });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  await switchLanguage(page, 'ಕನ್ನಡ');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  await expect(page.getByRole('main')).toContainText(/[\u0C80-\u0CFF]{3}/);
  await expect(rows.first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  await switchLanguage(page, 'हिन्दी');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]{3}/);
  await switchLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("each script's font is fetched only where its letters show, and draws them", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.woff2')) fetched.push(name);
  });
  const faces = (family: string) =>
    page.evaluate(
      (wanted) => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === wanted).map((face) => face.status),
      family,
    );

  await page.goto('/allproducts');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched, 'an English page fetches no Kannada or Devanagari font').toEqual([]);

  await page.goto('/allproducts?lang=kn');
  await expect.poll(() => faces('Noto Sans Kannada')).toEqual(['loaded']);
  expect(await faces('Noto Sans Devanagari')).toEqual(['unloaded']);
  expect(fetched).toEqual([expect.stringMatching(/^noto-sans-kannada-kannada-400-normal-.*\.woff2$/)]);

  await page.goto('/allproducts?lang=hi');
  await expect.poll(() => faces('Noto Sans Devanagari')).toEqual(['loaded']);
  expect(fetched.filter((name) => name.startsWith('noto-sans-devanagari-'))).toHaveLength(1);
});
