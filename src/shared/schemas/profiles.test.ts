import { describe, expect, it } from 'vitest';
import {
  experienceSchema,
  instagramSchema,
  profileFormSchema,
  profileWizardSteps,
  websiteSchema,
} from './profiles.js';

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

  it.each([
    'jane doe',
    'https://example.com/jane',
    'a'.repeat(31),
    // A post, reel or story, or Instagram's own pages: not a member's profile.
    'https://www.instagram.com/p/C0abcDEF123/',
    'instagram.com/reel/xyz',
    'instagram.com/stories/jane.doe/1',
    'https://www.instagram.com/explore/tags/x',
    'instagram.com/explore',
  ])('%j is refused', (typed) => {
    expect(instagramSchema.safeParse(typed).success).toBe(false);
  });
});

// zod gives a check without a message of its own the `error` of the base type: a name too
// long read 'Please fill in your name'. Each failure says what is wrong (docs/product.md,
// Limits: first and last name at most 100 characters each; website 500).
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the messages of the name fields', () => {
  const basics = profileWizardSteps.basics;
  const form = { role: 'photographer', specialties: ['portrait'], experienceYears: 3 };

  it('the whole form of these tests is valid with names that fit', () => {
    expect(profileFormSchema.safeParse({ ...form, firstName: 'Ava', lastName: 'Lind' }).success).toBe(true);
  });

  it('a first name over 100 characters says so, in the wizard step and in the whole form', () => {
    const names = { firstName: 'A'.repeat(101), lastName: 'Lind' };
    expect(messagesOf(basics.safeParse(names))).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
    expect(messagesOf(profileFormSchema.safeParse({ ...form, ...names }))).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
  });

  it('a last name over 100 characters says so, in the wizard step and in the whole form', () => {
    const names = { firstName: 'Ava', lastName: 'B'.repeat(101) };
    expect(messagesOf(basics.safeParse(names))).toEqual({
      lastName: 'Last name must be at most 100 characters',
    });
    expect(messagesOf(profileFormSchema.safeParse({ ...form, ...names }))).toEqual({
      lastName: 'Last name must be at most 100 characters',
    });
  });

  it('100 characters each is taken; a missing or blank name still reads the product text', () => {
    expect(basics.safeParse({ firstName: 'A'.repeat(100), lastName: 'B'.repeat(98) }).success).toBe(true);
    expect(messagesOf(basics.safeParse({ firstName: '   ', lastName: 'Lind' }))).toEqual({
      firstName: 'Please fill in your name',
    });
    expect(messagesOf(basics.safeParse({ lastName: 'Lind' }))).toEqual({
      firstName: 'Please fill in your name',
    });
    expect(messagesOf(basics.safeParse({ firstName: 42, lastName: 'Lind' }))).toEqual({
      firstName: 'Please fill in your name',
    });
  });
});

describe('the messages of the website and the years of experience', () => {
  it('a website address over 500 characters says it is too long, not that it is not valid', () => {
    const long = `https://ava.example/${'a'.repeat(481)}`;
    expect(messagesOf(websiteSchema.safeParse(long))).toEqual({
      '': 'Website must be at most 500 characters',
    });
    expect(websiteSchema.safeParse(long.slice(0, 500)).success).toBe(true);
    expect(messagesOf(websiteSchema.safeParse('not a site'))).toEqual({
      '': 'Please enter a valid website address',
    });
  });

  it('a number of years past the safe integers reads as too many years first, not as not whole', () => {
    expect(experienceSchema.safeParse(1e20).error?.issues[0]?.message).toBe(
      'Experience must be at most 50 years',
    );
    expect(experienceSchema.safeParse(-1e20).error?.issues[0]?.message).toBe('Experience cannot be negative');
    expect(experienceSchema.safeParse(2.5).error?.issues[0]?.message).toBe(
      'Experience must be a whole number of years',
    );
  });
});
