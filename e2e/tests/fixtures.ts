// Every spec imports `test` and `expect` from here: each worker gets its own store (support/store.ts),
// and every page, request and new browser context of the worker's tests talks to it (baseURL).
import { test as base, type Page, type Response } from '@playwright/test';

import { startStore } from './support/store';
import { recordToasts } from './support/toasts';

export * from '@playwright/test';

export const test = base.extend<object, { store: string }>({
  store: [
    async ({}, use, workerInfo) => {
      const store = await startStore(workerInfo.workerIndex);
      await use(store.url);
      await store.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ store }, use) => use(store),
  // every page keeps the words of the toasts it showed (support/toasts.ts)
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts);
    await use(context);
  },
  // Issue 33: the shop's public pages arrive drawn by the server and answer taps once the app has hydrated
  // them; a tap before that is lost, as it would be for a shopper. Loading a page waits for the app.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => untilAppReady(page, await goto(...args));
      page.reload = async (...args) => untilAppReady(page, await reload(...args));
    }
    await use(page);
  },
});

/** Waits for <html data-app="ready"> (src/app/layout/root-layout.tsx) on an HTML page of the app. */
async function untilAppReady(page: Page, response: Response | null): Promise<Response | null> {
  if (response && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready');
  }
  return response;
}
