// What the rest of the server uses of bookings (docs/decisions/0015): its scheduled jobs.
export { expireBookings, remindPendingBookings } from './booking-jobs.js';
