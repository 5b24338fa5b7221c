import { MEMBER_ROLES, type MemberRole } from '../../../../shared/enums';
import type { ProfileFormValues } from '../components/profile-form-fields';

// The profile wizard's progress and its draft (what was typed, kept while the member
// leaves and comes back; see lib/session-drafts).

export const WIZARD_DRAFT = 'profile-wizard';

/** Percent of the wizard done: the steps completed, so 100 only once the profile is saved. */
export function wizardPercent(completedSteps: number, totalSteps: number): number {
  const completed = Math.min(Math.max(completedSteps, 0), totalSteps);
  return Math.round((completed / totalSteps) * 100);
}

export interface WizardDraft {
  step: number;
  values: ProfileFormValues;
}

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'location',
  'bio',
  'experienceYears',
  'hourlyRate',
  'dayRate',
  'instagramHandle',
  'websiteUrl',
] as const;

/**
 * A stored draft, if it has the shape the wizard writes; anything else (an older shape,
 * a hand-edited value) is no draft. Values are only a start: every step is validated
 * again by the shared schemas.
 */
export function parseWizardDraft(
  stored: unknown,
  totalSteps: number,
  empty: ProfileFormValues,
): WizardDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { step, values } = stored as { step?: unknown; values?: unknown };
  if (!Number.isInteger(step) || (step as number) < 0 || (step as number) >= totalSteps) return null;
  if (typeof values !== 'object' || values === null) return null;
  const raw = values as Record<string, unknown>;
  const result: ProfileFormValues = { ...empty, specialties: [...empty.specialties] };
  for (const name of TEXT_FIELDS) {
    const value = raw[name];
    if (typeof value === 'string') result[name] = value;
  }
  if (typeof raw.role === 'string' && (MEMBER_ROLES as readonly string[]).includes(raw.role)) {
    result.role = raw.role as MemberRole;
  }
  if (Array.isArray(raw.specialties)) {
    result.specialties = raw.specialties.filter((item): item is string => typeof item === 'string');
  }
  return { step: step as number, values: result };
}
