import { expect, test, type Page } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 30 on a 390 px phone in Kannada: a guest's Add to Cart survives login (that kurta, size and quantity,
// once), and the delivery line changes with the pincode and disappears above the free-delivery threshold — the
// amount checkout charges stated on a line of its own and equal, to the paisa, to what checkout asks for.

const SHORT_KURTA = 'Short Khadi Kurta'; // ₹780.00, sizes XS–XL, Half Sleeve; untracked stock
const BAG = 'Khadi Jhola Bag'; // ₹350.00, 300 g: Karnataka ₹60, the rest of India ₹100, free from ₹1,500
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);

async function shopperWithBags(page: Page, quantity: number): Promise<number> {
  const bag = await productByTitle(page.request, BAG);
  await logInViaApi(page, await signUpViaApi(page.request));
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: bag.id, quantity } });
  expect(added.status(), await added.text()).toBe(200);
  return bag.price * quantity;
}

test("ಕನ್ನಡ: a guest's Add to Cart comes back after login, that size and quantity, once @phone", async ({ page }) => {
  const account = await signUpViaApi(page.request); // an account, not signed in
  const kurta = await productByTitle(page.request, SHORT_KURTA);
  await page.goto(`/productInfo/${kurta.id}?lang=kn`);
  await page.getByRole('group', { name: 'ಅಳತೆ' }).getByText(/^S \(/).click();
  await page.getByRole('button', { name: 'ಪ್ರಮಾಣ ಹೆಚ್ಚಿಸಿ' }).click();
  await expect(page.getByRole('spinbutton', { name: 'ಪ್ರಮಾಣ' })).toHaveValue('2');
  await page.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByLabel('ಇಮೇಲ್', { exact: true }).fill(account.email);
  await page.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'ಲಾಗಿನ್', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/productInfo/${kurta.id}\\?(lang=kn&)?size=S&type=Half\\+Sleeve$`));
  await expect(page.getByText('ಉತ್ಪನ್ನವನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗಿದೆ')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as {
    lines: { productId: string; size: string | null; type: string | null; quantity: number }[];
  };
  expect(cart.lines.map((line) => [line.productId, line.size, line.type, line.quantity])).toEqual([[kurta.id, 'S', 'Half Sleeve', 2]]);
  await page.reload(); // not added again
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const again = (await (await page.request.get('/api/v1/cart')).json()) as { lines: { quantity: number }[] };
  expect(again.lines.map((line) => line.quantity)).toEqual([2]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('ಕನ್ನಡ: the delivery charge follows the pincode and disappears above the threshold; what is charged is its own line @phone', async ({
  page,
}) => {
  const goods = await shopperWithBags(page, 1);
  await page.goto('/cart?lang=kn');
  const cart = page.getByRole('region', { name: 'ಆರ್ಡರ್ ಸಾರಾಂಶ' });
  await page.getByTestId('cart-pincode').fill('580020'); // Hubballi: within Karnataka
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText(rupees(6000));
  await expect(cart.getByTestId('summary-to-pay')).toHaveText(rupees(goods + 6000));
  await expect(cart.getByText('ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಪಾವತಿಸಬೇಕಾದದ್ದು')).toBeVisible();
  await page.getByTestId('cart-pincode').fill('110001'); // New Delhi: the rest of India
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText(rupees(10000));
  await expect(cart.getByTestId('summary-to-pay')).toHaveText(rupees(goods + 10000));

  await page.goto('/checkout?lang=kn');
  await expect(page.getByTestId('checkout-delivery')).toHaveText(rupees(10000));
  await expect(page.getByTestId('checkout-amount')).toHaveText(rupees(goods + 10000));
  await page.getByRole('textbox', { name: 'ವಿಳಾಸ', exact: true }).fill('14, Janpath');
  const started = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/checkout');
  await page.getByRole('button', { name: `${rupees(goods + 10000)} ಪಾವತಿಸಿ`, exact: true }).click();
  const charged = (await (await started).json()) as { amount: number; deliveryFee: number };
  expect(charged).toMatchObject({ amount: goods + 10000, deliveryFee: 10000 }); // to the paisa

  // Five more bags pass ₹1,500: delivery is free, in the cart and at checkout.
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: (await productByTitle(page.request, BAG)).id, quantity: 5 } });
  expect(added.status(), await added.text()).toBe(200);
  const summary = (await (await page.request.get('/api/v1/cart')).json()) as { summary: { charge: number } };
  const five = summary.summary.charge; // the goods, now above ₹1,500
  expect(five).toBeGreaterThanOrEqual(150000);
  await page.goto('/cart?lang=kn');
  await page.getByTestId('cart-pincode').fill('110001');
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText('ಉಚಿತ ಡೆಲಿವರಿ');
  await expect(cart.getByTestId('summary-to-pay')).toHaveText(rupees(five));
  await expect(cart.getByTestId('delivery-won-free')).toContainText('ಡೆಲಿವರಿ ಉಚಿತ');
  await page.goto('/checkout?lang=kn');
  await expect(page.getByTestId('checkout-delivery')).toHaveText('ಉಚಿತ ಡೆಲಿವರಿ');
  await expect(page.getByTestId('checkout-amount')).toHaveText(rupees(five));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
