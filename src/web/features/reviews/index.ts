// What other features use of reviews (docs/decisions/0015): a profile's reviews.
export { ProfileReviews } from './components/profile-reviews';
