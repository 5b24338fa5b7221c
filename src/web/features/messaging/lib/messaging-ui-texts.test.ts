import { describe, expect, it } from 'vitest';
import { delayText, MESSAGING_UI_TEXTS } from './messaging-ui-texts';

describe('the unread email delay, as the settings say it', () => {
  it('reads in minutes, or in hours when whole', () => {
    expect([1, 10, 90, 60, 120, 1440].map(delayText)).toEqual([
      '1 minute',
      '10 minutes',
      '90 minutes',
      '1 hour',
      '2 hours',
      '24 hours',
    ]);
    expect(MESSAGING_UI_TEXTS.emailSwitchHint(10)).toBe(
      'One email when messages to you are still unread after 10 minutes, at most one an hour.',
    );
  });
});
