// What the rest of the server uses of bookings (docs/decisions/0015): its scheduled jobs,
// the live event that tells both parties a booking changed (a review hidden by an admin), the
// booking emails with the parties they go to (a review posted), and which rows a status
// filter lists (the admin's Bookings tab), and a booking's address (a member's data export).

export { queueBookingEmails } from './booking-emails.js';
export { expireBookings, remindPendingBookings, remindReviews, remindShoots } from './booking-jobs.js';
export {
  bookingUrl,
  hoursAndMinutes,
  partiesOf,
  publishChange,
  shownStatusConditions,
} from './booking-records.js';
