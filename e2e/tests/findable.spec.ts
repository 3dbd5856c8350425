import { expect, test } from './fixtures';

import { cardTitles, currentProducts, showFilters } from './storefront-support';

// Issue 28, "Findable": a search looks through the whole catalogue unless the shopper moved the price
// slider; the slider's last step is "₹5,000 and above"; the grid says what the limit hides and shows it
// in one click. Runs on the desktop and the 390 px phone.

const overDefault = (price: number) => price > 2000_00;

test('searching "silk kurta" finds the ₹3,200 kurta with the slider untouched', async ({ page }) => {
  await page.goto('/allproducts');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('silk kurta');
  await expect(page).toHaveURL(/\?q=silk\+kurta$/);
  expect(await cardTitles(page)).toEqual(['Khadi Silk Kurta']);
  await expect(page.getByText('No products match your filters.')).toHaveCount(0);

  // Moved, the slider limits the search too.
  await showFilters(page);
  await page.getByRole('slider', { name: 'Up to' }).fill('3000');
  await expect(page.getByText('No products match your filters.')).toBeVisible();
  await expect(page.getByTestId('hidden-by-price')).toHaveText(/1 product over ₹3,000 is hidden by the price limit\./);
});

test('the grid says how many products the limit hides, and one click shows them all', async ({ page, request }) => {
  const all = await currentProducts(request);
  const hidden = all.filter((p) => overDefault(p.price)).length;
  expect(hidden).toBeGreaterThan(1);
  await page.goto('/allproducts');
  const note = page.getByTestId('hidden-by-price');
  await expect(note).toContainText(`${hidden} products over ₹2,000 are hidden by the price limit.`);
  await note.getByRole('button', { name: 'Show all prices' }).click();

  await expect(page).toHaveURL(/\?max=5000$/);
  await expect(note).toHaveCount(0);
  expect(await cardTitles(page)).toEqual(all.map((p) => p.title));
  await showFilters(page);
  await expect(page.getByRole('slider', { name: 'Up to' })).toHaveValue('5000');
  await expect(page.getByTestId('price-value')).toHaveText('₹5,000 and above');
});

test('in Kannada: the hidden products, the last step and the search', async ({ page, request }) => {
  const hidden = (await currentProducts(request)).filter((p) => overDefault(p.price)).length;
  await page.goto('/allproducts?lang=kn');
  const note = page.getByTestId('hidden-by-price');
  await expect(note).toContainText(`₹2,000 ಮೀರಿದ ${hidden} ಉತ್ಪನ್ನಗಳು ಬೆಲೆಯ ಮಿತಿಯಿಂದ ಮರೆಯಾಗಿವೆ.`);
  await note.getByRole('button', { name: 'ಎಲ್ಲಾ ಬೆಲೆಗಳನ್ನು ತೋರಿಸಿ' }).click();
  await showFiltersKannada(page);
  await expect(page.getByTestId('price-value')).toHaveText('₹5,000 ಮತ್ತು ಹೆಚ್ಚು');

  await page.goto('/allproducts?lang=kn');
  await page.getByRole('searchbox', { name: 'ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ' }).fill('silk kurta');
  await expect(page.getByRole('list', { name: 'ಉತ್ಪನ್ನಗಳು', exact: true }).locator('article')).toHaveCount(1);
});

async function showFiltersKannada(page: import('@playwright/test').Page) {
  const toggle = page.getByRole('button', { name: /^ಫಿಲ್ಟರ್‌ಗಳನ್ನು ತೋರಿಸಿ/ });
  if (await toggle.isVisible()) await toggle.click();
}
