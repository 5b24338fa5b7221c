import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_STATS } from './landing-content';

// The landing's figures are ones the product itself makes true (docs/product.md, Nothing
// pretends): none the live data could contradict, as an average rating would.

describe('the landing figures', () => {
  it('claim no average rating, no count of projects and nothing verified', () => {
    for (const stat of TESTIMONIAL_STATS) {
      expect(stat.label, stat.value).not.toMatch(/rating|projects|verified|secured/i);
    }
  });
});
