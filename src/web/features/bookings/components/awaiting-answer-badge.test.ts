import { describe, expect, it } from 'vitest';
import { awaitingAnswerText } from './awaiting-answer-badge';

describe('what awaits my answer, in words', () => {
  it('names requests or new times when only they wait, bookings when both do', () => {
    expect(awaitingAnswerText({ requests: 1, newTimes: 0 })).toBe('1 booking request awaits your answer');
    expect(awaitingAnswerText({ requests: 1200, newTimes: 0 })).toBe(
      '1,200 booking requests await your answer',
    );
    expect(awaitingAnswerText({ requests: 0, newTimes: 1 })).toBe('1 new time awaits your answer');
    expect(awaitingAnswerText({ requests: 0, newTimes: 2 })).toBe('2 new times await your answer');
    expect(awaitingAnswerText({ requests: 2, newTimes: 1 })).toBe('3 bookings await your answer');
  });
});
