// What other features use of reviews (docs/decisions/0015).
export { listProfileReviews, type ReviewDeps } from './reviews.service.js';
