import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedBookingActions,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingActor,
  type BookingFacts,
  bookingMove,
  canonicalTimeZone,
  expiryDue,
  localDateTime,
  localTimeExists,
  MEMBER_BOOKING_ACTIONS,
  requestExpiresAt,
  shootDayReached,
  shootHasStarted,
  shootSpan,
  shownBookingStatus,
  zonedInstant,
} from './booking-lifecycle.js';
import { currentTimeZoneName, LEGACY_TIME_ZONE_NAMES } from './time-zone-names.js';

// docs/product.md, Booking lifecycle: the table written out here by hand, so a change to
// BOOKING_TRANSITIONS that the product did not decide fails this test.
const EXPECTED: Record<string, string> = {
  'pending accept professional': 'accepted',
  'pending decline professional': 'declined',
  'pending cancel client': 'cancelled',
  'pending expire system': 'expired',
  'accepted complete professional': 'completed',
  'accepted cancel client': 'cancelled',
  'accepted cancel professional': 'cancelled',
};

const NOW = new Date('2027-03-01T12:00:00Z');
const booking = (overrides: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'pending',
  shootDate: '2027-03-20',
  startTime: '10:00',
  timeZone: 'America/New_York',
  createdAt: '2027-02-28T12:00:00Z',
  ...overrides,
});

describe('the booking table', () => {
  const actors: BookingActor[] = ['client', 'professional', 'admin', 'system'];
  for (const status of BOOKING_STATUSES) {
    for (const action of [...MEMBER_BOOKING_ACTIONS, 'expire'] as const) {
      for (const actor of actors) {
        const key = `${status} ${action} ${actor}`;
        const to = EXPECTED[key];
        it(`${key}: ${to ?? 'refused'}`, () => {
          const transition = BOOKING_TRANSITIONS.find(
            (t) => t.from === status && t.action === action && t.actors.includes(actor),
          );
          expect(transition?.to).toBe(to);
        });
      }
    }
  }

  it('a status reached by a member move is final for members', () => {
    for (const status of ['declined', 'cancelled', 'completed', 'expired'] as const) {
      for (const actor of ['client', 'professional'] as const) {
        expect(allowedBookingActions(booking({ status, shootDate: '2027-02-01' }), actor, NOW)).toEqual([]);
      }
    }
  });

  it('notes are optional when answering, a reason required when cancelling an accepted booking', () => {
    const rule = (status: string, action: string) =>
      BOOKING_TRANSITIONS.find((t) => t.from === status && t.action === action)?.note;
    expect(rule('pending', 'accept')).toBe('optional');
    expect(rule('pending', 'decline')).toBe('optional');
    expect(rule('pending', 'cancel')).toBe('optional');
    expect(rule('accepted', 'cancel')).toBe('required');
    expect(rule('accepted', 'complete')).toBe('none');
    expect(BOOKING_TRANSITIONS.filter((t) => t.counterRate).map((t) => t.action)).toEqual(['accept']);
  });
});

