import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Page } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';

// Issue 13, the catalogue in bulk: export the catalogue as CSV, import a file with a bad row (its row and
// column are shown, nothing changes), fix the row, apply, and the new product is in the shop.

const COLUMNS = ['id', 'title', 'description', 'price', 'category', 'subCategory', 'tags', 'images', 'outOfStock', 'comingSoon', 'sizeChart', 'sizes', 'types', 'stock', 'titleKn', 'titleHi', 'descriptionKn', 'descriptionHi'];

/** One CSV line: every cell quoted, quotes doubled. */
const line = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');

/** The simplest CSV reader for the export's own rows (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function productTitled(request: APIRequestContext, title: string): Promise<boolean> {
  const response = await request.get(`/api/v1/admin/products?page=1&pageSize=5&q=${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { title: string }[] };
  return items.some((item) => item.title === title);
}

async function chooseAndCheck(page: Page, csv: string) {
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  return dialog;
}

test('export, import with a bad row (row and column shown, nothing written), fix, apply, shown in the shop', async ({ page }) => {
  await logInViaApi(page, demoAdmin);
  await page.goto('/dashboard');

  // Export: a UTF-8 file with a BOM, the header row, one row per product.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^khadi-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile(await download.path(), 'utf-8');
  expect(exported.startsWith('\ufeff')).toBe(true);
  const [header, ...rows] = parseCsv(exported.slice(1));
  expect(header).toEqual(COLUMNS);
  expect(rows.length).toBeGreaterThan(0);
  const at = (row: string[], column: string) => row[COLUMNS.indexOf(column)] ?? '';
  const model = rows.find((row) => at(row, 'sizeChart') === '' && at(row, 'images') !== '') ?? (rows[0] as string[]);

  const stamp = `${Date.now()}-${test.info().project.name}`;
  const title = `CSV Ilkal Saree ${stamp}`;
  const newRow = (price: string) =>
    line([
      '',
      title,
      'Handwoven in Ilkal, imported from a CSV file.',
      price,
      at(model, 'category'),
      at(model, 'subCategory'),
      'saree|csv',
      at(model, 'images').split('|')[0] ?? '',
      'no',
      'no',
      '',
      '',
      '',
    ]);
  const file = (price: string) => [line(COLUMNS), newRow('1499.00').replace(title, `${title} A`), newRow(price)].join('\r\n') + '\r\n';

  await page.getByRole('button', { name: 'Import CSV' }).click();
  let dialog = await chooseAndCheck(page, file('twelve'));
  await expect(dialog.getByRole('alert')).toHaveText(/1 row has errors; nothing was imported/);
  const errorRows = dialog.getByRole('table', { name: 'Rows with errors' }).getByRole('row');
  await expect(errorRows).toHaveCount(2);
  await expect(errorRows.nth(1)).toHaveText(/^3\s*price\s*Price must be a number of rupees$/);
  await expect(dialog.getByRole('button', { name: 'Apply import' })).toHaveCount(0);
  expect(await productTitled(page.request, `${title} A`)).toBe(false);

  // Fixed: the dry run says what will happen, Apply does it.
  dialog = await chooseAndCheck(page, file('1899.50'));
  await expect(dialog.getByRole('status')).toHaveText('2 rows checked: 2 to create, 0 to update.');
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported: 2 products created, 0 updated.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/allproducts?q=' + encodeURIComponent(title));
  await expect(page.getByRole('link', { name: new RegExp(`^${title}$`) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${title} A$`) }).first()).toBeVisible();
});
