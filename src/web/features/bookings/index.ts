// What other features use of bookings (docs/decisions/0015): the dashboard's Bookings
// tab with the count of requests awaiting my answer, the overview's cards (Coming up,
// Awaiting your review, Reviews to answer), the 'Create New Booking' dialog (Book Now on a
// profile), the open bookings above a conversation, the address of a booking, and for the
// admin area the detail dialog (with the history) and the status badge; Settings' calendar link.
export { useAwaitingAnswer } from './api/awaiting-answer-api';
export { AwaitingAnswerBadge } from './components/awaiting-answer-badge';
export { AwaitingReviewCard } from './components/awaiting-review-card';
export { BookingDetailDialog } from './components/booking-detail-dialog';
export { BookingStatusBadge } from './components/booking-status-badge';
export { BookingsTab } from './components/bookings-tab';
export { CALENDAR_LINK_TEXTS, CalendarLinkSettings } from './components/calendar-link-settings';
export { type ChosenProfessional, CreateBookingDialog } from './components/create-booking-dialog';
export { bookingsWithMemberLink, OpenBookingsWith } from './components/open-bookings-with';
export { ReviewsToAnswerCard } from './components/reviews-to-answer-card';
export { UpcomingBookingsCard } from './components/upcoming-bookings-card';
export { bookingPath } from './lib/booking-url';
