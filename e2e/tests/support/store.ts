// One store per Playwright worker (issue 27): each worker runs its own `khadi serve` (serve.sh) on a
// free port, with its own SQLite file, media and mail folders under e2e/.run/worker-<n>/, copied from
// the template the global set-up seeded once (global-setup.ts), so no worker sees another's carts,
// orders or settings, and the demo shop is drawn only once per run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

const e2eRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serveScript = path.join(e2eRoot, 'serve.sh');
const runRoot = path.join(e2eRoot, '.run');
const template = path.join(runRoot, 'template');

/** Where worker `workerIndex`'s store keeps its files. */
export const storeFolder = (workerIndex: number) => path.join(runRoot, `worker-${workerIndex}`);
/** The store's SQLite file (tests/support/stock.ts writes stock straight into it). */
export const storeDatabase = (workerIndex: number) => path.join(storeFolder(workerIndex), 'e2e.db');
/** The store's e-mails, one .eml file each (no SMTP). */
export const storeMail = (workerIndex: number) => path.join(storeFolder(workerIndex), 'mail');

export type Store = { url: string; stop: () => Promise<void> };

/** The migrated, seeded database and media every worker's store starts from (global set-up). */
export function seedTemplate(): void {
  rmSync(template, { recursive: true, force: true });
  for (const command of ['migrate', 'seed-demo']) {
    execFileSync(serveScript, [command], { env: { ...process.env, KHADI_E2E_RUN: template }, stdio: ['ignore', 'pipe', 'inherit'] });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const exited = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Starts worker `workerIndex`'s store from a fresh copy of the template; resolves once it answers. */
export async function startStore(workerIndex: number): Promise<Store> {
  return startStoreIn(storeFolder(workerIndex));
}

/** A store serving the files in `folder` — a fresh copy of the template unless `fresh` is false (a second
 *  instance of a store already started there: the two share one SQLite database, as instances behind a
 *  load balancer share one database) — with `env` added to serve.sh's. */
export async function startStoreIn(folder: string, { fresh = true, env = {} }: { fresh?: boolean; env?: Record<string, string> } = {}): Promise<Store> {
  if (fresh) {
    rmSync(folder, { recursive: true, force: true });
    cpSync(template, folder, { recursive: true });
  }
  const port = await freePort();
  const logFile = path.join(folder, fresh ? 'server.log' : `server-${port}.log`);
  const log = openSync(logFile, 'w');
  // Its own process group: uv runs Python as a child, and stopping the group stops both.
  const server = spawn(serveScript, [], {
    env: { ...process.env, ...env, KHADI_E2E_RUN: folder, KHADI_E2E_PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => {
    if (server.pid !== undefined && !exited(server)) process.kill(-server.pid, name);
  };
  const stop = async () => {
    signal('SIGTERM');
    try {
      await expect.poll(() => exited(server), { timeout: 30_000 }).toBe(true);
    } catch {
      signal('SIGKILL');
    }
  };
  try {
    await expect
      .poll(async () => exited(server) || (await answers(url)), { message: `the store on ${url} answers /healthz`, timeout: 120_000 })
      .toBe(true);
    if (exited(server)) throw new Error(`the store stopped during start-up:\n${readFileSync(logFile, 'utf8')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
