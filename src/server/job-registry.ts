import {
  expireBookings,
  remindPendingBookings,
  remindReviews,
  remindShoots,
} from './features/bookings/index.js';
import { unreadMessagesEmail } from './features/messaging/index.js';
import { sendEmail } from './lib/email-outbox.js';
import { housekeeping } from './lib/housekeeping.js';
import type { JobDefinition } from './lib/jobs.js';
import { sweepStoredFiles } from './lib/stored-files-sweep.js';

/**
 * Every background job of the app: each gets a queue at start-up and a lane in every
 * worker. A job's name is permanent once released, since queued jobs carry it.
 */
export const jobRegistry: readonly JobDefinition[] = [
  sendEmail,
  unreadMessagesEmail,
  housekeeping,
  sweepStoredFiles,
  expireBookings,
  remindPendingBookings,
  remindReviews,
  remindShoots,
];
