// What other features use of bookings (docs/decisions/0015): the dashboard's Bookings
// tab, the 'Create New Booking' dialog (Book Now on a profile) and the address of a booking.
export { BookingsTab } from './components/bookings-tab';
export { type ChosenProfessional, CreateBookingDialog } from './components/create-booking-dialog';
export { bookingPath } from './lib/booking-url';
