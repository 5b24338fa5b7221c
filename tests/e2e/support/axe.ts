import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical axe violations on the page, one readable line each. Waits first
 * until finite animations and transitions have finished: a toast fading in would
 * otherwise be measured at half opacity and fail colour contrast at random. Toasts also
 * lose their transitions while axe reads the page: one whose time runs out during the
 * analysis then vanishes at once instead of being measured half-faded.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const still = await page.addStyleTag({
    content: '[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; }',
  });
  try {
    return await analyze(page);
  } finally {
    await still.evaluate((element) => (element as Element).remove()).catch(() => undefined);
  }
}

/**
 * Animations longer than this are timers, not fades (the hero's 8 s slide progress):
 * waiting for one would only run the wait out, and it restarts with every slide.
 */
const TIMER_MS = 2_000;

async function analyze(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
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
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
