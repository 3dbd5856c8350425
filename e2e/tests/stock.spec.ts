import { expect, test, type Page } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { everyVariant, setStock } from './support/stock';
import { productByTitle } from './storefront-support';

// Issue 15, the shopper's side: a variant with none left cannot be chosen, 'Only 2 left' shows, the
// cart flags a line holding more than is left, and checkout refuses it with the message naming it.

const KURTA = 'Plain Khadi Kurta'; // ₹1,250.00, sizes S–2XL, Full/Half Sleeve; no other spec uses it
const SIZES = ['S', 'M', 'L', 'XL', '2XL'];
const TYPES = ['Full Sleeve', 'Half Sleeve'];

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' });
const sizeGroup = (page: Page) => page.getByRole('group', { name: 'Size' });
const typeGroup = (page: Page) => page.getByRole('group', { name: 'Type' });

test.afterEach(async ({ request }, info) => {
  const kurta = await productByTitle(request, KURTA);
  await setStock(request, info, kurta.id, []); // untracked again, as the demo has it
});

test('a size with none left cannot be chosen, and the chosen one says Only 2 left', async ({ page, request }, info) => {
  const kurta = await productByTitle(request, KURTA);
  await setStock(
    request,
    info,
    kurta.id,
    everyVariant(SIZES, TYPES, 10, [
      { size: 'M', type: 'Full Sleeve', onHand: 0 },
      { size: 'M', type: 'Half Sleeve', onHand: 2 },
      { size: 'L', type: 'Full Sleeve', onHand: 0 },
      { size: 'L', type: 'Half Sleeve', onHand: 0 },
    ]),
  );

  await page.goto(`/productInfo/${kurta.id}`);
  await expect(page.getByRole('heading', { level: 1, name: KURTA })).toBeVisible();
  await expect(page.getByTestId('availability-notice')).toHaveCount(0); // some sizes are left

  // L is sold out in every type; M still has Half Sleeve.
  await expect(sizeGroup(page).getByRole('radio', { name: /^L \(\d+\) — sold out$/ })).toBeDisabled();
  await expect(sizeGroup(page).getByRole('radio', { name: /^M \(\d+\)$/ })).toBeEnabled();

  // With Full Sleeve chosen, M is sold out too.
  await typeGroup(page).getByText('Full Sleeve').click();
  await expect(sizeGroup(page).getByRole('radio', { name: /^M \(\d+\) — sold out$/ })).toBeDisabled();
  await expect(page.getByTestId('stock-left')).toHaveCount(0);

  // Half Sleeve, M: two left, and the quantity stops there.
  await typeGroup(page).getByText('Half Sleeve').click();
  await sizeGroup(page).getByText(/^M \(/).click();
  await expect(page.getByTestId('stock-left')).toHaveText('Only 2 left');
  await expect(typeGroup(page).getByRole('radio', { name: 'Full Sleeve — sold out' })).toBeDisabled();
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(increase).toBeDisabled();
  await expect(page.getByTestId('total-price')).toHaveText(inr.format(2500));
  await expect(addToCart(page)).toBeEnabled();

  // A link to a sold-out choice opens with Add to Cart disabled, saying why.
  await page.goto(`/productInfo/${kurta.id}?size=M&type=Full%20Sleeve`);
  await expect(addToCart(page)).toBeDisabled();
  await expect(page.getByText('Sold out in this choice — please pick another')).toBeVisible();
});

test('a product with nothing left says Out of Stock', async ({ page, request }, info) => {
  const kurta = await productByTitle(request, KURTA);
  await setStock(request, info, kurta.id, everyVariant(SIZES, TYPES, 0));
  await page.goto(`/productInfo/${kurta.id}`);
  await expect(page.getByTestId('availability-notice')).toHaveText('Out of Stock');
  await expect(addToCart(page)).toBeDisabled();
});

test('checking out more than is left is refused naming the line; the cart flags it until reduced @desktop', async ({
  page,
  request,
}, info) => {
  const kurta = await productByTitle(request, KURTA);
  const line = { size: 'M', type: 'Half Sleeve' };
  await setStock(request, info, kurta.id, everyVariant(SIZES, TYPES, 10, [{ ...line, onHand: 3 }]));
  const account = await signUpViaApi(page.request);
  await logInViaApi(page, account);
  const added = await page.request.post('/api/v1/cart/lines', { data: { productId: kurta.id, ...line, quantity: 3 } });
  expect(added.status(), await added.text()).toBe(200);

  // Checkout opens with three; meanwhile another shopper buys one.
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12, 4th Cross, Vidyanagar, Hubballi');
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill('580021');
  await setStock(request, info, kurta.id, everyVariant(SIZES, TYPES, 10, [{ ...line, onHand: 2 }]));

  await page.getByRole('button', { name: `Pay ${inr.format(3750)}`, exact: true }).click();
  await expect(page.getByText(`Not enough stock: "${KURTA}" (M, Half Sleeve): only 2 left`, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sandbox payment' })).toHaveCount(0);
  // The cart as it is now: the line is flagged and Pay waits for it.
  await expect(page.getByTestId('checkout-line').getByTestId('stock-flag')).toHaveText('Only 2 left — reduce the quantity');
  await expect(page.getByRole('button', { name: `Pay ${inr.format(3750)}`, exact: true })).toBeDisabled();

  await page.goto('/cart');
  const cartLine = page.getByTestId('cart-line');
  await expect(cartLine.getByTestId('stock-flag')).toHaveText('Only 2 left — reduce the quantity');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByTestId('checkout-blocked')).toBeVisible();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(inr.format(3750)); // still counted

  await cartLine.getByRole('button', { name: `Decrease quantity of ${KURTA}` }).click();
  await expect(cartLine.getByTestId('line-quantity')).toHaveText('2');
  await expect(cartLine.getByTestId('stock-flag')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
});
