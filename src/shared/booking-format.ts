import {
  type BookingFacts,
  localDateTime,
  REVIEW_WINDOW_DAYS,
  requestExpiresAt,
} from './booking-lifecycle.js';
import { currentTimeZoneName } from './time-zone-names.js';

// How a booking's time and money read, the same in emails, calendar files and screens
// (docs/product.md, Booking times and calendar; Dates, money and counts): the shoot's
// local time always with its zone, 'MMMM dd, yyyy' dates, '$1,250' or '$85.50'.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'March 05, 2027' from '2027-03-05' ('MMMM dd, yyyy'). */
export function longDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

/** 'Mar 05, 2027' from '2027-03-05' ('MMM dd, yyyy'). */
export function shortDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${MONTHS[Number(month) - 1]!.slice(0, 3)} ${day}, ${year}`;
}

/** The zones of the Etc area that are UTC itself under another name. */
const ETC_UTC = new Set(['GMT', 'GMT+0', 'GMT-0', 'GMT0', 'UTC', 'UCT', 'Zulu', 'Universal', 'Greenwich']);

/**
 * 'New York time' for America/New_York; 'UTC' stays 'UTC'; 'Kyiv time' for Europe/Kiev
 * too. A fixed offset of the Etc area reads as the offset its clock has: POSIX names
 * invert the sign, so Etc/GMT+5 (five hours behind) reads 'UTC-5', Etc/GMT-14 'UTC+14'.
 */
export function timeZoneLabel(storedTimeZone: string): string {
  const timeZone = currentTimeZoneName(storedTimeZone);
  if (timeZone.startsWith('Etc/')) {
    const name = timeZone.slice('Etc/'.length);
    if (ETC_UTC.has(name)) return 'UTC';
    const offset = /^GMT([+-])(\d{1,2})$/.exec(name);
    if (offset) return `UTC${offset[1] === '+' ? '-' : '+'}${Number(offset[2])}`;
  }
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ');
  return timeZone.includes('/') ? `${city} time` : timeZone;
}

/**
 * 'March 20, 2027 at 10:00 New York time (America/New_York), 4 hours'; without a start
 * time 'March 20, 2027 (America/New_York)'.
 */
export function shootWhenText(booking: {
  shootDate: string;
  startTime: string | null;
  durationHours: number | null;
  timeZone: string;
}): string {
  const date = longDateText(booking.shootDate);
  const timeZone = currentTimeZoneName(booking.timeZone);
  if (!booking.startTime) return `${date} (${timeZone})`;
  const hours = booking.durationHours
    ? `, ${booking.durationHours} hour${booking.durationHours === 1 ? '' : 's'}`
    : '';
  // 'at 10:00 UTC', not 'at 10:00 UTC (UTC)': the zone's name is only added where it says more.
  const label = timeZoneLabel(timeZone);
  const named = label === timeZone ? '' : ` (${timeZone})`;
  return `${date} at ${booking.startTime.slice(0, 5)} ${label}${named}${hours}`;
}

/**
 * When an open request expires unless answered, in the shoot's zone as its emails and
 * screens give every time: 'March 13, 2027 at 14:47 New York time'; in a list (`short`)
 * 'Mar 13, 14:47 New York time'. One clock for the deadline everywhere, so the email and
 * the screen never name two different hours for it.
 */
export function requestDeadlineText(
  booking: Omit<BookingFacts, 'status'>,
  length: 'long' | 'short' = 'long',
): string {
  const local = localDateTime(booking.timeZone, requestExpiresAt(booking));
  const zone = timeZoneLabel(booking.timeZone);
  return length === 'long'
    ? `${longDateText(local.date)} at ${local.time} ${zone}`
    : `${shortDateText(local.date).replace(/, \d+$/, '')}, ${local.time} ${zone}`;
}

/**
 * When the review window of a completed booking closes, in the shoot's zone as the emails
 * give every time: 'March 27, 2027 at 18:00 New York time'.
 */
export function reviewDeadlineText(completedAt: Date, timeZone: string): string {
  const local = localDateTime(timeZone, new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * 86_400_000));
  return `${longDateText(local.date)} at ${local.time} ${timeZoneLabel(timeZone)}`;
}

/** '$1,250' for whole dollars, '$85.50' with cents. */
export function dollarsText(amount: number): string {
  const [whole = '0', cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  let grouped = '';
  for (let index = 0; index < whole.length; index++) {
    if (index > 0 && (whole.length - index) % 3 === 0) grouped += ',';
    grouped += whole[index];
  }
  return `${amount < 0 ? '-' : ''}$${grouped}${cents ? `.${cents}` : ''}`;
}
