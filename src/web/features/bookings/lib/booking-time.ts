import { longDateText, shortDateText, timeZoneLabel } from '../../../../shared/booking-format';
import type { ShootTime } from '../../../../shared/schemas/bookings';
import { currentTimeZoneName } from '../../../../shared/time-zone-names';

// A booking's date and start time are the shoot's local time in its IANA time zone
// (docs/product.md, Booking times and calendar): shown as written, with the zone's name,
// never converted to the viewer's clock. A 10:00 New York shoot reads '10:00 New York
// time' in Lisbon too. Zones go by their current IANA names: the browser's own list spells
// some the old way ('Europe/Kiev' for Europe/Kyiv), and a booking stored so still reads
// 'Kyiv time'.

let zones: string[] | undefined;

/**
 * Every IANA zone the browser knows by its current name, once, sorted, with UTC and
 * `extra` (a stored zone) among them; an old spelling of a listed zone adds nothing.
 */
export function timeZoneChoices(extra?: string | null): string[] {
  zones ??= (() => {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return [...new Set([...known, 'UTC'].map(currentTimeZoneName))].sort();
  })();
  return extra && !zones.includes(currentTimeZoneName(extra)) ? [...zones, extra].sort() : zones;
}

/** 'America/New_York' -> 'America/New York', as the zone chooser lists it; 'Europe/Kiev' -> 'Europe/Kyiv'. */
export function timeZoneOption(zone: string): string {
  return currentTimeZoneName(zone).replaceAll('_', ' ');
}

/** The zone's place: 'America/Argentina/Buenos_Aires' -> 'Buenos Aires', 'Europe/Kiev' -> 'Kyiv'; 'UTC' stays. */
export function timeZoneCity(zone: string): string {
  const current = currentTimeZoneName(zone);
  return (current.split('/').at(-1) ?? current).replaceAll('_', ' ');
}

/**
 * '10:00 New York time', as the emails write it; a booking without a start time reads
 * 'New York time'. A zone stored by an old spelling reads by its current name ('Kyiv time').
 */
export function shootTimeText(startTime: string | null, zone: string): string {
  const label = timeZoneLabel(currentTimeZoneName(zone));
  return startTime ? `${startTime.slice(0, 5)} ${label}` : label;
}

/** 'Jun 15, 2027' in lists; the date is the shoot's calendar day, not an instant. */
export function shootListDate(shootDate: string): string {
  return shortDateText(shootDate);
}

/** 'June 15, 2027' in details. */
export function shootLongDate(shootDate: string): string {
  return longDateText(shootDate);
}

/**
 * A shoot's time in one line, as a proposal and the history show it: 'June 15, 2027,
 * 14:00 New York time, 3 hours' ('June 15, 2027, New York time' with no start time).
 */
export function shootTimeLine(time: ShootTime, zone: string): string {
  const parts = [shootLongDate(time.shootDate), shootTimeText(time.startTime, zone)];
  if (time.durationHours !== null) parts.push(durationText(time.durationHours));
  return parts.join(', ');
}

/** '1 hour', '3 hours'. */
export function durationText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * The parts of a shoot's calendar day a date tile shows: { month: 'Mar', day: '5',
 * weekday: 'Fri', year: 2027 } from '2027-03-05'. The day is the shoot's own, read in UTC
 * so that no viewer's clock moves it.
 */
export function shootDayParts(shootDate: string): {
  month: string;
  day: string;
  weekday: string;
  year: number;
} {
  const [year, month, day] = shootDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
  return { month: part({ month: 'short' }), day: String(day), weekday: part({ weekday: 'short' }), year };
}
