import { expect, test, type Page } from './fixtures';

import { logInViaApi, signUpViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 3: /productInfo/{id} (spec §2, §4, §5).

const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' });

test('a shirt offers only its sizes and types, and Add to Cart waits for both', async ({ page, request }) => {
  const shirt = await productByTitle(request, 'Handspun Khadi Cotton Shirt');
  await page.goto(`/productInfo/${shirt.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Handspun Khadi Cotton Shirt' })).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveText('₹1,150.00');

  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.locator('label')).toHaveText(['S (38)', 'M (40)', 'L (42)', 'XL (44)', '2XL (46)']);
  const types = page.getByRole('group', { name: 'Type' });
  await expect(types.locator('label')).toHaveText(['Full Sleeve', 'Half Sleeve']);

  await expect(addToCart(page)).toBeDisabled();
  await expect(page.getByText('Please choose a size')).toBeVisible();
  await sizes.getByText('M (40)').click();
  await expect(addToCart(page)).toBeDisabled();
  await expect(page.getByText('Please choose a type')).toBeVisible();
  // Keyboard: arrow keys move within the radio group.
  await types.getByRole('radio', { name: 'Full Sleeve' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(types.getByRole('radio', { name: 'Half Sleeve' })).toBeChecked();
  await expect(addToCart(page)).toBeEnabled();
  await expect(page).toHaveURL(/\?size=M&type=Half\+Sleeve$/);

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByTestId('total-price')).toHaveText('₹2,300.00');
});

test('a deep link with ?size=&type= starts with them picked', async ({ page, request }) => {
  const shirt = await productByTitle(request, 'Handspun Khadi Cotton Shirt');
  await page.goto(`/productInfo/${shirt.id}?size=XL&type=Full%20Sleeve`);
  await expect(page.getByRole('radio', { name: 'XL (44)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Full Sleeve' })).toBeChecked();
  await expect(addToCart(page)).toBeEnabled();

  // A size the product does not list is not picked (Indigo Khadi Shirt has no XS).
  const indigo = await productByTitle(request, 'Indigo Khadi Shirt');
  await page.goto(`/productInfo/${indigo.id}?size=XS`);
  await expect(page.getByRole('group', { name: 'Size' }).locator('label')).toHaveText(['M (40)', 'L (42)', 'XL (44)', '2XL (46)']);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1); // its only type, Full Sleeve
  await expect(addToCart(page)).toBeDisabled();
});

test('fabric is sold by length: 1–30 m in 0.25 m steps, the price following', async ({ page, request }) => {
  const fabric = await productByTitle(request, 'Kora Khadi Fabric'); // ₹180.00 per metre
  await page.goto(`/productInfo/${fabric.id}`);
  await expect(page.getByTestId('unit-price')).toHaveText('₹180.00 per metre');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
  const slider = page.getByRole('slider', { name: 'Length (metres)' });
  await expect(slider).toHaveValue('1');
  await expect(page.getByTestId('total-price')).toHaveText('₹180.00');

  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('1.25');
  await expect(page.getByTestId('fabric-length')).toHaveText('1.25 m');
  await expect(page.getByTestId('total-price')).toHaveText('₹225.00');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('2');
  await expect(page.getByTestId('total-price')).toHaveText('₹360.00');
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('30');
  await expect(page.getByTestId('total-price')).toHaveText('₹5,400.00');
  await expect(page.getByRole('button', { name: 'Longer by 0.25 m' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('1');
  await page.getByRole('button', { name: 'Longer by 0.25 m' }).click();
  await page.getByRole('button', { name: 'Longer by 0.25 m' }).click();
  await page.getByRole('button', { name: 'Longer by 0.25 m' }).click();
  await expect(page.getByTestId('fabric-length')).toHaveText('1.75 m');
  await expect(page.getByTestId('total-price')).toHaveText('₹315.00');
  await expect(addToCart(page)).toBeEnabled();
});

test("'Out of Stock' wins over 'Coming Soon' and disables the pickers, quantity and button", async ({ page, request }) => {
  const jamun = await productByTitle(request, 'Jamun Honey'); // out of stock and coming soon
  expect(jamun.outOfStock && jamun.comingSoon).toBeTruthy();
  await page.goto(`/productInfo/${jamun.id}`);
  await expect(page.getByTestId('availability-notice')).toHaveText('Out of Stock');
  await expect(page.getByText('Coming Soon', { exact: true })).toHaveCount(0);
  for (const radio of await page.getByRole('group', { name: 'Size' }).getByRole('radio').all()) {
    await expect(radio).toBeDisabled();
  }
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(addToCart(page)).toBeDisabled();

  const soon = await productByTitle(request, 'Tussar Khadi Silk Fabric'); // coming soon only
  await page.goto(`/productInfo/${soon.id}`);
  await expect(page.getByTestId('availability-notice')).toHaveText('Coming Soon');
  await expect(page.getByRole('slider', { name: 'Length (metres)' })).toBeDisabled();
  await expect(addToCart(page)).toBeDisabled();
});

test('the gallery switches pictures and zooms from the keyboard', async ({ page, request }) => {
  const shirt = await productByTitle(request, 'Indigo Khadi Shirt');
  await page.goto(`/productInfo/${shirt.id}`);
  const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
  await expect(thumbnails).toHaveCount(shirt.imageUrl.length);
  await expect(page.getByRole('img', { name: `Indigo Khadi Shirt — picture 1 of ${shirt.imageUrl.length}` })).toBeVisible();
  await thumbnails.nth(1).click();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: `Indigo Khadi Shirt — picture 2 of ${shirt.imageUrl.length}` })).toBeVisible();

  const zoom = page.getByRole('button', { name: /^Zoom picture/ });
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
});

test("an unknown id shows 'Product data not available.' with a way back", async ({ page }) => {
  const response = await page.goto('/productInfo/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product data not available.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to All Products' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
});

test('a guest is sent to /login by Add to Cart and by the wishlist heart', async ({ page, request }) => {
  const honey = await productByTitle(request, 'Wild Forest Honey');
  await page.goto(`/productInfo/${honey.id}?size=500%20gm`);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await addToCart(page).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goBack();
  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-in shopper adds to the cart and saves to the wishlist', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await logInViaApi(page, account);
  const fabric = await productByTitle(request, 'Handloom Cotton Checks Fabric');
  await page.goto(`/productInfo/${fabric.id}`);
  await page.getByRole('button', { name: 'Longer by 0.25 m' }).click();
  await addToCart(page).click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'true');
});

test('a product link carries its title, price and absolute image for link previews', async ({ request }) => {
  const shirt = await productByTitle(request, 'Indigo Khadi Shirt');
  const response = await request.get(`/productInfo/${shirt.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Indigo Khadi Shirt · Karnataka Khadi Bhandar</title>');
  expect(html).toContain('<meta property="og:title" content="Indigo Khadi Shirt" />');
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${shirt.imageUrl[0]}" />`));
  expect(html).toContain('<meta property="product:price:amount" content="1350.00" />');
  expect(html).toContain('<meta property="product:price:currency" content="INR" />');
});
