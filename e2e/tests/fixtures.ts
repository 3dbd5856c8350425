// Every spec imports `test` and `expect` from here: each worker gets its own store (support/store.ts),
// and every page, request and new browser context of the worker's tests talks to it (baseURL).
import { test as base } from '@playwright/test';

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
});
