import { ROLE_LABELS } from '../../../../shared/enums';
import type { Profile } from '../../../../shared/schemas/profiles';
import { formatDollars } from '../../../lib/format-number';
import { PROFILE_UI_TEXTS } from './profile-texts';

/** The rate lines of a profile: '$X/day' and/or '$X/hour', else 'Rate negotiable'. */
export function rateLines(profile: Pick<Profile, 'dayRate' | 'hourlyRate'>): string[] {
  const lines: string[] = [];
  if (profile.dayRate !== null) lines.push(`${formatDollars(profile.dayRate)}/day`);
  if (profile.hourlyRate !== null) lines.push(`${formatDollars(profile.hourlyRate)}/hour`);
  return lines.length > 0 ? lines : [PROFILE_UI_TEXTS.rateNegotiable];
}

export function roleLabel(role: Profile['role']): string {
  return ROLE_LABELS[role];
}

export function experienceText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}

export function isVerified(profile: Pick<Profile, 'verificationStatus'>): boolean {
  return profile.verificationStatus === 'verified';
}

/** The wizard keeps first and last name apart; the profile stores them joined. */
export function splitFullName(fullName: string | undefined): { firstName: string; lastName: string } {
  const trimmed = (fullName ?? '').trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}

/** A website address without its scheme and trailing slash, for display. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Form fields hold text; a missing number is an empty field. */
export function numberField(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
