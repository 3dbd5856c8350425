import { expect, test, type Page } from './fixtures';

import { demoAdmin, logInViaApi } from './support/auth';
import { productByTitle } from './storefront-support';

// Issue 28: the dashboard in English shows what the owner typed in Kannada and Hindi (a product's
// translated titles) with the shop's bundled fonts, not as empty boxes on a computer without them.
// (Its language menu names ಕನ್ನಡ and हिन्दी in their scripts, so a dashboard page fetches both faces.)

const SHIRT = 'Indigo Khadi Shirt'; // the demo gives it a Kannada title: ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್

/** The fonts Chromium drew the text of `selector`'s element with (DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test('the English dashboard draws owner-entered Kannada with the bundled Kannada font @desktop', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.woff2')) fetched.push(name);
  });
  const faces = (family: string) =>
    page.evaluate(
      (wanted) => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === wanted).map((face) => face.status),
      family,
    );
  const shirt = await productByTitle(page.request, SHIRT);
  await logInViaApi(page, demoAdmin);

  await page.goto(`/update-product/${shirt.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Kannada title')).toHaveValue('ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್');
  await expect.poll(() => faces('Kannada Content')).toEqual(['loaded']);
  expect(await page.evaluate(() => document.fonts.check('16px "Kannada Content"', 'ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್'))).toBe(true);
  expect(fetched).toEqual(expect.arrayContaining([expect.stringMatching(/^noto-sans-kannada-kannada-400-normal-.*\.woff2$/)]));
  // The Kannada fieldset's heading (ಕನ್ನಡ) is drawn with it, not a system fallback or empty boxes.
  await expect.poll(() => fontsDrawing(page, 'legend[lang="kn"]')).toEqual(['Noto Sans Kannada']);
  await expect.poll(() => fontsDrawing(page, 'legend[lang="hi"]')).toEqual(['Noto Sans Devanagari']);
});
