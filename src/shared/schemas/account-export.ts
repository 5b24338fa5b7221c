import { BOOKING_STATUSES } from '../booking-lifecycle.js';
import { z } from '../zod.js';
import { BOOKING_HISTORY_KINDS, shootTimeSchema } from './bookings.js';
import { profileSchema } from './profiles.js';

// 'Download your data' (docs/product.md, Your data): everything Frameline holds about a
// member, as one JSON file, in the product's words. Other members appear by the name the
// member sees and the address of their public profile, never by their private details.

const when = z.iso.datetime({ offset: true });
/** Another member as the member sees them. */
const otherMember = z.object({ name: z.string(), profileUrl: z.string().nullable() });

/** A review, written or received: the booking it is of, by its title. */
const reviewEntry = z.object({
  booking: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  answer: z.string().nullable(),
  writtenAt: when,
  hiddenByFrameline: z.boolean(),
});

export const accountExportSchema = z.object({
  format: z.literal('frameline-account-export/1'),
  exportedAt: when,
  account: z.object({
    email: z.string(),
    signedUpAt: when,
    emailConfirmed: z.boolean(),
    emailUnreadMessages: z.boolean(),
  }),
  /** With its private fields; null for a member who never made one. */
  profile: profileSchema.extend({ publicUrl: z.string() }).nullable(),
  portfolio: z.array(
    z.object({
      title: z.string(),
      description: z.string().nullable(),
      category: z.string().nullable(),
      featured: z.boolean(),
      imageUrl: z.string(),
      addedAt: when,
    }),
  ),
  savedTalent: z.array(otherMember.extend({ savedAt: when })),
  /** Messages the member can read, oldest first; those Frameline removed are not among them. */
  conversations: z.array(
    z.object({
      with: otherMember,
      messages: z.array(
        z.object({
          from: z.enum(['me', 'them']),
          content: z.string(),
          /** It carried a photo (which Frameline shows in the conversation). */
          withPhoto: z.boolean(),
          sentAt: when,
          readAt: when.nullable(),
        }),
      ),
    }),
  ),
  bookings: z.array(
    z.object({
      url: z.string(),
      as: z.enum(['client', 'professional']),
      with: otherMember,
      title: z.string(),
      description: z.string().nullable(),
      status: z.enum(BOOKING_STATUSES),
      shootDate: z.string(),
      startTime: z.string().nullable(),
      durationHours: z.number().nullable(),
      timeZone: z.string(),
      location: z.string().nullable(),
      rateOffered: z.number().nullable(),
      rateAccepted: z.number().nullable(),
      notes: z.string().nullable(),
      cancelReason: z.string().nullable(),
      requestedAt: when,
      completedAt: when.nullable(),
      /** Oldest first: the request, then each move, by the member, the other party or Frameline. */
      history: z.array(
        z.object({
          at: when,
          by: z.enum(['me', 'them', 'frameline']),
          from: z.enum(BOOKING_STATUSES).nullable(),
          to: z.enum(BOOKING_STATUSES),
          note: z.string().nullable(),
          rate: z.number().nullable(),
          /** A status move, or a step of a new time, with the time (and new place) it names. */
          kind: z.enum(BOOKING_HISTORY_KINDS),
          time: shootTimeSchema.nullable(),
          place: z.string().nullable(),
        }),
      ),
    }),
  ),
  reviewsWritten: z.array(reviewEntry.extend({ of: otherMember })),
  reviewsReceived: z.array(reviewEntry.extend({ from: otherMember })),
  blockedMembers: z.array(otherMember.extend({ blockedAt: when })),
  sessions: z.array(
    z.object({ device: z.string(), signedInAt: when, lastActiveAt: when, current: z.boolean() }),
  ),
  /** The browsers the account has signed in from, as new sign-ins are told by (newest first). */
  signInBrowsers: z.array(
    z.object({
      device: z.string(),
      timeZone: z.string().nullable(),
      firstSignedInAt: when,
      lastSignedInAt: when,
    }),
  ),
  /** When my calendar link was made, if I have one (its address is in Settings). */
  calendarLinkSince: when.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
