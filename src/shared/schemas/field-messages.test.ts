import { describe, expect, it } from 'vitest';
import { platformSettingsFormSchema, updatePlatformSettingsSchema } from './admin-people.js';
import { multiLineText, singleLineText } from './common.js';

// zod gives `z.string({ error })` to every later check that has no message of its own. The
// text helpers keep their `error` for a value that is missing or not text, so a check
// without a message can never say 'Please fill in your name' of a name too long.

describe('the error of singleLineText and multiLineText', () => {
  it.each([
    ['singleLineText', singleLineText({ error: 'Please fill in your name' })],
    ['multiLineText', multiLineText({ error: 'Please fill in your name' })],
  ])('%s: the error is for a missing value or not text, not for a later check', (_name, text) => {
    const schema = text.min(1).max(5);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Please fill in your name');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Please fill in your name');
    for (const value of ['', 'far too long']) {
      const message = schema.safeParse(value).error?.issues[0]?.message;
      expect(message).toBeDefined();
      expect(message).not.toBe('Please fill in your name');
    }
  });
});

describe('the delay of the unread message email', () => {
  it.each([
    [
      'the settings save',
      (minutes: number) =>
        updatePlatformSettingsSchema.safeParse({
          expectedUpdatedAt: null,
          signUpOpen: true,
          unreadEmailDelayMinutes: minutes,
        }),
    ],
    [
      'the settings form',
      (minutes: number) =>
        platformSettingsFormSchema.safeParse({ signUpOpen: true, unreadEmailDelayMinutes: minutes }),
    ],
  ])('%s: a delay past the safe integers is too long, not "not whole"', (_name, parse) => {
    expect(parse(1e20).error?.issues[0]?.message).toBe('The delay is at most 1440 minutes');
    expect(parse(1.5).error?.issues[0]?.message).toBe('Please enter whole minutes');
    expect(parse(0).error?.issues[0]?.message).toBe('The delay is at least 1 minute');
  });
});
