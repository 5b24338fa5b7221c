import { describe, expect, it } from 'vitest';
import { requestDeadlineText, reviewDeadlineText, shootWhenText, timeZoneLabel } from './booking-format';

// A booking's time reads with its zone by today's name, also for one stored under an old
// spelling before the rename was taken into account (emails, calendar files, screens).

describe('a shoot time', () => {
  it('reads with the zone by its current name, stored old or new', () => {
    for (const timeZone of ['Europe/Kiev', 'Europe/Kyiv']) {
      expect(timeZoneLabel(timeZone)).toBe('Kyiv time');
      expect(
        shootWhenText({ shootDate: '2027-03-20', startTime: '10:00:00', durationHours: 4, timeZone }),
      ).toBe('March 20, 2027 at 10:00 Kyiv time (Europe/Kyiv), 4 hours');
    }
    expect(
      shootWhenText({
        shootDate: '2027-03-20',
        startTime: null,
        durationHours: null,
        timeZone: 'Asia/Calcutta',
      }),
    ).toBe('March 20, 2027 (Asia/Kolkata)');
    expect(
      shootWhenText({ shootDate: '2027-03-20', startTime: '00:05:00', durationHours: 1, timeZone: 'UTC' }),
    ).toBe('March 20, 2027 at 00:05 UTC, 1 hour');
    expect(timeZoneLabel('America/New_York')).toBe('New York time');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});

describe('a shoot in a fixed-offset Etc zone', () => {
  // POSIX names invert the sign: Etc/GMT+5 is five hours behind UTC.
  it('reads the offset the clock really has, not the sign of the name', () => {
    expect(timeZoneLabel('Etc/GMT+5')).toBe('UTC-5');
    expect(timeZoneLabel('Etc/GMT-14')).toBe('UTC+14');
    expect(timeZoneLabel('Etc/GMT+12')).toBe('UTC-12');
    expect(
      shootWhenText({ shootDate: '2026-12-15', startTime: '10:00', durationHours: 2, timeZone: 'Etc/GMT+5' }),
    ).toBe('December 15, 2026 at 10:00 UTC-5 (Etc/GMT+5), 2 hours');
  });

  it('reads UTC for the zero offsets and UTC itself', () => {
    for (const timeZone of [
      'Etc/UTC',
      'Etc/GMT',
      'Etc/GMT+0',
      'Etc/GMT-0',
      'Etc/GMT0',
      'Etc/UCT',
      'Etc/Zulu',
    ])
      expect(timeZoneLabel(timeZone), timeZone).toBe('UTC');
  });
});

describe('a request’s deadline in its emails and on screen', () => {
  const request = {
    shootDate: '2027-03-30',
    startTime: '10:00',
    timeZone: 'America/New_York',
    createdAt: '2027-03-10T15:00:00Z',
  };
  it('reads in the shoot’s zone: 7 days after it was made, summer time begun meanwhile', () => {
    expect(requestDeadlineText(request)).toBe('March 17, 2027 at 11:00 New York time');
  });
  it('or when the shoot starts, if that is first; without a start time, its date', () => {
    expect(requestDeadlineText({ ...request, shootDate: '2027-03-12', startTime: '09:30' })).toBe(
      'March 12, 2027 at 09:30 New York time',
    );
    expect(requestDeadlineText({ ...request, shootDate: '2027-03-12', startTime: null })).toBe(
      'March 12, 2027 at 00:00 New York time',
    );
  });
  it('in a list, short, in the same clock: the screen and the email name one hour', () => {
    expect(requestDeadlineText(request, 'short')).toBe('Mar 17, 11:00 New York time');
    expect(
      requestDeadlineText({ ...request, timeZone: 'Etc/GMT+5', createdAt: '2027-03-01T02:00:00Z' }, 'short'),
    ).toBe('Mar 07, 21:00 UTC-5');
  });
});

describe('the end of a review window in its reminder', () => {
  it('reads in the shoot’s zone, 14 days after completion, summer time begun meanwhile', () => {
    expect(reviewDeadlineText(new Date('2027-03-05T15:00:00Z'), 'America/New_York')).toBe(
      'March 19, 2027 at 11:00 New York time',
    );
  });
});
