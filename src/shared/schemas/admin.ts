import { z } from '../zod.js';
import { hasVisibleCharacter, multiLineText } from './common.js';

export const adminStatsSchema = z.object({
  total_professionals: z.number().int(),
  active_professionals: z.number().int(),
  total_bookings: z.number().int(),
  pending_bookings: z.number().int(),
  total_messages: z.number().int(),
  new_signups_30d: z.number().int(),
  /** Overview: professionals whose profile was created this calendar month (UTC). */
  new_professionals_this_month: z.number().int(),
  /** Overview: messages sent this calendar month (UTC). */
  messages_this_month: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Suspending a professional asks why; the member is told the reason by email. */
export const SUSPENSION_REASON_MIN = 3;
export const SUSPENSION_REASON_MAX = 1000;
export const suspendProfessionalSchema = z.strictObject({
  reason: multiLineText({ error: 'Please give a reason for the suspension' })
    .min(SUSPENSION_REASON_MIN, 'Please give a reason for the suspension')
    .max(SUSPENSION_REASON_MAX, `The reason can be at most ${SUSPENSION_REASON_MAX} characters`)
    .refine(hasVisibleCharacter, 'Please give a reason for the suspension'),
});

export const professionalStandingSchema = z.object({
  userId: z.uuid(),
  isSuspended: z.boolean(),
  suspensionReason: z.string().nullable(),
});
export type ProfessionalStanding = z.infer<typeof professionalStandingSchema>;
