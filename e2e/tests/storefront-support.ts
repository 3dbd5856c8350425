// Shared helpers of the storefront end-to-end tests (issue 3). The store runs the demo catalogue
// (backend khadi/demo/catalogue.py); products are found by title.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type CatalogueProduct = {
  id: string;
  title: string;
  price: number;
  category: string;
  subCategories: string[];
  tags: string[];
  imageUrl: string[];
  outOfStock: boolean;
  comingSoon: boolean;
};

/** The catalogue as the store serves it now. Never cached: the specs of one worker share its store,
 * and an earlier one (the CSV import, the admin's product form) may have added products. */
export async function currentProducts(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const response = await request.get('/api/v1/products');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { products: CatalogueProduct[] }).products;
}

export async function productByTitle(request: APIRequestContext, title: string): Promise<CatalogueProduct> {
  const product = (await currentProducts(request)).find((p) => p.title === title);
  if (!product) throw new Error(`the demo catalogue has no product titled ${title}`);
  return product;
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The product cards' titles in a list, in order. */
export async function cardTitles(page: Page, listName = 'Products'): Promise<string[]> {
  const list = page.getByRole('list', { name: listName, exact: true });
  await expect(list).toBeVisible();
  // A long grid draws its first cards, then the rest (components/product-grid.tsx): wait for all.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list.locator('article h3').allTextContents();
}

/** Opens the filter panel on phones, where it hides behind a toggle. */
export async function showFilters(page: Page) {
  if (!isPhone(page)) return;
  await page.getByRole('button', { name: /^Show filters/ }).click();
  await expect(page.getByRole('button', { name: /^Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
}
