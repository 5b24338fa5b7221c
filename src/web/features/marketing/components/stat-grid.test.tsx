import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ABOUT_STATS } from '../content/about';
import { PRESS_STATS } from '../content/press-kit';
import { IMPACT_METRICS } from '../content/success-stories';
import { SAMPLE_FIGURES, StatGrid } from './stat-grid';

// Figures on the landing and information pages are live or plainly sample, and none is one
// the live data would contradict (docs/product.md, Nothing pretends): members see real
// ratings on every profile and card, and the bookings they made.

describe('the figures of the information pages', () => {
  it('claim no average rating and no count of completed projects', () => {
    for (const stat of [...ABOUT_STATS, ...PRESS_STATS, ...IMPACT_METRICS]) {
      expect(stat.label, stat.value).not.toMatch(/rating|projects completed/i);
    }
  });

  it('say so under them when they are sample figures', () => {
    const sample = renderToStaticMarkup(<StatGrid stats={ABOUT_STATS} sample />);
    expect(sample).toContain(`<figcaption class="text-sm text-zinc-600">${SAMPLE_FIGURES}</figcaption>`);
    expect(renderToStaticMarkup(<StatGrid stats={ABOUT_STATS} />)).not.toContain(SAMPLE_FIGURES);
  });
});
