import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from './fixtures';

import { signUpViaApi } from './support/auth';
import { storeMail } from './support/store';

// Issue 29: ten wrong passwords for an account from ten addresses used to lock its owner out for 15
// minutes. Now the owner, with the right password, is asked for the code the store e-mails, and logs in
// with it. The e2e store has no SMTP server: each e-mail is an .eml file in its mail folder.

/** The code in the newest login-code e-mail to `email` (it is in the subject), once the mail worker wrote it. */
async function loginCodeFor(email: string): Promise<string> {
  const mailDir = storeMail(test.info().workerIndex);
  let code = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
        } catch {
          return '';
        }
        for (const name of files) {
          const raw = readFileSync(join(mailDir, name), 'utf8');
          const found = /^Subject: Your .* login code: (\d{6})$/m.exec(raw);
          if (raw.includes(`To: ${email}`) && found?.[1]) code = found[1];
        }
        return code;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return code;
}

test('an account under attack: the owner logs in with the e-mailed code @desktop', async ({ page }) => {
  const account = await signUpViaApi(page.request);
  // The attack, through the trusted proxy's X-Forwarded-For: ten addresses, one wrong password each.
  for (let n = 1; n <= 10; n++) {
    const attempt = await page.request.post('/api/v1/auth/login', {
      data: { email: account.email, password: `guess-${n}` },
      headers: { 'X-Forwarded-For': `198.51.100.${n}` },
    });
    expect(attempt.status()).toBe(401);
  }

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have e-mailed a 6-digit code' })).toBeVisible();

  await page.getByLabel('Code from the e-mail').fill(await loginCodeFor(account.email));
  await page.getByRole('button', { name: 'Log in with the code' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);
});
