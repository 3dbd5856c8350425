// Logging in for end-to-end tests without the login form (STYLE.md: e2e tests log in once and reuse the
// session). The session cookie lands in the page's browser context; the spec's stored user (localStorage
// 'user') is seeded before the app's first script runs, once per tab, so a later logout sticks.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Account = { email: string; password: string };
export type NewAccount = Account & { name: string; phone: string };
export type SignedInUser = {
  uid: string;
  name: string;
  email: string;
  phone: string;
  role: 'user' | 'admin';
  language: 'en' | 'kn' | 'hi';
};

/** Demo users that e2e/serve.sh's store has (KHADI_DEMO=true). */
export const demoAdmin: Account = { email: 'admin@khadi.test', password: 'khadi-admin-2026' };
export const demoShopper: Account = { email: 'shopper@khadi.test', password: 'khadi-shopper-2026' };

let counter = 0;

/** An e-mail no earlier run has used. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${Date.now()}.${process.pid}.${counter}@example.in`;
}

/** A new shopper account made through the API (POST /api/v1/auth/signup). */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<NewAccount> = {}): Promise<NewAccount> {
  const account: NewAccount = {
    name: 'E2E Shopper',
    phone: '9876543210',
    email: uniqueEmail(),
    password: 'handloom-2026',
    ...overrides,
  };
  const response = await request.post('/api/v1/auth/signup', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Logs `page`'s browser context in (a successful login: it does not count against the login limit)
 *  and seeds the stored user the login form would have stored. Call before the first `page.goto`. */
export async function logInViaApi(page: Page, account: Account, mode: 'light' | 'dark' = 'light'): Promise<SignedInUser> {
  const response = await page.request.post('/api/v1/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await response.json()) as SignedInUser;
  if (user.language !== 'en') {
    // The demo accounts are shared by the specs of a worker, and a ?lang= link an earlier test followed
    // while signed in is kept on the account: every test's session starts in English.
    const reset = await page.request.patch('/api/v1/account', { data: { language: 'en' } });
    expect(reset.status(), await reset.text()).toBe(200);
    user.language = 'en';
  }
  const stored = JSON.stringify({ uid: user.uid, email: user.email, name: user.name, role: user.role, mode });
  await page.addInitScript((value) => {
    try {
      if (sessionStorage.getItem('e2e:seeded-user') !== null) return;
      sessionStorage.setItem('e2e:seeded-user', '1');
      localStorage.setItem('user', value);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, stored);
  return user;
}
