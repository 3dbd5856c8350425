import { expect, test } from './fixtures';

// Issue 3: the home page of spec §2.

test('the hero has Shop Now and Learn More', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Khadi woven by hand, made to last.' })).toBeVisible();
  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/allproducts$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
});

test('the highlights strip reads 25+ Experience, Premium Product, Customer Trust', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Why shop with us' });
  for (const text of ['25+ Experience', 'Premium Product', 'Customer Trust']) {
    await expect(strip.getByText(text, { exact: true })).toBeVisible();
  }
});

test('the Products and Fabrics panels show 4 tiles and open every item in a modal', async ({ page, request }) => {
  // Other tests may add categories to the shared store: count what the shop has now.
  const categories = (await (await request.get('/api/v1/categories')).json()) as { name: string }[];
  await page.goto('/');
  const products = page.getByRole('region', { name: 'Products', exact: true });
  await expect(products.getByRole('link')).toHaveCount(4);
  await expect(products.getByRole('link').first()).toHaveAttribute('href', '/category/shirts');

  const fabrics = page.getByRole('region', { name: 'Fabrics', exact: true });
  await expect(fabrics.getByRole('link')).toHaveCount(4);

  const viewAll = fabrics.getByRole('button', { name: 'View all →' });
  await viewAll.click();
  const dialog = page.getByRole('dialog', { name: 'Fabrics' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(6); // khadi, lenin, silk, cotton, wool, Polyester
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewAll).toBeFocused();

  await products.getByRole('button', { name: 'View all →' }).click();
  const all = page.getByRole('dialog', { name: 'Products' });
  await expect(all.getByRole('link')).toHaveCount(categories.filter((c) => c.name !== 'fabrics').length); // all but Fabrics
  await all.getByRole('link', { name: /^Sleeping Mats,/ }).click();
  await expect(page).toHaveURL(/\/category\/mats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mats' })).toBeVisible();
});

test('one product section per home tag', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const title of ['Top Collection', 'Shirts', 'Pants', 'Kurtas']) {
    const list = main.getByRole('list', { name: title, exact: true });
    await expect(list).toBeVisible();
    expect(await list.getByRole('article').count()).toBeGreaterThan(0);
  }
  const shirts = main.getByRole('list', { name: 'Shirts', exact: true });
  await expect(shirts.getByRole('link', { name: 'Indigo Khadi Shirt' })).toBeVisible();
  await shirts.getByRole('link', { name: 'Indigo Khadi Shirt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indigo Khadi Shirt' })).toBeVisible();
});

test('on a phone the hero is a 3-slide carousel that changes on a swipe @phone', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  await expect(carousel).toBeVisible();
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toHaveAttribute('aria-label', '1 of 3');

  const swipe = async (fromX: number, toX: number) => {
    const box = await page.getByTestId('hero-track').boundingBox();
    if (!box) throw new Error('no carousel');
    const y = box.y + box.height / 2;
    await page.getByTestId('hero-track').evaluate(
      (track, { fromX, toX, y }) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: track, clientX: x, clientY: y });
        track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(fromX)], changedTouches: [touch(fromX)] }));
        track.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(toX)] }));
      },
      { fromX, toX, y },
    );
  };
  await swipe(300, 200); // 100 px to the left: next
  await expect(current).toHaveAttribute('aria-label', '2 of 3');
  await swipe(200, 230); // 30 px: too short
  await expect(current).toHaveAttribute('aria-label', '2 of 3');
  await swipe(100, 300); // to the right: previous
  await expect(current).toHaveAttribute('aria-label', '1 of 3');

  await carousel.getByRole('button', { name: /^Show slide 3/ }).click();
  await expect(current).toHaveAttribute('aria-label', '3 of 3');
  await expect(carousel.getByText('Honey, agarbatti & gifts')).toBeVisible();
});

test('a swipe holds the carousel for 5 s, then it advances every 5 s (fake clock) @phone', async ({ page }) => {
  await page.clock.install(); // fake timers that run at normal speed until paused
  await page.goto('/');
  const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500); // from here time moves only when told

  const label = async () => (await current.getAttribute('aria-label')) ?? '';
  const slideAfter = (from: string, steps: number) => `${((Number(from.charAt(0)) - 1 + steps) % 3) + 1} of 3`;
  const before = await label();
  await page.getByTestId('hero-track').evaluate((track) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: track, clientX: x, clientY: 100 });
    track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }));
    track.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(120)] }));
  });
  const swiped = slideAfter(before, 1);
  await expect(current).toHaveAttribute('aria-label', swiped);
  // The clock runs timers only; React renders between the steps (so each step ends with a check).
  await page.clock.runFor(4990);
  await expect(current).toHaveAttribute('aria-label', swiped);
  await page.clock.runFor(20); // the 5 s pause is over: the 5 s interval starts again
  await expect(current).toHaveAttribute('aria-label', swiped);
  await page.clock.runFor(4980);
  await expect(current).toHaveAttribute('aria-label', swiped);
  await page.clock.runFor(40);
  await expect(current).toHaveAttribute('aria-label', slideAfter(swiped, 1));
  await page.clock.runFor(4980);
  await expect(current).toHaveAttribute('aria-label', slideAfter(swiped, 1));
  await page.clock.runFor(40);
  await expect(current).toHaveAttribute('aria-label', slideAfter(swiped, 2));
});
