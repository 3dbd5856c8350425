import { expect, test } from './fixtures';

import { uniqueEmail } from './support/auth';

// Issue 28: sign-up takes a mobile number as people write it ('98450 12345', '+91 98450 12345'), keeps
// its 10 digits, still gives the spec's message for a wrong one, and shows the expected format.

const TEXTS = {
  en: {
    name: 'Name', phone: 'Phone number', email: 'Email', password: 'Password', confirm: 'Confirm password',
    create: 'Create account', created: 'Account created successfully', invalid: 'Please enter a valid phone number',
    format: '10-digit mobile number, e.g. 98450 12345 or +91 98450 12345',
  },
  kn: {
    name: 'ಹೆಸರು', phone: 'ಫೋನ್ ಸಂಖ್ಯೆ', email: 'ಇಮೇಲ್', password: 'ಪಾಸ್‌ವರ್ಡ್', confirm: 'ಪಾಸ್‌ವರ್ಡ್ ದೃಢೀಕರಿಸಿ',
    create: 'ಖಾತೆ ತೆರೆಯಿರಿ', created: null, invalid: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ',
    format: '10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಉದಾ. 98450 12345 ಅಥವಾ +91 98450 12345',
  },
};

for (const language of ['en', 'kn'] as const) {
  test(`sign-up takes "+91 98450 12345" and keeps its 10 digits (${language})`, async ({ page }) => {
    const text = TEXTS[language];
    const email = uniqueEmail('phone');
    await page.goto(`/signup?lang=${language}`);
    const form = page.getByRole('main');
    await form.getByLabel(text.name, { exact: true }).fill('Meera Rao');
    const phone = form.getByLabel(text.phone, { exact: true });
    await expect(form.getByText(text.format)).toBeVisible();
    await form.getByLabel(text.email, { exact: true }).fill(email);
    await form.getByLabel(text.password, { exact: true }).fill('khadi-2026');
    await form.getByLabel(text.confirm, { exact: true }).fill('khadi-2026');

    // still wrong: the spec's message, and the format stays under it
    await phone.fill('+91 58450 12345');
    await form.getByRole('button', { name: text.create }).click();
    await expect(form.getByText(text.invalid)).toBeVisible();
    await expect(form.getByText(text.format)).toBeVisible();

    await phone.fill('+91 98450 12345');
    await form.getByRole('button', { name: text.create }).click();
    await expect(page).toHaveURL(/\/login/);
    if (text.created) await expect(page.getByText(text.created)).toBeVisible();

    const login = await page.request.post('/api/v1/auth/login', { data: { email, password: 'khadi-2026' } });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { phone: string }).phone).toBe('9845012345');
  });
}
