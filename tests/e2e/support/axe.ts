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

async function analyze(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
