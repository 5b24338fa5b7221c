import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_TIME_ZONE_NAMES } from '../../../../shared/time-zone-names';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import {
  durationText,
  shootDayParts,
  shootListDate,
  shootLongDate,
  shootTimeText,
  timeZoneChoices,
  timeZoneCity,
  timeZoneOption,
} from './booking-time';

describe('booking times are the shoot’s local time with its zone', () => {
  it('reads the time as stored, with the zone’s place, whatever the viewer’s zone', () => {
    expect(shootTimeText('10:00', 'America/New_York')).toBe('10:00 New York time');
    expect(shootTimeText('09:30:00', 'Europe/Lisbon')).toBe('09:30 Lisbon time');
    expect(shootTimeText(null, 'America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(shootTimeText('18:00', 'UTC')).toBe('18:00 UTC');
    // A fixed offset by its real sign (the POSIX name has it inverted).
    expect(shootTimeText('10:00', 'Etc/GMT+5')).toBe('10:00 UTC-5');
  });

  it('dates a shoot by its calendar day in lists and in details', () => {
    expect(shootListDate('2027-03-05')).toBe('Mar 05, 2027');
    expect(shootLongDate('2027-03-05')).toBe('March 05, 2027');
  });

  it('gives a date tile the shoot’s own day, whatever the viewer’s zone', () => {
    expect(shootDayParts('2027-03-05')).toEqual({ month: 'Mar', day: '5', weekday: 'Fri', year: 2027 });
    expect(shootDayParts('2028-02-29')).toEqual({ month: 'Feb', day: '29', weekday: 'Tue', year: 2028 });
  });

  it('lists every zone the browser knows, UTC and a stored zone among them', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('America/New_York');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
    expect(timeZoneChoices('Mars/Olympus_Mons')).toContain('Mars/Olympus_Mons');
    expect(timeZoneOption('America/New_York')).toBe('America/New York');
    expect(timeZoneCity('Europe/Lisbon')).toBe('Lisbon');
  });

  it('lists zones by their current names only, each once', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('America/Argentina/Buenos_Aires');
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones.filter((zone) => zone in LEGACY_TIME_ZONE_NAMES)).toEqual([]);
    expect(new Set(zones).size).toBe(zones.length);
    // A stored zone in its old spelling is listed already, under its current name.
    expect(timeZoneChoices('Europe/Kiev')).toEqual(zones);
    expect(timeZoneOption('Europe/Kiev')).toBe('Europe/Kyiv');
  });

  it('shows a zone stored by an old spelling by its current name', () => {
    expect(shootTimeText('10:00', 'Europe/Kiev')).toBe('10:00 Kyiv time');
    expect(shootTimeText(null, 'Asia/Calcutta')).toBe('Kolkata time');
    expect(timeZoneCity('Asia/Saigon')).toBe('Ho Chi Minh');
  });

  describe('the browser’s own zone', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('is given by its current name', () => {
      const RealFormat = Intl.DateTimeFormat;
      vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
        ((locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
          new RealFormat(locales, {
            timeZone: 'Europe/Kiev',
            ...options,
          })) as unknown as typeof Intl.DateTimeFormat,
      );
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Kiev');
      expect(browserTimeZone()).toBe('Europe/Kyiv');
    });
  });

  it('counts hours', () => {
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(8)).toBe('8 hours');
  });
});