describe('moves in time', () => {
  it('shows the professional accept and decline, the client cancel, of an open request', () => {
    expect(allowedBookingActions(booking(), 'professional', NOW).map((t) => t.action)).toEqual([
      'accept',
      'decline',
    ]);
    expect(allowedBookingActions(booking(), 'client', NOW).map((t) => t.action)).toEqual(['cancel']);
    expect(allowedBookingActions(booking(), 'admin', NOW)).toEqual([]);
  });

  it('refuses the wrong side with not_allowed and the wrong status with status', () => {
    expect(bookingMove(booking(), 'accept', 'client', NOW)).toEqual({
      allowed: false,
      refusal: 'not_allowed',
    });
    expect(bookingMove(booking({ status: 'declined' }), 'accept', 'professional', NOW)).toEqual({
      allowed: false,
      refusal: 'status',
    });
    expect(bookingMove(booking(), 'cancel', 'professional', NOW)).toEqual({
      allowed: false,
      refusal: 'status',
    });
    expect(bookingMove(booking(), 'accept', 'professional', NOW).allowed).toBe(true);
  });

  it('a request 7 days old expires and can no longer be answered', () => {
    const old = booking({ createdAt: '2027-02-22T12:00:00Z' });
    expect(expiryDue(old, NOW)).toBe(true);
    expect(bookingMove(old, 'accept', 'professional', NOW)).toEqual({ allowed: false, refusal: 'expired' });
    expect(bookingMove(old, 'cancel', 'client', NOW)).toEqual({ allowed: false, refusal: 'expired' });
    expect(bookingMove(old, 'expire', 'system', NOW).allowed).toBe(true);
    expect(expiryDue(booking({ createdAt: '2027-02-22T12:00:01Z' }), NOW)).toBe(false);
  });

  it('a request past its time is shown as expired before the job has expired it', () => {
    expect(shownBookingStatus(booking({ createdAt: '2027-02-22T12:00:00Z' }), NOW)).toBe('expired');
    expect(shownBookingStatus(booking({ createdAt: '2027-02-22T12:00:01Z' }), NOW)).toBe('pending');
    // Only a pending request: an accepted booking whose shoot has started stays accepted.
    const started = { shootDate: '2027-03-01', startTime: '07:00' };
    expect(shownBookingStatus(booking({ ...started, status: 'accepted' }), NOW)).toBe('accepted');
    expect(shownBookingStatus(booking(started), NOW)).toBe('expired');
  });

  it('a request whose shoot has started, in the shoot’s zone, expires', () => {
    const soon = booking({ shootDate: '2027-03-01', startTime: '07:01' });
    expect(shootHasStarted(soon, NOW)).toBe(false); // it is 07:00 in New York
    expect(shootHasStarted(booking({ shootDate: '2027-03-01', startTime: '07:00' }), NOW)).toBe(true);
    expect(expiryDue(booking({ shootDate: '2027-03-01', startTime: '07:00' }), NOW)).toBe(true);
    // Without a start time, the shoot starts with its date.
    expect(shootHasStarted(booking({ shootDate: '2027-03-01', startTime: null }), NOW)).toBe(true);
    expect(shootHasStarted(booking({ shootDate: '2027-03-02', startTime: null }), NOW)).toBe(false);
  });

  it('a request expires at the moment it says: 7 days after it was made, or when its shoot starts', () => {
    // 7 days first: made Feb 28 12:00 UTC, the shoot on March 20.
    expect(requestExpiresAt(booking()).toISOString()).toBe('2027-03-07T12:00:00.000Z');
    // The shoot first: 07:00 in New York on March 2 is 12:00 UTC.
    expect(requestExpiresAt(booking({ shootDate: '2027-03-02', startTime: '07:00' })).toISOString()).toBe(
      '2027-03-02T12:00:00.000Z',
    );
    // Without a start time, the shoot's date begins it.
    expect(requestExpiresAt(booking({ shootDate: '2027-03-02', startTime: null })).toISOString()).toBe(
      '2027-03-02T05:00:00.000Z',
    );
  });

  it('expiryDue turns true exactly at requestExpiresAt, in any zone, summer time too (seeded)', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/Lisbon',
      'Pacific/Kiritimati',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    const start = Date.UTC(2027, 0, 1);
    const request = fc
      .record({
        createdAt: fc
          .integer({ min: 0, max: 365 * 86_400 })
          .map((seconds) => new Date(start + seconds * 1000)),
        daysAhead: fc.integer({ min: 0, max: 12 }),
        startTime: fc.option(
          fc
            .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
            .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
        ),
        timeZone: fc.constantFrom(...zones),
      })
      .map(({ createdAt, daysAhead, startTime, timeZone }) => {
        const made = localDateTime(timeZone, createdAt).date;
        const shootDate = new Date(Date.parse(`${made}T00:00:00Z`) + daysAhead * 86_400_000)
          .toISOString()
          .slice(0, 10);
        return booking({ createdAt: createdAt.toISOString(), shootDate, startTime, timeZone });
      })
      // A time the clocks skip names no moment: the form refuses it (refuseSkippedTime).
      .filter((b) => localTimeExists(b.shootDate, b.startTime ?? '00:00', b.timeZone));
    fc.assert(
      fc.property(request, (b) => {
        const expiresAt = requestExpiresAt(b).getTime();
        // Made after its shoot started is refused on creation; here it is due at once.
        if (expiresAt <= new Date(b.createdAt).getTime()) return expiryDue(b, new Date(b.createdAt));
        return !expiryDue(b, new Date(expiresAt - 1)) && expiryDue(b, new Date(expiresAt));
      }),
      { seed: 20261206, numRuns: 2000 },
    );
  });

  it('completing waits for the shoot’s date in its zone', () => {
    const accepted = booking({ status: 'accepted', shootDate: '2027-03-02', timeZone: 'Pacific/Auckland' });
    // 12:00 UTC on March 1 is 01:00 on March 2 in Auckland.
    expect(shootDayReached(accepted, NOW)).toBe(true);
    expect(bookingMove(accepted, 'complete', 'professional', NOW).allowed).toBe(true);
    const inNewYork = { ...accepted, timeZone: 'America/New_York' };
    expect(bookingMove(inNewYork, 'complete', 'professional', NOW)).toEqual({
      allowed: false,
      refusal: 'too_early',
    });
    expect(allowedBookingActions(inNewYork, 'professional', NOW).map((t) => t.action)).toEqual(['cancel']);
    expect(allowedBookingActions(accepted, 'client', NOW).map((t) => t.action)).toEqual(['cancel']);
  });
});

