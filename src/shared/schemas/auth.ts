import { canonicalTimeZone } from '../booking-lifecycle.js';
import { ADMIN_LEVELS, MEMBER_ROLES } from '../enums.js';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';
import { AUTH_TEXTS } from '../texts.js';
import { z } from '../zod.js';
import { hasControlCharacters } from './common.js';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const credentialsSchema = z.strictObject({ email: emailSchema, password: passwordSchema });
export type Credentials = z.input<typeof credentialsSchema>;

/** Sign-in does not re-check length rules: an old password is whatever was stored. */
export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    // No password can be longer than PASSWORD_MAX (sign-up and reset refuse it): a wrong pair.
    .max(PASSWORD_MAX, AUTH_TEXTS.invalidCredentials),
  /** Where to land; only a local path is followed (postSignInPath), anything else is ignored. */
  next: z.string().max(2000).optional(),
  /**
   * The browser's IANA time zone, so a later new-sign-in email gives the member's own
   * clock (docs/product.md, New sign-ins); one no zone database knows is ignored, never
   * a reason to refuse a sign-in.
   */
  timeZone: z
    .string()
    .max(64)
    .transform((name) => canonicalTimeZone(name) ?? undefined)
    .optional(),
});

export const signUpSchema = z.strictObject({ email: emailSchema, password: passwordSchema });

export const emailOnlySchema = z.strictObject({ email: emailSchema });

export const tokenQuerySchema = z.strictObject({ token: z.string().min(10).max(200) });

/**
 * The confirmation link as a browser opens it: mail programs add tracking parameters and
 * wrapping may cut the token, so anything is taken and a token that is not one lands on
 * /auth with the "invalid or expired" message, never an error page.
 */
export const confirmEmailQuerySchema = z.object({ token: z.string().max(2000).optional() });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});

/** A signed-in member's current password, asked before a change that needs the owner. */
export const currentPasswordSchema = z
  .string({ error: AUTH_TEXTS.currentPasswordRequired })
  .min(1, AUTH_TEXTS.currentPasswordRequired)
  // No stored password is longer (sign-up and reset refuse it): not the current one.
  .max(PASSWORD_MAX, AUTH_TEXTS.currentPasswordWrong);

/** Settings: a new password for a signed-in member, who proves the current one. */
export const changePasswordSchema = z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: AUTH_TEXTS.samePassword,
    path: ['newPassword'],
  });

/** Settings: a new email to sign in with, which changes once the new address opens its link. */
export const changeEmailSchema = z.strictObject({ newEmail: emailSchema, password: currentPasswordSchema });

/** Where the change link lands: the page says how it went. */
export const EMAIL_CHANGE_RESULTS = ['changed', 'taken', 'invalid'] as const;
export type EmailChangeResult = (typeof EMAIL_CHANGE_RESULTS)[number];

/** Settings: deleting the account, which the owner proves with the password. */
export const deleteAccountSchema = z.strictObject({ password: currentPasswordSchema });

/** One place a member is signed in, as their list of sessions shows it. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** 'Chrome on macOS', read from the browser's User-Agent; never the raw header. */
  device: z.string(),
  signedInAt: z.iso.datetime({ offset: true }),
  lastActiveAt: z.iso.datetime({ offset: true }),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({
  /** The current session first, then the most recently active, at most SESSIONS_SHOWN. */
  sessions: z.array(accountSessionSchema),
  /** Every session of the account that has not ended, the current one included. */
  total: z.number().int(),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const sessionParamsSchema = z.strictObject({ sessionId: z.uuid() });

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  adminLevel: z.enum(ADMIN_LEVELS).nullable(),
  hasProfile: z.boolean(),
  /** The profile's role; null before the member has a profile. */
  role: z.enum(MEMBER_ROLES).nullable(),
  /** Suspended by an admin: the member may sign in and read, nothing more. */
  isSuspended: z.boolean(),
  /** No profile yet, or created in this session: greet with a welcome, not "welcome back". */
  isNewMember: z.boolean(),
  displayName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export const signInResponseSchema = z.object({ user: sessionUserSchema, redirectTo: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * Where sign-in lands (docs/product.md, Sign-in and where it lands): `next` wins when it
 * is a local path; then /admin for admins, /onboarding without a profile, else /dashboard.
 */
export function postSignInPath(user: Pick<SessionUser, 'adminLevel' | 'hasProfile'>, next?: string | null) {
  if (next && isLocalPath(next) && !isSignInPage(next)) return next;
  if (user.adminLevel) return '/admin';
  return user.hasProfile ? '/dashboard' : '/onboarding';
}

/** Any origin: a path is local when resolving it against one keeps that origin. */
const PROBE_ORIGIN = 'https://frameline.invalid';

/**
 * Whether a local path opens the sign-in pages (/auth and below), however it is spelled:
 * read as the router reads it (dot segments resolved, escapes decoded, repeated slashes
 * and a final slash dropped, any case), so '/./auth', '/%61uth' and '/AUTH/' are, and
 * '/authors' is not. A path whose escapes cannot be decoded is no page to land on.
 */
function isSignInPage(path: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(path, PROBE_ORIGIN).pathname);
  } catch {
    return true;
  }
  const page = new URL(pathname.replace(/\/{2,}/g, '/'), PROBE_ORIGIN).pathname
    .toLowerCase()
    .replace(/\/+$/, '');
  return page === '/auth' || page.startsWith('/auth/');
}

/**
 * A clean same-origin path such as '/profile/1?x=y'. Refuses anything a browser could take
 * off the site or choke on: '//evil.example', 'https://...', a backslash ('/\\evil'), a
 * control character (URL parsing drops tabs and line breaks, so '/\t/evil.example' is
 * '//evil.example'), '//' anywhere, and whatever else resolves to another origin.
 */
export function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false;
  if (hasControlCharacters(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
