import { expect, test } from './fixtures';

// Issue 3: static pages, the 404, and what crawlers read.

test('terms have the eleven sections and state the shop policies', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    /Introduction$/,
    /Use of the Site$/,
    /Accounts & Registration$/,
    /Products & Orders$/,
    /Pricing & Payment$/,
    /Shipping & Delivery$/,
    /Returns & Refunds$/,
    /Intellectual Property$/,
    /Limitation of Liability$/,
    /Governing Law$/,
    /Contact Us$/,
  ]);
  const main = page.getByRole('main');
  await expect(main.getByText(/within 2–3 business days/)).toBeVisible();
  await expect(main.getByText(/within 10 days of delivery for defective or damaged items only/)).toBeVisible();
  await expect(main.getByText(/7–10 business days/)).toBeVisible();
  await expect(main.getByText(/Indian Rupees \(₹\) and include all taxes/)).toBeVisible();
});

test('about us has mission, vision, six core values and four team members', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Core Values' }).getByRole('heading', { level: 3 })).toHaveText([
    'Sustainability',
    'Authenticity',
    'Community',
    'Quality',
    'Innovation',
    'Customer First',
  ]);
  await expect(page.getByRole('region', { name: 'Our Team' }).getByRole('listitem')).toHaveCount(4);
});

test('careers and FAQ are reachable from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply for / }).first()).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  const question = page.getByText('How are fabrics sold?');
  await question.click();
  await expect(page.getByText(/from 1 to 30 metres in steps of 0.25 m/)).toBeVisible();
});

test('an unknown path is a 404 with Page Not Found and Go Back Home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Karnataka Khadi Bhandar');
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('robots.txt and sitemap.xml', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/api/', '/cart', '/checkout', '/orders', '/wishlist', '/dashboard']) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const { products } = (await (await request.get('/api/v1/products')).json()) as { products: { id: string }[] };
  for (const product of products) expect(sitemap).toContain(`/productInfo/${product.id}</loc>`);
  expect(sitemap).toContain('/category/fabrics/silk</loc>');
  expect(sitemap).toContain('/category/honey</loc>');
});
