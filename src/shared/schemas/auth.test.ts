import { describe, expect, it } from 'vitest';
import { isLocalPath, postSignInPath } from './auth.js';

// Repair 11: `next` (where sign-in lands) is followed only when it is a clean path on
// this site; anything else lands where a member without `next` would.

const member = { adminLevel: null, hasProfile: true } as const;

describe('repair 11: isLocalPath accepts only clean same-origin paths', () => {
  it.each([
    '/',
    '/dashboard',
    '/profile/0b0e8f9a-1111-4222-8333-944445555666',
    '/discover?role=model&q=soft%20light',
    '/discover#results',
  ])('accepts %j', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each([
    ['a tab before the host', '/\t/evil.example'],
    ['a line break before the host', '/\n/evil.example'],
    ['a carriage return before the host', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later on', '/x/..\\..\\\\evil.example'],
    ['a double slash later on', '/x//evil.example'],
    ['a scheme', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['an empty string', ''],
  ])('refuses %s', (_name, path) => {
    expect(isLocalPath(path)).toBe(false);
  });
});

describe('repair 11: postSignInPath falls back to the default destination', () => {
  it('follows a clean next and ignores one that would leave the site or break the page', () => {
    expect(postSignInPath(member, '/profile/abc?tab=portfolio')).toBe('/profile/abc?tab=portfolio');
    for (const next of ['/\t/evil.example', '/\n/evil.example', '/\\evil.example', '//evil.example']) {
      expect(postSignInPath(member, next)).toBe('/dashboard');
      expect(postSignInPath({ adminLevel: 'super_admin', hasProfile: false }, next)).toBe('/admin');
      expect(postSignInPath({ adminLevel: null, hasProfile: false }, next)).toBe('/onboarding');
    }
  });
});
