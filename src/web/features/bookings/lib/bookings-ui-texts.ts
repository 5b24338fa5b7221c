import type { BookingStatus, MemberBookingAction } from '../../../../shared/booking-lifecycle';

// The texts only the web shows of bookings (docs/product.md, Texts); the product's own
// texts (toasts, errors) are BOOKING_TEXTS in shared/schemas/bookings.ts.

export const BOOKINGS_UI_TEXTS = {
  heading: 'Bookings',
  intro: 'Requests you have sent and received, newest first.',
  introClient: 'The shoots you have asked for, newest first.',
  create: 'Create New Booking',
  createDescription: 'Ask a professional for a shoot. They are emailed at once and answer here.',
  bookDescription: (name: string) => `Ask ${name} for a shoot. They are emailed at once and answer here.`,
  send: 'Send Request',
  sending: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  filters: 'Filter bookings',
  statusFilter: 'Status',
  searchFilter: 'Search',
  searchPlaceholder: 'Title or name',
  roleFilter: 'Role',
  allStatuses: 'All statuses',
  allRoles: 'All bookings',
  asClient: 'I booked',
  asProfessional: 'Booked me',
  noneHint: 'Find a professional and send them a request: it appears here, and so does their answer.',
  noneHintPro: 'When a client books you, the request appears here. You can also book other talent.',
  noMatch: 'No bookings match these filters',
  clearFilters: 'Show all bookings',
  loadMore: 'Load more',
  tryAgain: 'Try again',
  loading: 'Loading bookings',
  loadingOne: 'Loading booking',
  listLabel: 'Your bookings',
  youBooked: 'You booked',
  bookedYou: 'Booked you',
  client: 'Client',
  professional: 'Professional',
  professionalEmail: "Professional's email",
  professionalEmailHint: 'The email address they use on Frameline.',
  bookingWith: 'Booking',
  title: 'Title',
  titlePlaceholder: 'Spring lookbook shoot',
  date: 'Date',
  startTime: 'Start time',
  duration: 'Duration (hours)',
  durationLabel: 'Duration',
  timeZone: 'Time zone',
  timeZoneHint: 'The date and time are local to the shoot, in this zone.',
  location: 'Location',
  description: 'Description',
  rateOffered: 'Rate offered ($)',
  rateAccepted: 'Accepted rate',
  rateOfferedLabel: 'Rate offered',
  notes: 'Notes',
  reason: 'Reason',
  cancelReason: 'Reason for cancelling',
  requiredMark: '(required)',
  optionalMark: '(optional)',
  whatNext: 'What happens next',
  nothingToDo: 'Nothing for you to do right now.',
  details: 'Details',
  history: 'History',
  /** An administrator's change of status in the history: 'Set to Accepted by an administrator'. */
  setByAdmin: (status: string) => `Set to ${status} by an administrator`,
  when: 'When',
  time: 'Time',
  noTime: 'Time not set',
  rateNegotiable: 'Not set',
  addToCalendar: 'Add to calendar',
  counterRate: 'Counter rate ($)',
  counterRateHint: 'Leave empty to accept the rate offered.',
  overlapTitle: 'You have an accepted booking at the same time',
  /** Moving a booking (docs/product.md, Moving a booking). */
  proposeHint: (zone: string, name: string) =>
    `In ${zone}, where the shoot is. The booking keeps its time until ${name} accepts the new one.`,
  /** An accepted booking whose shoot is still ahead, to a party who may move it. */
  acceptedMayMove: 'The shoot is on. Either of you can propose a new time, or cancel with a reason.',
  sendProposal: 'Send proposal',
  newTimeToAnswer: 'New time to answer',
  newTimeProposed: 'New time proposed',
  /** The form's place: only when the shoot moves too. */
  proposalPlace: 'New place',
  proposalPlaceHint: (current: string | null) =>
    current ? `Only if the shoot moves from ${current} too.` : 'Where the shoot will be, if it is known now.',
  /** A place a new time names, under its time (the card, the history). */
  inPlace: (place: string) => `in ${place}`,
  proposalNote: 'Note',
  proposalNoteHint: 'Why, or what else changes: they read it with the proposal.',
  yourProposal: 'You proposed a new time',
  waitingFor: (name: string) => `Waiting for ${name} to answer. Until then the booking keeps its time.`,
  theirProposal: (name: string) => `${name} proposes a new time`,
  theirProposalHint: (newPlace: boolean) =>
    `Accepting moves the booking to this ${newPlace ? 'time and place' : 'time'}; keeping it leaves the booking as it is.`,
  proposalForAdmin: 'Waiting for the other party to answer. Until then the booking keeps its time.',
  acceptNewTime: 'Accept new time',
  keepCurrentTime: 'Keep current time',
  withdrawProposal: 'Withdraw proposal',
  nowLabel: 'Now',
  proposedLabel: 'Proposed',
  theyWrote: 'Their note',
  overlapBody: 'You can still accept; check that you can be at both.',
  confirm: (action: MemberBookingAction) => CONFIRM_LABELS[action],
  notFound: 'This booking is not there any more, or it is not yours.',
  reviewTitle: 'Your review',
  reviewInvite: 'How did it go? You can leave a review within 14 days of completion.',
  answerInvite: 'Your client left a review: you can answer it once.',
  reviewedTitle: 'Review',
  requestedOn: (date: string) => `Requested ${date}`,
  /** A pending request's own deadline (requestExpiresAt), in the shoot's zone. */
  answerBy: (when: string) => `Answer by ${when}`,
  expiresOn: (when: string) => `Expires ${when}`,
  answerThisBy: (when: string) => `Answer this one by ${when}.`,
  thisExpiresOn: (when: string) => `This one expires ${when} if it is not answered.`,
  /** Beside the count of what awaits my answer: the list of only that. */
  showAwaiting: 'Show them',
  showAwaitingSuffix: ': the bookings awaiting your answer',
  /** Above the list filtered to what awaits my answer, with a press back to all. */
  onlyAwaiting: 'Only the bookings awaiting your answer.',
  /** A client's booking that is over: the same professional, the form filled in from it. */
  bookAgain: 'Book again',
  /** Above a conversation: the open bookings between its two members. */
  openTogether: 'Open bookings together',
  /** With no open booking: the newest one they had, whatever became of it. */
  lastTogether: 'Your last booking together',
  /** Under them, when there are more: the Bookings tab with only that member's. */
  allWith: (name: string) => `All bookings with ${name}`,
  /** The Bookings tab showing one member's bookings, and the way back to everyone's. */
  onlyWith: (name: string | null) =>
    name ? `Only your bookings with ${name}.` : 'Only your bookings with one member.',
  withEveryone: 'Show bookings with everyone',
  /** Beside the other party's name in a booking's detail: opens our conversation. */
  message: 'Message',
  completeHint: 'Mark the booking completed once the shoot has happened.',
  /** The dashboard's card of the next accepted shoots. */
  comingUp: 'Coming up',
  comingUpIntro: 'Your accepted bookings, soonest first.',
  comingUpNone: 'No shoots coming up. Once a booking is accepted, it appears here.',
  comingUpFailed: 'Failed to load the shoots coming up',
  comingUpLoading: 'Loading the shoots coming up',
  comingUpLabel: 'Shoots coming up',
  onNow: 'On now',
  withMember: (name: string) => `with ${name}`,
  openBookings: 'Open Bookings',
  /** The dashboard's card of completed bookings awaiting my review (shown only when there are any). */
  awaitingReview: 'Awaiting your review',
  awaitingReviewIntro: 'Your review helps others choose. Each can be written within 14 days of completion.',
  awaitingReviewLabel: 'Bookings awaiting your review',
  reviewDaysLeft: (days: number) =>
    days < 1
      ? 'Last day to review'
      : `${days.toLocaleString('en')} day${days === 1 ? '' : 's'} left to review`,
  moreAwaitingReview: (count: number) => `${count.toLocaleString('en')} more awaiting your review.`,
  showCompleted: 'Show completed bookings',
  /** The request form, when the chosen professional has an accepted booking on the date. */
  alreadyBookedOn: (name: string) =>
    `${name} already has a shoot booked on this day. You can still ask: they decide whether they can take another.`,
  /** The professional's card of reviews awaiting their answer (shown only when there are any). */
  reviewsToAnswer: 'Reviews to answer',
  reviewsToAnswerIntro: 'Your answer shows under the review on your profile. Reviews of the last 30 days.',
  reviewsToAnswerLabel: 'Reviews awaiting your answer',
  reviewFrom: (name: string) => `from ${name}`,
  noReviewText: 'No text, only stars.',
  moreToAnswer: (count: number) => `${count.toLocaleString('en')} more to answer.`,
} as const;

export const ACTION_LABELS: Record<MemberBookingAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel booking',
  complete: 'Mark as Completed',
};

const CONFIRM_LABELS: Record<MemberBookingAction, string> = {
  accept: 'Accept booking',
  decline: 'Decline booking',
  cancel: 'Cancel booking',
  complete: 'Mark as Completed',
};

/** What a status means for the member, in the detail's "what happens next". */
export function statusExplanation(status: BookingStatus, myRole: 'client' | 'professional' | null): string {
  switch (status) {
    case 'pending':
      return myRole === 'professional'
        ? 'The client is waiting for your answer. Requests expire after 7 days, or once the shoot has started.'
        : 'Waiting for the professional to answer. Requests expire after 7 days, or once the shoot has started.';
    case 'accepted':
      return 'The shoot is on. Either of you can still cancel, with a reason.';
    case 'declined':
      return 'The professional declined this request.';
    case 'cancelled':
      return 'This booking was cancelled.';
    case 'completed':
      return 'The shoot has happened.';
    case 'expired':
      return 'This request expired before it was answered.';
  }
}
