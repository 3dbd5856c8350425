import { expect, test, type Locator, type Page } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';

// Issue 14: the signed-in account page — a new name shows in the menus at once; a new password signs
// every other browser out on its next request, and this one stays signed in.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Where the signed-in user's name shows: the top bar's account link on wide screens, the side menu
 *  (its header) on phones. */
async function whereTheNameShows(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /My Account/ });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function closeMenu(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Close menu' }).click();
}

test('change the name: the menus show the new one, and it stays after a reload', async ({ page, request }) => {
  const account = await signUpViaApi(request, { name: 'Meera Rao' });
  await logInViaApi(page, account);
  await page.goto('/');
  await expect(await whereTheNameShows(page)).toContainText('Meera Rao');
  await closeMenu(page);

  // The account page is one click away from the menus.
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Account' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /My Account/ }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Name')).toHaveValue('Meera Rao');
  await expect(details.getByText(account.email)).toBeVisible();

  await details.getByLabel('Name').fill('Meera Devi');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved')).toBeVisible();
  await expect(await whereTheNameShows(page)).toContainText('Meera Devi');
  await closeMenu(page);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Name')).toHaveValue('Meera Devi');
  await expect(await whereTheNameShows(page)).toContainText('Meera Devi');
});

test('a wrong current password is refused and changes nothing', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await logInViaApi(page, account);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('loom-and-spindle');
  await form.getByLabel('Confirm new password').fill('loom-and-spindle');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await expect(form.getByLabel('Current password')).toBeFocused();
});

test('change the password: another browser is signed out on its next request, this one stays', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await signUpViaApi(request);
  await logInViaApi(page, account);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await logInViaApi(otherPage, account);
  await otherPage.goto('/orders');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('New password', { exact: true }).fill('loom-and-spindle');
  await form.getByLabel('Confirm new password').fill('loom-and-spindle');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed. 1 other device was signed out.');

  // The other browser: its next request finds the session gone, and it lands on the login page.
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login/);
  expect(await otherPage.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await other.close();

  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Name')).toHaveValue(account.name);
  expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  // And the new password is the one that logs in.
  const old = await request.post('/api/v1/auth/login', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/v1/auth/login', { data: { email: account.email, password: 'loom-and-spindle' } });
  expect(fresh.status()).toBe(200);
});
