import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { storeMail } from './support/store';

// Issue 14: forgot password → the link from the e-mail the store sent → a new password → every other
// session is signed out. The e2e store has no SMTP server, so each e-mail is an .eml file (serve.sh)
// in the worker's store's mail folder.

/** The decoded text of every part of a MIME message (quoted-printable or base64). */
function mimeTexts(raw: string): string[] {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  });
}

/** The reset link in the newest reset e-mail to `email`, once the store's mail worker wrote it. */
async function resetLinkFor(email: string): Promise<string> {
  const mailDir = storeMail(test.info().workerIndex);
  let link = '';
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
          if (!raw.includes(`To: ${email}`) || !/^Subject: Reset your .* password$/m.test(raw)) continue;
          for (const text of mimeTexts(raw)) {
            const found = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(text);
            if (found) link = found[0];
          }
        }
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

test('forgot password: the e-mailed link sets a new password and signs other sessions out @desktop', async ({ page, browser }) => {
  const account = await signUpViaApi(page.request);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInViaApi(otherPage, account);
  await otherPage.goto('/orders');
  await expect(otherPage.getByRole('heading', { level: 1, name: /orders/i })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page has an Email field too: fill the forgot page's, once its lazy route has shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that e-mail, we have sent it a link');

  const link = new URL(await resetLinkFor(account.email));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('fresh-handloom-9');
  await page.getByLabel('Confirm new password').fill('fresh-handloom-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Please log in with the new one.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('fresh-handloom-9');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other browser's session ended with the reset.
  expect((await otherPage.request.get('/api/v1/auth/me')).status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('another-handloom-9');
  await page.getByLabel('Confirm new password').fill('another-handloom-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
  await other.close();
});
