import { hash, verify } from '@node-rs/argon2';
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
 */
export const passwordWork = createWorkSlots({
  slots: Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2),
});

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork.run(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

/** Verifying against this keeps unknown-email sign-ins as slow as real ones. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-timing');
  return decoy;
}
