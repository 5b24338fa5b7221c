// What the rest of the server uses of bookings (docs/decisions/0015): its scheduled jobs,
// and the live event that tells both parties a booking changed (a review hidden by an admin).
export { expireBookings, remindPendingBookings } from './booking-jobs.js';
export { publishChange } from './booking-records.js';
