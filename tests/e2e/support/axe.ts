import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical axe violations on the page (or the part of it `within` selects),
 * one readable line each. Waits first
 * until finite animations and transitions have finished: a toast fading in would
 * otherwise be measured at half opacity and fail colour contrast at random. Toasts also
 * lose their transitions while axe reads the page: one whose time runs out during the
 * analysis then vanishes at once instead of being measured half-faded.
 */
export async function seriousViolations(
  page: Page,
  options: {
    within?: string;
    /**
     * 'started': read once the app has taken the page over, for a page that loads nothing
     * after that (an information page): not after half a second of a quiet network.
     */
    settled?: 'network' | 'started';
  } = {},
): Promise<string[]> {
  const still = await page.addStyleTag({
    content: '[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; }',
  });
  try {
    return await analyze(page, options);
  } finally {
    await still.evaluate((element) => (element as Element).remove()).catch(() => undefined);
  }
}

/**
 * Animations longer than this are timers, not fades (the hero's 8 s slide progress):
 * waiting for one would only run the wait out, and it restarts with every slide.
 */
const TIMER_MS = 2_000;

async function analyze(
  page: Page,
  { within, settled = 'network' }: Parameters<typeof seriousViolations>[1] = {},
): Promise<string[]> {
  if (settled === 'started') await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  else await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      (timerMs) =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              Number(animation.effect?.getComputedTiming().endTime ?? 0) > timerMs,
          ),
      TIMER_MS,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // axe runs in the page itself (legacy mode): the default runs it frame by frame and
  // finishes in a second, blank page, which costs twice the analysis and buys nothing
  // here, where no page has a frame from another origin. Only violations are read.
  const builder = new AxeBuilder({ page });
  // A walk of many pages that share their header and footer reads those once, then only
  // what each page adds (`within`, e.g. 'main').
  if (within) builder.include(within);
  const results = await builder
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
