import { describe, expect, it } from 'vitest';
import { draftOnNewValue } from './use-debounced-draft';

// A search field bound to the address: what arrives from outside replaces the draft; the
// field's own commit arriving late never wipes what was typed since.

const trim = (draft: string) => draft.trim();
const ratePair = (draft: string) =>
  draft
    .split('|')
    .map((part) => part.trim())
    .join('|');

describe('a draft when the value it is bound to changes', () => {
  it('follows a value from outside: Back, Clear filters', () => {
    expect(draftOnNewValue('anna', '', null, trim)).toBe('');
    expect(draftOnNewValue('anna', 'bo', 'anna', trim)).toBe('bo');
  });

  it('keeps what is being typed when it already says the value', () => {
    expect(draftOnNewValue('anna ', 'anna', null, trim)).toBe('anna ');
  });

  it('keeps what was typed after its own commit left, when that commit arrives', () => {
    // The maximum (100) was committed; the minimum (900) was typed before the address
    // caught up. The pair is out of order, so it is not committed, and its message shows.
    expect(draftOnNewValue('900|100', '|100', '|100', ratePair)).toBe('900|100');
    expect(draftOnNewValue('annabel', 'anna', 'anna', trim)).toBe('annabel');
  });
});
