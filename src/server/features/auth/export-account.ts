import { RATE_LIMITS } from '../../../shared/limits.js';
import type { AccountExport } from '../../../shared/schemas/account-export.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { imageUrls } from '../../lib/images.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Storage } from '../../lib/storage.js';
import { bookingUrl, hoursAndMinutes } from '../bookings/index.js';
import { getOwnProfile, memberSummaries } from '../profiles/index.js';
import type { Member } from './account-security.js';
import { listSessions } from './account-security.js';

type ExportDeps = { db: Db; storage: Storage; config: Config; limiter: RateLimiter };

/** More than any member has open at once (30 days of sign-ins). */
const ALL_SESSIONS = 10_000;

/**
 * 'Download your data' (docs/product.md, Your data): everything Frameline holds about the
 * signed-in member, read in one repeatable-read transaction so the parts agree with each
 * other. Other members appear as the member sees them (name, public profile), never with
 * their private details. A few a day: it reads every message and booking the member has.
 */
export async function exportAccount(
  deps: ExportDeps,
  ctx: Member,
  sessionHash: string,
): Promise<AccountExport> {
  const me = ctx.actor.id;
  await deps.limiter.consume(`account-export:${me}`, RATE_LIMITS.accountExport);
  return deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const read = { ...deps, db: trx };
      const account = await trx
        .selectFrom('users')
        .select(['email', 'created_at', 'email_confirmed_at', 'email_unread_messages'])
        .where('id', '=', me)
        .executeTakeFirstOrThrow();
      const profile = await getOwnProfile(read, me);
      const works = await trx
        .selectFrom('portfolio_items as w')
        .innerJoin('images as i', 'i.id', 'w.image_id')
        .select([
          'w.title',
          'w.description',
          'w.category',
          'w.is_featured',
          'w.created_at',
          'i.variants',
          'i.width',
          'i.height',
          'i.dominant_color',
        ])
        .where('w.user_id', '=', me)
        .orderBy('w.sort_order')
        .orderBy('w.created_at', 'desc')
        .execute();
      const saved = await trx
        .selectFrom('saved_talent')
        .select(['talent_id', 'saved_at'])
        .where('member_id', '=', me)
        .orderBy('saved_at', 'desc')
        .execute();
      const messages = await trx
        .selectFrom('messages')
        .select(['sender_id', 'recipient_id', 'content', 'photo_id', 'created_at', 'read_at'])
        .where((eb) => eb.or([eb('sender_id', '=', me), eb('recipient_id', '=', me)]))
        .where('hidden_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const bookings = await trx
        .selectFrom('bookings')
        .selectAll()
        .where((eb) => eb.or([eb('client_id', '=', me), eb('professional_id', '=', me)]))
        .orderBy('created_at', 'desc')
        .execute();
      // Each booking's history, as its detail shows it to the parties.
      const bookingEvents = bookings.length
        ? await trx
            .selectFrom('booking_events')
            .select([
              'booking_id',
              'actor_role',
              'from_status',
              'to_status',
              'note',
              'rate',
              'kind',
              'shoot_date',
              'start_time',
              'duration_hours',
              'location',
              'created_at',
            ])
            .where(
              'booking_id',
              'in',
              bookings.map((row) => row.id),
            )
            .orderBy('id')
            .execute()
        : [];
      const reviews = await trx
        .selectFrom('reviews as r')
        .innerJoin('bookings as b', 'b.id', 'r.booking_id')
        .select([
          'r.reviewer_id',
          'r.reviewee_id',
          'r.rating',
          'r.comment',
          'r.answer',
          'r.created_at',
          'r.hidden_at',
          'b.title',
        ])
        .where((eb) => eb.or([eb('r.reviewer_id', '=', me), eb('r.reviewee_id', '=', me)]))
        .orderBy('r.created_at', 'desc')
        .execute();
      const blocks = await trx
        .selectFrom('blocks')
        .select(['blocked_id', 'created_at'])
        .where('blocker_id', '=', me)
        .orderBy('created_at', 'desc')
        .execute();
      const calendarFeed = await trx
        .selectFrom('calendar_feeds')
        .select('created_at')
        .where('user_id', '=', me)
        .executeTakeFirst();
      const browsers = await trx
        .selectFrom('known_devices')
        .select(['device', 'time_zone', 'first_signed_in_at', 'last_signed_in_at'])
        .where('user_id', '=', me)
        .orderBy('last_signed_in_at', 'desc')
        .execute();
      // Every session, not only the screen's first 20.
      const sessions = await listSessions(trx, me, sessionHash, ALL_SESSIONS);

      const others = [
        ...saved.map((row) => row.talent_id),
        ...messages.map((row) => (row.sender_id === me ? row.recipient_id : row.sender_id)),
        ...bookings.map((row) => (row.client_id === me ? row.professional_id : row.client_id)),
        ...reviews.map((row) => (row.reviewer_id === me ? row.reviewee_id : row.reviewer_id)),
        ...blocks.map((row) => row.blocked_id),
      ];
      const summaries = await memberSummaries(read, others);
      const who = (id: string) => {
        const summary = summaries.get(id);
        return {
          name: summary?.displayName ?? '',
          profileUrl: summary?.role ? `${deps.config.publicUrl}/profile/${id}` : null,
        };
      };
      const reviewEntry = (row: (typeof reviews)[number]) => ({
        booking: row.title,
        rating: row.rating,
        comment: row.comment,
        answer: row.answer,
        writtenAt: row.created_at.toISOString(),
        hiddenByFrameline: row.hidden_at !== null,
      });
      const mySideIn = new Map(
        bookings.map((row) => [row.id, row.client_id === me ? 'client' : 'professional']),
      );
      const historyOf = new Map<string, AccountExport['bookings'][number]['history']>();
      for (const event of bookingEvents) {
        const mySide = mySideIn.get(event.booking_id);
        const entries = historyOf.get(event.booking_id) ?? [];
        entries.push({
          at: event.created_at.toISOString(),
          // An administrator or an expiry acts for Frameline, not as a member.
          by:
            event.actor_role === 'admin' || event.actor_role === 'system'
              ? 'frameline'
              : event.actor_role === mySide
                ? 'me'
                : 'them',
          from: event.from_status,
          to: event.to_status,
          note: event.note,
          rate: event.rate,
          kind: event.kind,
          time: event.shoot_date
            ? {
                shootDate: event.shoot_date,
                startTime: hoursAndMinutes(event.start_time),
                durationHours: event.duration_hours,
              }
            : null,
          place: event.location,
        });
        historyOf.set(event.booking_id, entries);
      }
      const absolute = (url: string) => (url.startsWith('/') ? `${deps.config.publicUrl}${url}` : url);

      const conversations = new Map<string, AccountExport['conversations'][number]>();
      for (const message of messages) {
        const otherId = message.sender_id === me ? message.recipient_id : message.sender_id;
        let conversation = conversations.get(otherId);
        if (!conversation) {
          conversation = { with: who(otherId), messages: [] };
          conversations.set(otherId, conversation);
        }
        conversation.messages.push({
          from: message.sender_id === me ? 'me' : 'them',
          content: message.content,
          withPhoto: message.photo_id !== null,
          sentAt: message.created_at.toISOString(),
          readAt: message.read_at?.toISOString() ?? null,
        });
      }

      return {
        format: 'frameline-account-export/1' as const,
        exportedAt: new Date().toISOString(),
        account: {
          email: account.email,
          signedUpAt: account.created_at.toISOString(),
          emailConfirmed: account.email_confirmed_at !== null,
          emailUnreadMessages: account.email_unread_messages,
        },
        profile: profile
          ? {
              ...profile,
              avatar: profile.avatar && { ...profile.avatar, url: absolute(profile.avatar.url) },
              cover: profile.cover && { ...profile.cover, url: absolute(profile.cover.url) },
              publicUrl: `${deps.config.publicUrl}/profile/${me}`,
            }
          : null,
        portfolio: works.map((work) => ({
          title: work.title,
          description: work.description,
          category: work.category,
          featured: work.is_featured,
          imageUrl: absolute(imageUrls(deps.storage, work).url),
          addedAt: work.created_at.toISOString(),
        })),
        savedTalent: saved.map((row) => ({ ...who(row.talent_id), savedAt: row.saved_at.toISOString() })),
        conversations: [...conversations.values()],
        bookings: bookings.map((row) => ({
          url: bookingUrl(deps.config.publicUrl, row.id),
          as: row.client_id === me ? ('client' as const) : ('professional' as const),
          with: who(row.client_id === me ? row.professional_id : row.client_id),
          title: row.title,
          description: row.description,
          status: row.status,
          shootDate: row.shoot_date,
          startTime: row.start_time,
          durationHours: row.duration_hours,
          timeZone: row.time_zone,
          location: row.location,
          rateOffered: row.rate_offered,
          rateAccepted: row.rate_accepted,
          notes: row.notes,
          cancelReason: row.cancel_reason,
          requestedAt: row.created_at.toISOString(),
          completedAt: row.completed_at?.toISOString() ?? null,
          history: historyOf.get(row.id) ?? [],
        })),
        reviewsWritten: reviews
          .filter((row) => row.reviewer_id === me)
          .map((row) => ({ of: who(row.reviewee_id), ...reviewEntry(row) })),
        reviewsReceived: reviews
          .filter((row) => row.reviewee_id === me)
          .map((row) => ({ from: who(row.reviewer_id), ...reviewEntry(row) })),
        blockedMembers: blocks.map((row) => ({
          ...who(row.blocked_id),
          blockedAt: row.created_at.toISOString(),
        })),
        sessions: sessions.sessions.map(({ id: _id, ...session }) => session),
        signInBrowsers: browsers.map((row) => ({
          device: row.device,
          timeZone: row.time_zone,
          firstSignedInAt: row.first_signed_in_at.toISOString(),
          lastSignedInAt: row.last_signed_in_at.toISOString(),
        })),
        calendarLinkSince: calendarFeed?.created_at.toISOString() ?? null,
      };
    });
}
