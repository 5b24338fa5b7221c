import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum of 19 MiB memory and 2 iterations.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
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
