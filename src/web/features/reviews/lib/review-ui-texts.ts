// The texts only the web shows of reviews (docs/product.md, Texts); the product's own are
// REVIEW_TEXTS in shared/schemas/reviews.ts.

export const REVIEW_UI_TEXTS = {
  report: 'Report',
  reviewBy: (name: string) => `the review by ${name}`,
  answerFrom: (name: string) => `Answer from ${name}`,
  yourAnswer: 'Your answer',
  leaveReview: 'Leave a review',
  leaveReviewHint: (name: string) =>
    `How was working with ${name}? Your review appears on their profile with your display name.`,
  rating: 'Rating',
  star: (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`,
  comment: 'Your review',
  optional: '(optional)',
  counter: (used: number, max: number) =>
    `${used.toLocaleString('en')} / ${max.toLocaleString('en')} characters`,
  post: 'Post review',
  posting: 'Posting...',
  answer: 'Answer this review',
  answerHint: 'You can answer once; your answer appears under the review on your profile.',
  postAnswer: 'Post answer',
  noText: 'No written review.',
  reviewFailed: 'Failed to post review',
  answerFailed: 'Failed to post answer',
  hiddenByAdmin:
    'An administrator hid this review: it is not on the profile and does not count in the rating.',
} as const;
