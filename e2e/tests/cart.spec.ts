import { expect, test, type Page } from './fixtures';

import { logInViaApi, signUpViaApi, type NewAccount } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 5: the cart and wishlist, kept on the server and live in every open tab (spec §2, §4, §8, §9;
// DESIGN.md §4, §7). Every test signs up its own shopper, so carts never meet.

const SHIRT = 'Handspun Khadi Cotton Shirt'; // ₹1,150.00, sizes S–2XL, Full/Half Sleeve
const FABRIC = 'Khadi Linen Fabric'; // ₹620.00 per metre
const NO_OPTIONS = 'Kora Khadi Fabric'; // no size or type: the wishlist page adds it directly

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (paise: number) => inr.format(paise / 100);
/** DESIGN.md §4: round half up to a whole paisa (inputs here are exact quarter-paise or percents). */
const roundHalfUp = (value: number) => Math.floor(value + 0.5 + 1e-9);

async function newShopper(page: Page): Promise<NewAccount> {
  const account = await signUpViaApi(page.request);
  await logInViaApi(page, account);
  return account;
}

const badge = (page: Page) => page.getByTestId('cart-badge');
const cartLines = (page: Page) => page.getByTestId('cart-line');
const lineFor = (page: Page, title: string, size?: string) => {
  let lines = cartLines(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
  if (size) lines = lines.filter({ has: page.getByText(size, { exact: true }) });
  return lines;
};

async function addShirt(page: Page, shirtId: string, size: string, type: string) {
  await page.goto(`/productInfo/${shirtId}`);
  await page.getByRole('group', { name: 'Size' }).getByText(size, { exact: true }).click();
  await page.getByRole('group', { name: 'Type' }).getByText(type, { exact: true }).click();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/cart/lines') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  expect((await added).status()).toBe(200);
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
}

test('add, add again, another size, fabric by length, increment, decrement to removal, remove; summary adds up', async ({
  page,
  request,
}) => {
  const shirt = await productByTitle(request, SHIRT);
  const fabric = await productByTitle(request, FABRIC);
  await newShopper(page);

  // A shirt with size and type, then the same again: one line of 2.
  await addShirt(page, shirt.id, 'M (40)', 'Full Sleeve');
  await expect(badge(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(lineFor(page, SHIRT).getByTestId('line-quantity')).toHaveText('2');

  // The same shirt in another size: a second line, badge 2.
  await addShirt(page, shirt.id, 'L (42)', 'Full Sleeve');
  await expect(badge(page)).toHaveText('2');

  // 2.75 m of a fabric with the length slider.
  await page.goto(`/productInfo/${fabric.id}`);
  const slider = page.getByRole('slider', { name: 'Length (metres)' });
  await slider.focus();
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('fabric-length')).toHaveText('2.75 m');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
  await expect(badge(page)).toHaveText('3');

  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(3);
  const shirtM = lineFor(page, SHIRT, 'M');
  const shirtL = lineFor(page, SHIRT, 'L');
  const fabricLine = lineFor(page, FABRIC);
  await expect(shirtM.getByText('Full Sleeve')).toBeVisible();
  await expect(shirtM.getByTestId('line-quantity')).toHaveText('2');
  await expect(shirtM.getByTestId('line-total')).toHaveText(rupees(shirt.price * 2));
  await expect(shirtL.getByTestId('line-quantity')).toHaveText('1');
  await expect(fabricLine.getByTestId('line-quantity')).toHaveText('2.75 m');
  await expect(fabricLine.getByTestId('unit-price')).toHaveText(`${rupees(fabric.price)} / m`);
  const fabricTotal = roundHalfUp((fabric.price * 11) / 4); // price × 2.75
  await expect(fabricLine.getByTestId('line-total')).toHaveText(rupees(fabricTotal));
  await expect(fabricLine.getByRole('link', { name: FABRIC })).toHaveAttribute('href', `/productInfo/${fabric.id}`);

  // spec §9 by hand: sub-total, +10% tax, −5% discount, each rounded half up to a paisa.
  const expectSummary = async (subTotal: number) => {
    const tax = roundHalfUp(subTotal / 10);
    const discount = roundHalfUp(subTotal / 20);
    await expect(page.getByText('Sub-total', { exact: true })).toBeVisible();
    await expect(page.getByText('Tax (10%)', { exact: true })).toBeVisible();
    await expect(page.getByText('Discount (5%)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(subTotal));
    await expect(page.getByTestId('summary-tax')).toHaveText(`+ ${rupees(tax)}`);
    await expect(page.getByTestId('summary-discount')).toHaveText(`− ${rupees(discount)}`);
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(subTotal + tax - discount));
  };
  await expectSummary(shirt.price * 3 + fabricTotal);

  // Increment: the M shirt to 3.
  await shirtM.getByRole('button', { name: `Increase quantity of ${SHIRT}` }).click();
  await expect(shirtM.getByTestId('line-quantity')).toHaveText('3');
  await expectSummary(shirt.price * 4 + fabricTotal);

  // Fabric: 0.25 m longer and back.
  await fabricLine.getByRole('button', { name: `Longer by 0.25 m: ${FABRIC}` }).click();
  await expect(fabricLine.getByTestId('line-quantity')).toHaveText('3 m');
  await fabricLine.getByRole('button', { name: `Shorter by 0.25 m: ${FABRIC}` }).click();
  await expect(fabricLine.getByTestId('line-quantity')).toHaveText('2.75 m');

  // Decrement below 1 removes the line (spec §4).
  await shirtL.getByRole('button', { name: `Decrease quantity of ${SHIRT}` }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(badge(page)).toHaveText('2');
  await expectSummary(shirt.price * 3 + fabricTotal);

  // Remove.
  await fabricLine.getByRole('button', { name: `Remove ${FABRIC}` }).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(badge(page)).toHaveText('1');
  await expectSummary(shirt.price * 3);
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

  await shirtM.getByRole('button', { name: `Remove ${SHIRT}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
});

test('a guest pressing Add to Cart goes to /login', async ({ page, request }) => {
  const shirt = await productByTitle(request, SHIRT);
  await page.goto(`/productInfo/${shirt.id}?size=M&type=Half%20Sleeve`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

async function secondTab(page: Page, account: NewAccount) {
  // Same browser context (same cookies): a second tab of the same shopper.
  const other = await page.context().newPage();
  await logInViaApi(other, account);
  return other;
}

test('two tabs of the same shopper stay in step, live', async ({ page, request }) => {
  const shirt = await productByTitle(request, SHIRT);
  const account = await newShopper(page);
  const other = await secondTab(page, account);

  await other.goto('/cart');
  await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // The live stream is open once it has said `ready` (use-live-updates.ts marks <html data-live>).
  await expect(other.locator('html')).toHaveAttribute('data-live', 'ready');

  await addShirt(page, shirt.id, 'S (38)', 'Half Sleeve');
  await expect(other.getByTestId('cart-line')).toHaveCount(1);
  await expect(other.getByTestId('cart-badge')).toHaveText('1');

  // And back: a change in the cart tab reaches the product tab's badge.
  await other.getByRole('button', { name: `Increase quantity of ${SHIRT}` }).click();
  await expect(other.getByTestId('line-quantity')).toHaveText('2');
  await page.goto('/cart');
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  await other.getByRole('button', { name: `Remove ${SHIRT}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await other.close();
});

test('wishlist: the heart toggles, the page lists with add and remove, then the empty state', async ({ page, request }) => {
  const shirt = await productByTitle(request, SHIRT);
  const account = await newShopper(page);

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: `${account.name}'s Wishlist` })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // The heart on the product page toggles the product in and out, and in again.
  await page.goto(`/productInfo/${shirt.id}`);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The heart on a product card.
  await page.goto('/allproducts?max=5000');
  const cardHeart = page.getByRole('button', { name: `Save ${NO_OPTIONS} to wishlist` });
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${account.name}'s Wishlist` })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved products' });
  await expect(saved.getByRole('link', { name: SHIRT, exact: true })).toHaveAttribute('href', `/productInfo/${shirt.id}`);
  await expect(saved.getByRole('link', { name: NO_OPTIONS, exact: true })).toBeVisible();

  // A shirt needs a size and type: chosen on its page. The plain fabric goes straight in.
  await expect(page.getByRole('link', { name: `Choose options for ${SHIRT}` })).toHaveAttribute('href', `/productInfo/${shirt.id}`);
  await page.getByRole('button', { name: `Add ${NO_OPTIONS} to cart` }).click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  await expect(badge(page)).toHaveText('1');

  await page.getByRole('button', { name: `Remove ${SHIRT} from wishlist` }).click();
  await expect(saved.getByRole('link', { name: SHIRT, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${NO_OPTIONS} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
});
