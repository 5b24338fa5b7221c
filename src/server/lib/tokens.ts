import { createHmac, randomBytes } from 'node:crypto';

// Secrets for cookies and email links. Only an HMAC keyed with AUTH_SECRET is stored, so
// neither a copy of the database nor a guess at the hash scheme yields a usable token.

export function newToken(secret: string): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token, secret) };
}

export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
