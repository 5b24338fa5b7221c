import { describe, expect, it } from 'vitest';
import {
  durationText,
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
  });

  it('dates a shoot by its calendar day in lists and in details', () => {
    expect(shootListDate('2027-03-05')).toBe('Mar 05, 2027');
    expect(shootLongDate('2027-03-05')).toBe('March 05, 2027');
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

  it('counts hours', () => {
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(8)).toBe('8 hours');
  });
});
