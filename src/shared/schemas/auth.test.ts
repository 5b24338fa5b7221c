import { describe, expect, it } from 'vitest';
import { isLocalPath, postSignInPath, signInSchema } from './auth.js';

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

// zod gave the password's `.max()` the base type's 'Password is required'. No account has a
// password over 128 characters (sign-up and reset refuse it), so at sign-in one is a wrong
// pair: 'Invalid email or password. Please try again.' (docs/product.md, Sign-in and where it lands).
describe('postSignInPath reads next as the router does before refusing the sign-in page', () => {
  it('never lands on /auth however it is spelled, and follows a page whose name only begins so', () => {
    for (const next of [
      '/auth',
      '/./auth',
      '/%61uth',
      '/x/../auth',
      '/%2e/auth',
      '/AUTH/',
      '/auth?mode=sign-up',
      '/auth/reset-password',
      '/%ZZ',
    ]) {
      expect(postSignInPath(member, next), next).toBe('/dashboard');
    }
    expect(postSignInPath(member, '/authors')).toBe('/authors');
    expect(postSignInPath(member, '/profile/authentic')).toBe('/profile/authentic');
  });
});

describe('the sign-in password messages', () => {
  const passwordMessage = (password: unknown) =>
    signInSchema
      .safeParse({ email: 'ava@example.test', password })
      .error?.issues.find((issue) => issue.path[0] === 'password')?.message;

  it('a password over 128 characters reads as a wrong email or password', () => {
    expect(passwordMessage('x'.repeat(129))).toBe('Invalid email or password. Please try again.');
    expect(passwordMessage('x'.repeat(5000))).toBe('Invalid email or password. Please try again.');
  });

  it('128 characters is taken, and an empty or missing password is still required', () => {
    expect(signInSchema.safeParse({ email: 'ava@example.test', password: 'x'.repeat(128) }).success).toBe(
      true,
    );
    expect(passwordMessage('')).toBe('Password is required');
    expect(passwordMessage(undefined)).toBe('Password is required');
  });
});
