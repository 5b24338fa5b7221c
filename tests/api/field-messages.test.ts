import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { signedInMember, wizardForm } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// zod gave a check without a message of its own the base type's `error`: a 101-character
// name was answered 'Please fill in your name', a 129-character password at sign-in
// 'Password is required'. The API now says what is wrong (docs/product.md, Limits).

const t = setupTestApp();

describe('the messages of fields too long', () => {
  it('the wizard: a first or last name over 100 characters, a website over 500', async () => {
    const { client } = await signedInMember(t);
    for (const [field, value, message] of [
      ['firstName', 'A'.repeat(101), 'First name must be at most 100 characters'],
      ['lastName', 'B'.repeat(101), 'Last name must be at most 100 characters'],
      ['websiteUrl', `https://ava.example/${'a'.repeat(481)}`, 'Website must be at most 500 characters'],
    ] as const) {
      const response = await client.request('PUT', '/api/profiles/me', {
        payload: { ...wizardForm, [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toEqual({ [field]: message });
    }
    const missing = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, firstName: '' },
    });
    expect(errorOf(missing).fields).toEqual({ firstName: 'Please fill in your name' });
  });

  it('settings: a full or display name over 200 characters, or of only invisible characters', async () => {
    const { client } = await signedInMember(t, { profile: 'photographer' });
    const before = (await client.get('/api/profiles/me')).json().profile;
    for (const [field, value, message] of [
      ['fullName', 'A'.repeat(201), 'Full name must be at most 200 characters'],
      ['displayName', 'B'.repeat(201), 'Display name must be at most 200 characters'],
      // A zero-width space, a Hangul filler, a blank Braille pattern, a soft hyphen, a direction mark.
      ...['\u200b', '\u3164', '\u2800', '\u00ad', '\u200e\u200b'].map(
        (invisible) => ['displayName', invisible, 'Please enter a display name'] as const,
      ),
      ['fullName', '\u3164\u200b', 'Please fill in your name'],
    ] as const) {
      const response = await client.request('PATCH', '/api/profiles/me', { payload: { [field]: value } });
      expect(response.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(errorOf(response).fields, field).toEqual({ [field]: message });
    }
    const wizard = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, firstName: '\u2800' },
    });
    expect(errorOf(wizard).fields).toEqual({ firstName: 'Please fill in your name' });
    // Names with such characters among visible ones are names.
    const named = await client.request('PATCH', '/api/profiles/me', {
      payload: { displayName: 'Ava\u00adChen' },
    });
    expect(named.statusCode).toBe(200);
    expect((await client.get('/api/profiles/me')).json().profile.fullName).toBe(before.fullName);
  });

  it('sign-in: a password over 128 characters is a wrong pair, not a missing password', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/auth/session');
    const response = await client.post('/api/auth/sign-in', {
      email: 'nobody@example.test',
      password: 'x'.repeat(129),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ password: AUTH_TEXTS.invalidCredentials });
  });
});
