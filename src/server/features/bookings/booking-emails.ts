import { dollarsText, requestDeadlineText, shootWhenText } from '../../../shared/booking-format.js';
import type { BookingParty, BookingStatus } from '../../../shared/booking-lifecycle.js';
import { REVIEW_WINDOW_DAYS } from '../../../shared/booking-lifecycle.js';
import type { Db } from '../../db/database.js';
import { queueEmail } from '../../lib/email-outbox.js';
import { actionMail, asSentence } from '../../lib/mail.js';
import { type BookingRow, bookingUrl, type Parties, subjectOf } from './booking-records.js';

// The booking emails (docs/product.md, Emails): each names the booking, shows the shoot's
// time with its zone, and links to the booking. Queued in the transaction of the change.

export type BookingEmail =
  | { kind: 'requested' }
  | { kind: 'reminder' }
  | { kind: 'shoot_reminder' }
  | { kind: 'accepted' }
  | { kind: 'declined' }
  | { kind: 'expired' }
  | { kind: 'completed' }
  | { kind: 'cancelled'; by: 'client' | 'professional' }
  | { kind: 'admin_set'; from: BookingStatus; reason: string }
  | { kind: 'reviewed'; rating: number; comment: string | null }
  | { kind: 'review_reminder'; reviewBy: string }
  | { kind: 'review_answered'; answer: string }
  | { kind: 'time_proposed'; by: BookingParty }
  | { kind: 'time_accepted'; by: BookingParty }
  | { kind: 'time_declined'; by: BookingParty }
  | { kind: 'time_withdrawn'; by: BookingParty };

function when(row: BookingRow): string {
  return shootWhenText({
    shootDate: row.shoot_date,
    startTime: row.start_time ? row.start_time.slice(0, 5) : null,
    durationHours: row.duration_hours,
    timeZone: row.time_zone,
  });
}

/** The open proposal's time, as `when` writes the booking's. */
function proposedWhen(row: BookingRow): string {
  return shootWhenText({
    shootDate: row.proposed_shoot_date ?? row.shoot_date,
    startTime: row.proposed_start_time ? row.proposed_start_time.slice(0, 5) : null,
    durationHours: row.proposed_duration_hours,
    timeZone: row.time_zone,
  });
}

function rateLine(rate: number | null, label: string): string {
  return rate === null ? `${label}: none given.` : `${label}: ${dollarsText(rate)}.`;
}

function sentence(text: string | null, label: string): string {
  return text ? ` ${label}: ${asSentence(text)}` : '';
}

