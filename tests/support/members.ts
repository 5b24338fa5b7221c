import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { ProfilesTable } from '../../src/server/db/schema.js';
import { createAdmin, createProfile, createUser, uniqueEmail } from '../../src/server/db/seed/factories.js';
import { newToken } from '../../src/server/lib/tokens.js';
import type { AdminLevel, MemberRole } from '../../src/shared/enums.js';
import { lastMailTo, pathOf } from './mail.js';
import { TestClient, type TestContext } from './test-app.js';

let count = 0;

/** A confirmed, signed-in member (through the real sign-up, email link and sign-in). */
export async function newMember(t: TestContext, label = 'member') {
  const email = `${label}-${++count}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'member-password-1';
  const client = new TestClient(t.app);
  expect((await client.post('/api/auth/sign-up', { email, password })).statusCode).toBe(201);
  await client.get(pathOf((await lastMailTo(t.app, email)).link));
  const signIn = await client.post('/api/auth/sign-in', { email, password });
  expect(signIn.statusCode).toBe(200);
  return { client, email, id: signIn.json().user.id as string };
}

export const wizardForm = {
  role: 'photographer',
  firstName: 'Ava',
  lastName: 'Lindqvist',
  location: 'Lisbon',
  bio: 'Editorial and portrait photographer.',
  specialties: ['portrait', 'editorial'],
  experienceYears: 7,
  hourlyRate: 120,
  instagramHandle: '@ava.frames',
  websiteUrl: 'https://ava.example',
};

/** A member who has completed the profile wizard. */
export async function newProfessional(t: TestContext, overrides: Record<string, unknown> = {}) {
  const member = await newMember(t, 'pro');
  const response = await member.client.request('PUT', '/api/profiles/me', {
    payload: { ...wizardForm, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return member;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const boundary = `----frameline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type SignedInOptions = {
  label?: string;
  /** A profile of this role (a professional's believable details), or none. */
  profile?: MemberRole | Partial<Omit<Insertable<ProfilesTable>, 'user_id'>>;
  adminLevel?: AdminLevel;
  /** Suspended by an admin (needs a profile). */
  suspended?: boolean;
};

/**
 * A confirmed member with a session made directly in the database, for tests in which
 * signing in is not what is tested (the sign-up and email journey has its own tests).
 */
export async function signedInMember(t: TestContext, options: SignedInOptions = {}) {
  const user = await createUser(t.db, { email: uniqueEmail(options.label ?? 'member') });
  const profileValues = typeof options.profile === 'string' ? { role: options.profile } : options.profile;
  const profile = profileValues
    ? await createProfile(t.db, user.id, {
        ...profileValues,
        ...(options.suspended ? { suspended_at: new Date(), suspension_reason: 'Test suspension' } : {}),
      })
    : null;
  if (options.adminLevel) await createAdmin(t.db, user.id, options.adminLevel);
  const { token, hash } = newToken(t.config.authSecret);
  await t.db
    .insertInto('sessions')
    .values({ token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const client = new TestClient(t.app);
  client.cookies.set(client.cookieNames.session, token);
  return { client, id: user.id, email: user.email, profile };
}
