import type { Page } from 'playwright-core';

/**
 * The whole page as a visitor sees it while scrolling down, saved for a person to look at
 * (not in CI). Parts marked to render only
 * near the viewport (content-visibility: auto, e.g. the search results) are drawn too:
 * Chromium's full-page capture does not bring them near the viewport itself.
 */
export async function screenshotFullPage(page: Page, path: string): Promise<void> {
  // The pictures are for a person looking at the pages; nobody looks at a CI run's, and on
  // a two-core runner the landing's and information pages' cost about 20 s of the stage.
  if (process.env.CI) return;
  // Its images in: a caller may have read the page as soon as the app had started.
  await page.waitForLoadState('networkidle');
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path, fullPage: true });
  await style.evaluate((node) => (node as Element).remove());
}