describe('shoot times', () => {
  it('reads the wall clock of a zone', () => {
    expect(localDateTime('America/New_York', NOW)).toEqual({ date: '2027-03-01', time: '07:00' });
    expect(localDateTime('Asia/Kolkata', new Date('2027-03-01T18:45:00Z'))).toEqual({
      date: '2027-03-02',
      time: '00:15',
    });
  });

  it('turns a local time into its instant, across clock changes', () => {
    expect(zonedInstant('2027-03-20', '10:00', 'America/New_York').toISOString()).toBe(
      '2027-03-20T14:00:00.000Z',
    );
    expect(zonedInstant('2027-01-20', '10:00', 'America/New_York').toISOString()).toBe(
      '2027-01-20T15:00:00.000Z',
    );
    expect(zonedInstant('2027-07-01', '09:30', 'Europe/Lisbon').toISOString()).toBe(
      '2027-07-01T08:30:00.000Z',
    );
    expect(zonedInstant('2027-07-01', '09:30', 'UTC').toISOString()).toBe('2027-07-01T09:30:00.000Z');
    // 02:30 does not exist in New York on 2027-03-14: it moves forward by the hour skipped.
    expect(zonedInstant('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(localTimeExists('2027-03-14', '02:30', 'America/New_York')).toBe(false);
    expect(localTimeExists('2027-03-28', '02:30', 'Europe/Paris')).toBe(false);
    expect(localTimeExists('2027-03-14', '03:30', 'America/New_York')).toBe(true);
    // 01:30 happens twice when the clocks go back: the first, west of UTC and east of it.
    expect(zonedInstant('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
    expect(zonedInstant('2027-10-31', '01:30', 'Europe/London').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    expect(zonedInstant('2027-10-31', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    expect(localTimeExists('2027-10-31', '01:30', 'Europe/London')).toBe(true);
  });

  it('spans the whole local day without a start time, one hour without a duration', () => {
    expect(
      shootSpan({ shootDate: '2027-03-20', startTime: null, durationHours: null, timeZone: 'Europe/Paris' }),
    ).toEqual({ startsAt: new Date('2027-03-19T23:00:00Z'), endsAt: new Date('2027-03-20T23:00:00Z') });
    expect(
      shootSpan({ shootDate: '2027-03-20', startTime: '10:00', durationHours: null, timeZone: 'UTC' }),
    ).toEqual({ startsAt: new Date('2027-03-20T10:00:00Z'), endsAt: new Date('2027-03-20T11:00:00Z') });
    expect(
      shootSpan({ shootDate: '2027-03-20', startTime: '10:00', durationHours: 4, timeZone: 'UTC' }).endsAt,
    ).toEqual(new Date('2027-03-20T14:00:00Z'));
    // The last day of a year, up to the last the calendar dates take (its next day has five digits).
    expect(
      shootSpan({ shootDate: '2027-12-31', startTime: null, durationHours: null, timeZone: 'UTC' }).endsAt,
    ).toEqual(new Date('2028-01-01T00:00:00Z'));
    expect(
      shootSpan({ shootDate: '9999-12-31', startTime: null, durationHours: null, timeZone: 'UTC' }).endsAt,
    ).toEqual(new Date(Date.UTC(10000, 0, 1)));
  });

  it('knows IANA zones by their canonical name and nothing else', () => {
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+05:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });

  it('names a zone by its current IANA name, whatever spelling or case it is given in', () => {
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('europe/kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(canonicalTimeZone('Europe/Kyyiv')).toBeNull();
  });

  it('turns every old spelling into a current name with the same clock', () => {
    for (const [legacy, current] of Object.entries(LEGACY_TIME_ZONE_NAMES)) {
      expect(canonicalTimeZone(legacy), legacy).toBe(current);
      expect(canonicalTimeZone(current), current).toBe(current);
      expect(LEGACY_TIME_ZONE_NAMES[current], current).toBeUndefined();
      // Every 29 days and an hour from 1975 to 2035: every hour of the day, every season.
      const instants = Array.from(
        { length: 755 },
        (_, i) => new Date(Date.UTC(1975, 0, 1) + i * 2_509_200_000),
      );
      expect(
        instants.map((at) => localDateTime(current, at)),
        current,
      ).toEqual(instants.map((at) => localDateTime(legacy, at)));
    }
    // Every zone Intl lists comes back by a current name.
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const canonical = canonicalTimeZone(zone);
      expect(canonical, zone).toBe(currentTimeZoneName(zone));
      expect(Object.keys(LEGACY_TIME_ZONE_NAMES), zone).not.toContain(canonical);
    }
  });

  it('computes times in a current name', () => {
    expect(localDateTime('Europe/Kyiv', new Date('2027-07-01T07:00:00Z'))).toEqual({
      date: '2027-07-01',
      time: '10:00',
    });
    expect(zonedInstant('2027-03-20', '10:00', 'Asia/Kolkata')).toEqual(new Date('2027-03-20T04:30:00Z'));
  });

  describe('in a browser whose zone data predates a rename', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('still knows the zone and reads its clock by the old spelling', () => {
      // Zone data from before 2022b: Europe/Kyiv unknown, Europe/Kiev known.
      class OldZoneData extends Intl.DateTimeFormat {
        constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
          if (options?.timeZone?.toLowerCase() === 'europe/kyiv') {
            throw new RangeError(`Invalid time zone specified: ${options.timeZone}`);
          }
          super(locales, options);
        }
      }
      vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { DateTimeFormat: OldZoneData }));
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv' })).toThrow(RangeError);
      expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
      // A name not read before here, so no formatter is kept for it yet.
      expect(localDateTime('EUROPE/KYIV', new Date('2027-07-01T07:00:00Z'))).toEqual({
        date: '2027-07-01',
        time: '10:00',
      });
    });
  });
});
