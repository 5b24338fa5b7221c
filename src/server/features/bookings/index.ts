// What the rest of the server uses of bookings (docs/decisions/0015): its scheduled jobs,
// the live event that tells both parties a booking changed (a review hidden by an admin), and
// which rows a status filter lists (the admin's Bookings tab).
export { expireBookings, remindPendingBookings } from './booking-jobs.js';
export { publishChange, shownStatusConditions } from './booking-records.js';
