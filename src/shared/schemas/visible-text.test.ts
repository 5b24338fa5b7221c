import { describe, expect, it } from 'vitest';
import type { z } from '../zod.js';
import { suspendProfessionalSchema } from './admin.js';
import { adminBookingReasonSchema, bookingDetailsSchema } from './bookings.js';
import { contactMessageSchema } from './marketing.js';
import { reportSchema, sendMessageSchema } from './messaging.js';
import { hideMessageSchema } from './moderation.js';
import { portfolioUploadFieldsSchema } from './portfolio.js';
import { answerReviewSchema } from './reviews.js';

// A text someone must write (a message, a title, a reason) is one a reader can see: one
// of only zero-width spaces, direction marks or Hangul fillers would be sent, stored and
// shown as nothing. It is refused with the field's message for a missing text, as names are.

const INVISIBLE = ['\u200b', '\u200b\u200c\u200d\u2060'.repeat(5), '\u3164\u2800\u200e'.repeat(4)];

const REQUIRED_TEXTS: [string, z.ZodType][] = [
  ['a message', sendMessageSchema.shape.content],
  ['a report reason', reportSchema.shape.reason],
  ['a booking title', bookingDetailsSchema.shape.title],
  ['an admin booking reason', adminBookingReasonSchema.shape.reason],
  ['a suspension reason', suspendProfessionalSchema.shape.reason],
  ['a moderation reason', hideMessageSchema.shape.reason],
  ['a portfolio title', portfolioUploadFieldsSchema.shape.title],
  ['an answer to a review', answerReviewSchema.shape.answer],
  ['a contact name', contactMessageSchema.shape.name],
  ['a contact message', contactMessageSchema.shape.message],
];

describe('a required text of only invisible characters is empty', () => {
  it.each(REQUIRED_TEXTS)('%s', (_name, schema) => {
    // The field's message for a missing value: 'Please write a message', 'Please enter a title'.
    const emptyMessage = schema.safeParse(undefined).error?.issues[0]?.message;
    expect(emptyMessage).toBeDefined();
    for (const text of INVISIBLE) {
      const result = schema.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(emptyMessage);
    }
    // One visible character among them is a text (long enough for every minimum).
    expect(schema.safeParse(`\u200bSee you on the 12th at the studio\u200b`).success).toBe(true);
  });
});
