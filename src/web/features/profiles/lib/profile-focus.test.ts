import { describe, expect, it } from 'vitest';
import { editProfilePath, readProfileFocus } from './profile-focus';

describe('Edit Your Profile opened at one field', () => {
  it('reads back the field its address names, and only fields it knows', () => {
    expect(editProfilePath('specialties')).toBe('/onboarding?focus=specialties');
    const read = (path: string) => readProfileFocus(new URL(path, 'http://x').searchParams);
    expect(read(editProfilePath('dayRate'))).toBe('dayRate');
    expect(read('/onboarding?focus=email')).toBeNull();
    expect(read('/onboarding')).toBeNull();
  });
});
