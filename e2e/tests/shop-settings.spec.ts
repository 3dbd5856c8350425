import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';

// Issue 13: the shop's identity and pages are run from the dashboard. What an admin saves, a guest in
// another browser sees after a reload: footer, title, Open Graph tags and the chat link; page Markdown is
// rendered inert. Each test puts the demo shop back as it found it (later specs expect its name).

type Json = Record<string, unknown>;

async function current(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as Json;
}

/** Saves `body` over whatever is stored now (the admin's own undo). */
async function restore(request: APIRequestContext, read: string, write: string, body: Json, fields: string[]) {
  const { version } = await current(request, read);
  const data: Json = { version };
  for (const field of fields) data[field] = body[field];
  const response = await request.put(write, { data });
  expect(response.status(), await response.text()).toBe(200);
}

const SETTINGS_FIELDS = [
  'name', 'tagline', 'legalName', 'email', 'phone', 'whatsappNumber', 'address', 'mapUrl', 'state', 'gstin',
  'logoKey', 'socialLinks', 'developerText', 'developerUrl',
];

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an admin renames the shop and changes its phone; a guest sees it after a reload @desktop', async ({ page, browser }) => {
  await logInViaApi(page, demoAdmin);
  const before = await current(page.request, '/api/v1/shop');
  const guest = await guestPage(browser);
  await guest.goto('/faq');
  await expect(guest.getByRole('contentinfo')).toContainText(String(before.name));

  try {
    await page.goto('/dashboard?tab=settings');
    const form = page.getByRole('form', { name: 'Shop settings' });
    await form.getByLabel('Shop name').fill('Dharwad Handloom House');
    await form.getByLabel('Phone', { exact: true }).fill('+91 99000 11122');
    await form.getByLabel('WhatsApp number').fill('919900011122');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Shop settings saved')).toBeVisible();

    await guest.reload();
    const footer = guest.getByRole('contentinfo');
    await expect(footer.getByText(/© \d{4} Dharwad Handloom House\. All rights reserved\./)).toBeVisible();
    await expect(footer.getByRole('link', { name: '+91 99000 11122' })).toHaveAttribute('href', 'tel:+919900011122');
    await expect(guest).toHaveTitle('FAQ · Dharwad Handloom House');
    await expect(guest.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Dharwad Handloom House');
    await expect(guest.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919900011122?text=Hi%2C%20I%20have%20a%20query%20about%20your%20products.',
    );
    // The bar painted before the app runs already has the new name (served HTML, no script).
    const html = await (await guest.request.get('/faq')).text();
    expect(html).toContain('<title>FAQ · Dharwad Handloom House</title>');
    expect(html).toContain('>Handloom House</span>');
  } finally {
    await restore(page.request, '/api/v1/shop', '/api/v1/admin/shop', before, SETTINGS_FIELDS);
    await guest.context().close();
  }
});

test('page Markdown with <script> and javascript: links renders inert @desktop', async ({ page, browser }) => {
  await logInViaApi(page, demoAdmin);
  const before = await current(page.request, '/api/v1/pages/careers');
  const guest = await guestPage(browser);
  const dialogs: string[] = [];
  guest.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  try {
    await page.goto('/dashboard?tab=pages');
    await page.getByLabel('Page', { exact: true }).selectOption('careers');
    const form = page.getByRole('form', { name: 'Careers' });
    await form.getByLabel('Careers page').fill(
      '## Join us\n\n<script>window.pwned = 1</script> <img src=x onerror="alert(1)">\n\n' +
        '[Click me](javascript:alert(1)) or [our site](https://example.in) or [mail]({email}).',
    );
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Page saved')).toBeVisible();

    await guest.goto('/careers');
    const main = guest.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Join us' })).toBeVisible();
    await expect(main.getByText('<script>window.pwned = 1</script>', { exact: false })).toBeVisible();
    await expect(main.getByText('Click me')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Click me' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'our site' })).toHaveAttribute('href', 'https://example.in');
    await expect(main.locator('script, img[src="x"]')).toHaveCount(0);
    expect(await guest.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await restore(page.request, '/api/v1/pages/careers', '/api/v1/admin/pages/careers', before, ['body']);
    await guest.context().close();
  }
});
