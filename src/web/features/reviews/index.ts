// What other features use of reviews (docs/decisions/0015): a profile's reviews, and a
// booking's review with the forms to write and answer it.
export { BookingReviewView, ReviewForm } from './components/booking-review';
export { ProfileReviews } from './components/profile-reviews';
export { Stars } from './components/stars';
