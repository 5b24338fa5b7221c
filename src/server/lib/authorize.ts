import type { ErrorCode } from '../../shared/errors.js';
import type { Refusal, Verdict } from '../../shared/policies.js';
import { POLICY_TEXTS } from '../../shared/texts.js';
import { AppError } from './app-error.js';

const CODE_OF_REFUSAL: Record<Refusal, ErrorCode> = {
  sign_in: 'UNAUTHENTICATED',
  not_found: 'NOT_FOUND',
  not_admin: 'FORBIDDEN',
  admin_level: 'FORBIDDEN',
  no_profile: 'NOT_FOUND',
  suspended: 'FORBIDDEN',
  self: 'FORBIDDEN',
  unavailable: 'FORBIDDEN',
  not_professional: 'FORBIDDEN',
  not_party: 'FORBIDDEN',
  conflict: 'CONFLICT',
};

/**
 * Enforces a verdict of shared/policies.ts: a refusal becomes the AppError of its kind,
 * with the feature's own text for it when given, else the general one.
 */
export function enforce(verdict: Verdict, texts: Partial<Record<Refusal, string>> = {}): void {
  if (verdict.allowed) return;
  const { refusal } = verdict;
  throw new AppError(CODE_OF_REFUSAL[refusal], texts[refusal] ?? POLICY_TEXTS[refusal]);
}
