import { describe, expect, it } from 'vitest';
import { characterCount, formNumber, formOptionalNumber, singleLineText } from './common';
import { MESSAGE_MAX_LENGTH, sendMessageSchema } from './messaging';
import { createReviewSchema, REVIEW_TEXT_MAX } from './reviews';

// A form's counter and limit count as the server's schemas do, so the web app refuses
// exactly what the API refuses: an emoji is one character, not two.

const ids = {
  recipientId: '00000000-0000-4000-8000-000000000001',
  clientId: '00000000-0000-4000-8000-000000000002',
};

describe('characterCount', () => {
  it('counts code points: an emoji, an accented letter and a CJK character are one each', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Hello')).toBe(5);
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('é漢😀a')).toBe(4);
  });

  it('agrees with the message schema at its limit, in emoji as in letters', () => {
    for (const unit of ['a', '😀']) {
      const atLimit = unit.repeat(MESSAGE_MAX_LENGTH);
      const overLimit = unit.repeat(MESSAGE_MAX_LENGTH + 1);
      expect(characterCount(atLimit)).toBe(MESSAGE_MAX_LENGTH);
      expect(sendMessageSchema.safeParse({ ...ids, content: atLimit }).success).toBe(true);
      expect(characterCount(overLimit)).toBe(MESSAGE_MAX_LENGTH + 1);
      expect(sendMessageSchema.safeParse({ ...ids, content: overLimit }).success).toBe(false);
    }
  });

  it('agrees with the review schema at its limit', () => {
    const atLimit = '🌟'.repeat(REVIEW_TEXT_MAX);
    expect(characterCount(atLimit)).toBe(REVIEW_TEXT_MAX);
    expect(createReviewSchema.safeParse({ rating: 5, comment: atLimit }).success).toBe(true);
    expect(createReviewSchema.safeParse({ rating: 5, comment: `${atLimit}!` }).success).toBe(false);
  });
});

describe('invisible controls in typed text', () => {
  it('refuses the bidirectional overrides, embeddings and isolates, in a line and in a message', () => {
    const message = (content: string) => sendMessageSchema.safeParse({ ...ids, content }).success;
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(singleLineText().safeParse(`Ava Chen${control}`).success, control).toBe(false);
      expect(message(`Report ${control}gnp.exe`), control).toBe(false);
    }
    expect(singleLineText().safeParse('Ava Chen\u202e').error?.issues[0]?.message).toBe(
      'Please remove the invisible control characters from this text',
    );
  });

  it('keeps right-to-left writing and its marks, and line breaks in a message', () => {
    expect(singleLineText().safeParse('مرحبا\u200f Ava').success).toBe(true);
    expect(singleLineText().safeParse('שלום\u200e').success).toBe(true);
    expect(sendMessageSchema.safeParse({ ...ids, content: 'مرحبا\nHello' }).success).toBe(true);
  });
});

describe('numbers typed into a form', () => {
  const years = formNumber(0, (n) => n.min(0).max(50));
  const rate = formOptionalNumber((n) => n.min(0));

  it('reads digits, a sign and decimals; an empty field is the fallback', () => {
    expect(years.parse('7')).toBe(7);
    expect(years.parse(' 2.5 ')).toBe(2.5);
    expect(years.parse('')).toBe(0);
    expect(years.parse('   ')).toBe(0);
    expect(years.parse(3)).toBe(3);
    expect(rate.parse('')).toBeNull();
    expect(rate.parse('.5')).toBe(0.5);
  });

  it('refuses what people do not type as a number: hexadecimal, exponents, separators', () => {
    for (const typed of ['0x10', '1e1', '0b11', '1,000', 'Infinity', '12abc']) {
      expect(years.safeParse(typed).error?.issues[0]?.message, typed).toBe('Please enter a number');
      expect(rate.safeParse(typed).success, typed).toBe(false);
    }
  });
});
