import { currentTimeZoneName } from '../../shared/time-zone-names';

/**
 * The zone the browser runs in, by its current name ('Europe/Kyiv' where the browser says
 * 'Europe/Kiev'); UTC when the browser does not say. A booking form's default, and what a
 * sign-in tells of the member's clock.
 */
export function browserTimeZone(): string {
  try {
    return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}
