import { expect, test, type Locator, type Page } from './fixtures';

import { demoAdmin, demoShopper, logInViaApi } from './support/auth';
import { isPhone } from './storefront-support';

// Issue 3: the global layout of spec §2 — navbar, side menu, footer, chat button, theme.

/** The account links: the top bar on wide screens, the side menu on phones. */
async function navLinks(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('navbar visibility (spec §2)', () => {
  test('a guest sees All Products, Orders and Login — no Wishlist, Admin or Logout', async ({ page }) => {
    await page.goto('/about-us');
    const nav = await navLinks(page);
    await expect(nav.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/allproducts');
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    // No cart lines: no badge.
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('a signed-in user sees Wishlist and Logout, not Admin or Login', async ({ page }) => {
    await logInViaApi(page, demoShopper);
    await page.goto('/about-us');
    const nav = await navLinks(page);
    await expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('an admin also sees Admin, linking to /dashboard', async ({ page }) => {
    await logInViaApi(page, demoAdmin);
    await page.goto('/about-us');
    const nav = await navLinks(page);
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  });
});

test('the side menu shows Guest and its links on phones, and closes with Escape @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Guest', { exact: true })).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText([
    'Home',
    'All Products',
    'Orders',
    'About Us',
    'Login',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await menu.getByRole('link', { name: 'All Products' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
  await expect(menu).toBeHidden();
});

test('the footer has core values, contact, quick links, credit and the newsletter form', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/sustainability, authenticity, community, quality, innovation/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(footer.getByRole('link', { name: /Karnataka \d{6}/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  await expect(footer.getByText('Developed by')).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
    'Home',
    'Careers',
    'FAQ',
    'Terms & Conditions',
    'About Us',
  ]);
  const email = footer.getByPlaceholder('Enter email...');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('the newsletter form subscribes, and says so for the same address again', async ({ page }) => {
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const address = `reader.${Date.now()}.${test.info().project.name}@example.in`;
  const email = footer.getByPlaceholder('Enter email...');
  for (let round = 0; round < 2; round += 1) {
    await email.fill(address.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByText('Thanks for subscribing!')).toBeHidden();
  }
});

test('the floating chat button opens WhatsApp with the exact prefilled text', async ({ page }) => {
  for (const path of ['/', '/allproducts', '/nowhere']) {
    await page.goto(path);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/919876543210?text=Hi%2C%20I%20have%20a%20query%20about%20your%20products.',
    );
    const href = (await chat.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toBe('Hi, I have a query about your products.');
  }
});

test('the theme follows the system at first and the choice is kept after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/allproducts');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
});

test('route changes scroll to the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
