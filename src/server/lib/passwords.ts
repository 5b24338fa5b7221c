import { hash, verify } from '@node-rs/argon2';
import { AUTH_TEXTS } from '../../shared/texts.js';
import { AppError } from './app-error.js';
import { createWorkSlots } from './work-slots.js';

// argon2id with OWASP's minimum of 19 MiB memory and 2 iterations.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Password hashes and checks run on libuv's threads (4 unless UV_THREADPOOL_SIZE says
 * otherwise), which also read files and set up new database connections. A flood of
 * sign-ins once took all four, new connections waited past their 3 s limit and sign-ins
 * were answered 503 with the database up (bench/README.md, Mixed load). So at most all
 * but two threads hash at once; the other sign-ins wait their turn in line, in order.
 * docs/decisions/0010 has the threads' budget.
 *
 * The line is bounded: a flood of password work (sign-ins, sign-ups, resets) is answered
 * 503 with Retry-After once 100 a slot wait or one has waited 10 s, instead of growing a
 * line that holds every real sign-in behind it past any load balancer's timeout.
 */
export const PASSWORD_SLOTS = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2);
export const PASSWORD_LINE_MAX = 100 * PASSWORD_SLOTS;
export const passwordWork = createWorkSlots({
  slots: PASSWORD_SLOTS,
  maxWaiting: PASSWORD_LINE_MAX,
  maxWaitMs: 10_000,
  refuse: () => new AppError('SERVICE_UNAVAILABLE', AUTH_TEXTS.busy, { retryAfterSeconds: 5 }),
});

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, OPTIONS));
}

/** False for a wrong password or a stored hash that cannot be read; a full line refuses (503). */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return passwordWork.run(() => verify(storedHash, password).catch(() => false));
}

/** Verifying against this keeps unknown-email sign-ins as slow as real ones. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  // Made once, outside the line, so a refusal while the line is full is not kept.
  decoy ??= hash('decoy-password-for-timing', OPTIONS);
  return decoy;
}
