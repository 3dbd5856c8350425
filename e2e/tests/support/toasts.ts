// Toasts as a shopper saw them. A success toast stays 2 s (spec §9: react-hot-toast's defaults); on a
// loaded machine an assertion can look just after it went. Every page records each toast's words as it
// appears (fixtures.ts installs recordToasts), and `expectToastShown` waits on that record.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __toasts?: string[];
  }
}

export function recordToasts(): void {
  const seen: string[] = (window.__toasts = []);
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[role="status"]')) {
      const words = toast.textContent?.trim();
      if (words && !seen.includes(words)) seen.push(words);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** `words` showed as a toast on this page (now or a moment ago). */
export async function expectToastShown(page: Page, words: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__toasts ?? []), { message: `a toast "${words}"`, timeout: 30_000 }).toContain(words);
}
