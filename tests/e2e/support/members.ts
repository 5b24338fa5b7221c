import type { Insertable } from 'kysely';
import type { BrowserContext } from 'playwright-core';
import type { ProfilesTable } from '../../../src/server/db/schema.js';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-data.js';
import {
  createAdmin,
  createProfile,
  createUser,
  type ProfileRow,
} from '../../../src/server/db/seed/factories.js';
import { newToken } from '../../../src/server/lib/tokens.js';
import type { AdminLevel } from '../../../src/shared/enums.js';
import { SESSION_COOKIE } from '../../../src/shared/http.js';
import { SESSION_DAYS } from '../../../src/shared/limits.js';
import { HttpSession } from './http.js';
import type { Site } from './site.js';

// Members for browser tests that sign in only to reach a page (the epic-stack way): the
// account, its profile and its session are written straight into the server's database,
// and the session cookie is handed to the browser. No sign-up form, no mail, no password
// check: tests/e2e/auth.test.ts is where signing up and in are tested.

export type Member = { id: string; email: string; password: string; profile: ProfileRow | null };

export type ProfileValues = Partial<Omit<Insertable<ProfilesTable>, 'user_id'>>;

export type MemberOptions = {
  email?: string;
  password?: string;
  /** false: the email address is not confirmed yet. */
  confirmed?: boolean;
  /** A profile: these values over the factory's believable defaults (`{}` for all defaults). */
  profile?: ProfileValues;
  /** A profile an admin has suspended (with `profile`'s values, if any). */
  suspended?: boolean;
  /** An active admin row of this level. */
  admin?: AdminLevel;
};

let members = 0;

/** A confirmed member (unless told otherwise), with the profile and admin level asked for. */
export async function newMember(site: Site, options: MemberOptions = {}): Promise<Member> {
  const user = await createUser(site.db, {
    email: options.email ?? `member-${++members}-${Date.now().toString(36)}@example.test`,
    password: options.password,
    confirmed: options.confirmed,
  });
  const wantsProfile = options.profile !== undefined || options.suspended;
  const profile = wantsProfile
    ? await createProfile(site.db, user.id, {
        ...options.profile,
        ...(options.suspended ? { suspended_at: new Date() } : {}),
      })
    : null;
  if (options.admin) await createAdmin(site.db, user.id, options.admin);
  return { ...user, profile };
}

/** A member of the demo data (SEED_DEMO), by email. */
export async function demoMember(site: Site, email: string): Promise<Member> {
  const user = await site.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const profile = await site.db
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return { ...user, password: DEMO_PASSWORD, profile: profile ?? null };
}

/** A new session of `member`, as signing in starts one; returns the cookie's value. */
export async function startSession(site: Site, member: Pick<Member, 'id'>): Promise<string> {
  const { token, hash } = newToken(site.authSecret);
  await site.db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: member.id,
      expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000),
      user_agent: null,
    })
    .execute();
  return token;
}

/** Signs the browser context in as `member`: a new session, its cookie kept as the server sets it. */
export async function signIn(context: BrowserContext, site: Site, member: Pick<Member, 'id'>) {
  const token = await startSession(site, member);
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: site.server.url, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** An API client signed in as `member` (for setting things up through the API). */
export async function apiAs(site: Site, member: Pick<Member, 'id'>): Promise<HttpSession> {
  return new HttpSession(site.server.url, { [SESSION_COOKIE]: await startSession(site, member) });
}
