import { describe, expect, it } from 'vitest';
import { instagramSchema } from './profiles.js';

// docs/product.md, Profiles: an Instagram handle may be typed as @name or as a profile
// address; it is stored as the bare handle.

describe('the Instagram handle', () => {
  it.each([
    ['@jane.doe', 'jane.doe'],
    ['jane_doe', 'jane_doe'],
    ['https://www.instagram.com/jane.doe/', 'jane.doe'],
    ['http://instagram.com/jane.doe', 'jane.doe'],
    ['instagram.com/jane.doe', 'jane.doe'],
    ['www.instagram.com/jane.doe', 'jane.doe'],
    ['https://instagram.com/jane.doe?igsh=MWQ1ZGUxMzBkMA==', 'jane.doe'],
    ['https://www.instagram.com/jane.doe/#', 'jane.doe'],
    ['  @jane.doe  ', 'jane.doe'],
    ['', null],
  ])('%j is stored as %j', (typed, stored) => {
    expect(instagramSchema.parse(typed)).toBe(stored);
  });

  it.each(['jane doe', 'https://example.com/jane', 'a'.repeat(31)])('%j is refused', (typed) => {
    expect(instagramSchema.safeParse(typed).success).toBe(false);
  });
});
