// Tracked stock for end-to-end tests (issue 15), written straight into the e2e store's SQLite file
// (the worker's own, tests/support/store.ts) as another instance would: the rows, and a catalogue version bump so the server's
// snapshot is rebuilt on its next recheck. The shopper's screens are what these tests drive; setting
// stock from the dashboard is the admin's own test.
import { execFileSync } from 'node:child_process';

import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';

import { storeDatabase } from './store';

/** {size, type, onHand} in the stored unit (pieces; quarter-metres for fabrics). '' for none. */
export type StockRow = { size: string; type: string; onHand: number };

const script = `
import json, sqlite3, sys
db, product_id, unit, rows = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
con = sqlite3.connect(db, timeout=30)
with con:
    con.execute("DELETE FROM stock_levels WHERE product_id = ?", (product_id,))
    con.executemany(
        "INSERT INTO stock_levels (product_id, size, type, on_hand, unit, updated_at)"
        " VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP)",
        [(product_id, r["size"], r["type"], r["onHand"], unit) for r in rows],
    )
    con.execute("UPDATE catalog_state SET version = version + 1 WHERE id = 1")
con.close()
`;

const catalogueVersion = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/products')).json()) as { version: number }).version;

/** Replaces the product's stock rows (none: untracked again) and waits until the store serves it. */
export async function setStock(
  request: APIRequestContext,
  info: TestInfo,
  productId: string,
  rows: StockRow[],
  unit: 'piece' | 'quarter_metre' = 'piece',
): Promise<void> {
  const before = await catalogueVersion(request);
  execFileSync('python3', ['-c', script, storeDatabase(info.workerIndex), productId, unit, JSON.stringify(rows)]);
  await expect.poll(() => catalogueVersion(request)).toBeGreaterThan(before);
}

/** Every size × type of a product with `onHand`, but for the given exceptions. */
export function everyVariant(sizes: string[], types: string[], onHand: number, except: StockRow[] = []): StockRow[] {
  return sizes.flatMap((size) =>
    types.map((type) => except.find((row) => row.size === size && row.type === type) ?? { size, type, onHand }),
  );
}