/** Queues the email(s) of a booking event to whoever it concerns. */
export async function queueBookingEmails(
  trx: Db,
  publicUrl: string,
  row: BookingRow,
  parties: Parties,
  email: BookingEmail,
): Promise<void> {
  const url = bookingUrl(publicUrl, row.id);
  const where = row.location ? ` in ${row.location}` : '';
  const shoot = `"${row.title}" on ${when(row)}${where}`;
  const mails: { to: string; subject: string; intro: string; action: string; url: string; outro: string }[] =
    [];
  const { client, professional } = parties;
  switch (email.kind) {
    case 'requested':
      mails.push({
        to: professional.email,
        subject: `New booking request: ${row.title}`,
        intro: `${client.name} would like to book you for ${shoot}. ${rateLine(row.rate_offered, 'Rate offered')}${sentence(row.description, 'Details')}`,
        action: 'Answer the request',
        url,
        outro: `Please accept or decline by ${requestDeadlineText(subjectOf(row))}; unanswered requests expire (7 days after they are made, or when the shoot starts).`,
      });
      break;
    case 'reminder':
      mails.push({
        to: professional.email,
        subject: `Waiting for your answer: ${row.title}`,
        intro: `${client.name} is still waiting for your answer to ${shoot}. ${rateLine(row.rate_offered, 'Rate offered')}`,
        action: 'Answer the request',
        url,
        outro: `It expires on ${requestDeadlineText(subjectOf(row))} unless you answer it (requests expire 7 days after they were made, or when the shoot starts).`,
      });
      break;
    case 'shoot_reminder':
      for (const [to, other] of [
        [client.email, professional.name],
        [professional.email, client.name],
      ] as const) {
        mails.push({
          to,
          subject: `Coming up: ${row.title}`,
          intro: `Your shoot with ${other} is coming up: ${shoot}. ${rateLine(row.rate_accepted, 'Rate')}`,
          action: 'Open the booking',
          url,
          outro:
            'Plans changed? From the booking you can propose a new time, write to them, or cancel it with a reason.',
        });
      }
      break;
    case 'accepted':
      mails.push({
        to: client.email,
        subject: `Booking accepted: ${row.title}`,
        intro: `${professional.name} accepted ${shoot}. ${rateLine(row.rate_accepted, 'Rate')}${sentence(row.notes, 'Notes')}`,
        action: 'Open the booking',
        url,
        outro: 'You can add it to your calendar from the booking.',
      });
      break;
    case 'declined':
      mails.push({
        to: client.email,
        subject: `Booking declined: ${row.title}`,
        intro: `${professional.name} declined ${shoot}.${sentence(row.notes, 'Notes')}`,
        action: 'Open the booking',
        url,
        outro: 'Discovery has more professionals who may be free.',
      });
      break;
    case 'expired':
      mails.push({
        to: client.email,
        subject: `Booking request expired: ${row.title}`,
        intro: `Your request to ${professional.name} expired without an answer: ${shoot}.`,
        action: 'Open the booking',
        url,
        outro: 'You can send a new request, to them or to another professional.',
      });
      break;
    case 'completed':
      mails.push({
        to: client.email,
        subject: `How did it go? ${row.title}`,
        intro: `${professional.name} marked ${shoot} as completed. Tell others how it went: you can review ${professional.name} within ${REVIEW_WINDOW_DAYS} days.`,
        action: 'Leave a review',
        url: bookingUrl(publicUrl, row.id, '&review=1'),
        outro: 'Thank you for booking through Frameline.',
      });
      break;
    case 'cancelled': {
      const by = email.by === 'client' ? client : professional;
      const other = email.by === 'client' ? professional : client;
      mails.push({
        to: other.email,
        subject: `Booking cancelled: ${row.title}`,
        intro: `${by.name} cancelled ${shoot}.${sentence(row.cancel_reason, 'The reason given')}`,
        action: 'Open the booking',
        url,
        outro: 'Nothing more is needed from you.',
      });
      break;
    }
    case 'reviewed':
      mails.push({
        to: professional.email,
        subject: `New review: ${row.title}`,
        intro: `${client.name} reviewed ${shoot}: ${email.rating} of 5 stars.${sentence(email.comment, 'They wrote')}`,
        action: 'Answer the review',
        url: bookingUrl(publicUrl, row.id, '&review=1'),
        outro: 'You can answer once; your answer shows under the review on your profile.',
      });
      break;
    case 'review_reminder':
      mails.push({
        to: client.email,
        subject: `A few days left to review: ${row.title}`,
        intro: `How did ${shoot} go? You can review ${professional.name} until ${email.reviewBy}; after that the booking can no longer be reviewed.`,
        action: 'Leave a review',
        url: bookingUrl(publicUrl, row.id, '&review=1'),
        outro: 'Your review helps others choose. This is the only reminder.',
      });
      break;
    case 'review_answered':
      mails.push({
        to: client.email,
        subject: `${professional.name} answered your review: ${row.title}`,
        intro: `${professional.name} answered your review of ${shoot}.${sentence(email.answer, 'They wrote')}`,
        action: 'Open the booking',
        url,
        outro: 'The answer shows under your review on their profile.',
      });
      break;
    case 'time_proposed': {
      // Sent with the proposal on the booking: `row` still has the time agreed.
      const [by, other] = email.by === 'client' ? [client, professional] : [professional, client];
      // A new place goes beside each time; otherwise the one place before both.
      const move = row.proposed_location
        ? ` from ${when(row)}${where} to ${proposedWhen(row)} in ${row.proposed_location}`
        : `${where} from ${when(row)} to ${proposedWhen(row)}`;
      mails.push({
        to: other.email,
        subject: `New time proposed: ${row.title}`,
        intro: `${by.name} proposes to move "${row.title}"${move}.${sentence(row.proposal_note, 'They wrote')}`,
        action: 'Answer the proposal',
        url,
        outro:
          'Until you accept it, the booking keeps its time. You can accept or decline it from the booking.',
      });
      break;
    }
    case 'time_accepted':
    case 'time_declined':
    case 'time_withdrawn': {
      const [by, other] = email.by === 'client' ? [client, professional] : [professional, client];
      const accepted = email.kind === 'time_accepted';
      const withdrawn = email.kind === 'time_withdrawn';
      mails.push({
        // The proposer hears the other's answer; a withdrawal is news to the other party.
        to: withdrawn ? other.email : by.email,
        subject: `${accepted ? 'New time agreed' : withdrawn ? 'New time withdrawn' : 'New time declined'}: ${row.title}`,
        intro: accepted
          ? `${other.name} accepted the new time you proposed: ${shoot}.`
          : withdrawn
            ? `${by.name} withdrew the new time they proposed. The booking keeps its time: ${shoot}.`
            : `${other.name} kept the time agreed: ${shoot}.`,
        action: 'Open the booking',
        url,
        outro: accepted
          ? 'A calendar link shows the new time by itself; a calendar file added before is replaced when you add the booking again.'
          : withdrawn
            ? 'Nothing more is needed from you.'
            : 'Write to them from the booking to find a time that suits you both.',
      });
      break;
    }
    case 'admin_set':
      for (const to of [client.email, professional.email]) {
        // Completed by an administrator, the booking invites the client's review as when
        // the professional completes it (docs/product.md, Emails).
        const invite = row.status === 'completed' && to === client.email;
        mails.push({
          to,
          subject: `Booking ${row.status}: ${row.title}`,
          intro: `A Frameline administrator changed ${shoot} from ${email.from} to ${row.status}.${sentence(email.reason, 'The reason given')}${
            invite
              ? ` Tell others how it went: you can review ${professional.name} within ${REVIEW_WINDOW_DAYS} days.`
              : ''
          }`,
          action: invite ? 'Leave a review' : 'Open the booking',
          url: invite ? bookingUrl(publicUrl, row.id, '&review=1') : url,
          outro: 'If you have questions, reply through the contact page.',
        });
      }
      break;
  }
  for (const mail of mails) {
    if (mail.to) await queueEmail(trx, { kind: 'booking', ...actionMail(mail) });
  }
}
