import { shootWhenText } from '../../../shared/booking-format.js';
import { mayAddToCalendar } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { BOOKING_TEXTS } from '../../../shared/schemas/bookings.js';
import type { Db } from '../../db/database.js';
import { enforce } from '../../lib/authorize.js';
import { type BookingDeps, type BookingRow, bookingUrl } from './booking-records.js';
import { readableBooking } from './list-bookings.js';

// "Add to calendar" (docs/product.md, Booking times and calendar): an iCalendar file of
// an accepted booking for its two parties, at the instant its local time and zone mean.
// Times are written in UTC, which every calendar turns into its own zone; a booking
// without a start time is an all-day event on its date.

export async function bookingCalendar(
  deps: Pick<BookingDeps, 'db' | 'config'>,
  viewer: SessionUser,
  bookingId: string,
): Promise<string> {
  const row = await readableBooking(deps, viewer, bookingId);
  // Parties only: administrators read bookings, but the shoot is not in their diary.
  enforce(
    mayAddToCalendar(viewer, {
      clientId: row.client_id,
      professionalId: row.professional_id,
      status: row.status,
    }),
    { not_found: BOOKING_TEXTS.notFound, conflict: BOOKING_TEXTS.calendarOnlyAccepted },
  );
  const names = await partyNames(deps.db, [row]);
  return calendarFile(['METHOD:PUBLISH'], [calendarEvent(deps.config.publicUrl, row, names)]);
}

/** The first line of a request's event in a calendar link. */
export const CALENDAR_REQUEST_NOTE = 'A booking request, not answered yet.';

/** What an event needs of a booking. */
export type CalendarBooking = Pick<
  BookingRow,
  | 'id'
  | 'title'
  | 'description'
  | 'location'
  | 'shoot_date'
  | 'times_moved'
  | 'start_time'
  | 'duration_hours'
  | 'time_zone'
  | 'starts_at'
  | 'ends_at'
  | 'client_id'
  | 'professional_id'
>;

/** The display names of the bookings' parties, by member id. */
export async function partyNames(db: Db, rows: readonly CalendarBooking[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => [row.client_id, row.professional_id]))];
  if (!ids.length) return new Map();
  const names = await db
    .selectFrom('profiles')
    .select(['user_id', 'display_name'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(names.map((name) => [name.user_id, name.display_name]));
}

/**
 * One booking as a VEVENT, its lines unfolded. A request not answered yet (`tentative`, in
 * a calendar link) is a tentative event named as a request: a hold, not a shoot.
 */
export function calendarEvent(
  publicUrl: string,
  row: CalendarBooking,
  names: Map<string, string>,
  tentative = false,
): string[] {
  const nameOf = (id: string) => names.get(id) ?? 'A Frameline member';
  const url = bookingUrl(publicUrl, row.id);
  const when = shootWhenText({
    shootDate: row.shoot_date,
    startTime: row.start_time ? row.start_time.slice(0, 5) : null,
    durationHours: row.duration_hours,
    timeZone: row.time_zone,
  });
  const description = [
    ...(tentative ? [CALENDAR_REQUEST_NOTE] : []),
    `${when}.`,
    `Client: ${nameOf(row.client_id)}. Professional: ${nameOf(row.professional_id)}.`,
    row.description ?? '',
    url,
  ]
    .filter(Boolean)
    .join('\n');
  // A start time without a duration is one hour; the stored end already says so.
  const timing = row.start_time
    ? [`DTSTART:${utcStamp(row.starts_at)}`, `DTEND:${utcStamp(row.ends_at)}`]
    : [
        `DTSTART;VALUE=DATE:${row.shoot_date.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${nextDay(row.shoot_date)}`,
      ];
  return [
    'BEGIN:VEVENT',
    `UID:${row.id}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${utcStamp(new Date())}`,
    // Each new time agreed is a new revision: a calendar that imported the file replaces the event.
    `SEQUENCE:${row.times_moved}`,
    ...timing,
    `SUMMARY:${escapeText(tentative ? `Request: ${row.title}` : row.title)}`,
    ...(row.location ? [`LOCATION:${escapeText(row.location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    tentative ? 'STATUS:TENTATIVE' : 'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** A VCALENDAR of `events` with `properties` of its own, folded, CRLF line ends. */
export function calendarFile(properties: readonly string[], events: readonly string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Frameline//Bookings//EN',
    'CALSCALE:GREGORIAN',
    ...properties,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A TEXT value of the calendar's own (its name). */
export function calendarText(text: string): string {
  return escapeText(text);
}

/** 20270320T140000Z */
function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
function escapeText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\\' || char === ';' || char === ',') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char !== '\r') out += char;
  }
  return out;
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    const max = parts.length ? 74 : 75;
    if (size + length > max) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
