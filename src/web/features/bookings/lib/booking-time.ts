import { longDateText, shortDateText, timeZoneLabel } from '../../../../shared/booking-format';

// A booking's date and start time are the shoot's local time in its IANA time zone
// (docs/product.md, Booking times and calendar): shown as written, with the zone's name,
// never converted to the viewer's clock. A 10:00 New York shoot reads '10:00 New York
// time' in Lisbon too.

/** The zone the browser runs in, the form's default; UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let zones: string[] | undefined;

/** Every IANA zone the browser knows, sorted, with UTC and `extra` (a stored zone) among them. */
export function timeZoneChoices(extra?: string | null): string[] {
  zones ??= (() => {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return [...new Set([...known, 'UTC'])].sort();
  })();
  return extra && !zones.includes(extra) ? [...zones, extra].sort() : zones;
}

/** 'America/New_York' -> 'America/New York', as the zone chooser lists it. */
export function timeZoneOption(zone: string): string {
  return zone.replaceAll('_', ' ');
}

/** The zone's place: 'America/Argentina/Buenos_Aires' -> 'Buenos Aires'; 'UTC' stays. */
export function timeZoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/**
 * '10:00 New York time', as the emails write it; a booking without a start time reads
 * 'New York time'.
 */
export function shootTimeText(startTime: string | null, zone: string): string {
  const label = timeZoneLabel(zone);
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

/** '1 hour', '3 hours'. */
export function durationText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
