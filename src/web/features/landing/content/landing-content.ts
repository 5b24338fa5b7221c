import { BOOKING_EXPIRY_DAYS, REVIEW_WINDOW_DAYS } from '../../../../shared/booking-lifecycle';
import { PROFESSIONAL_ROLES } from '../../../../shared/enums';

// Static marketing content of the landing page: a sample confirmed booking,
// three reviews and the testimonial figures. Sample content, not live data.

export const SAMPLE_BOOKING = {
  title: 'Spring lookbook shoot',
  status: 'Confirmed',
  professional: 'Photographer',
  date: 'Apr 18, 2026',
  startTime: '10:00 AM',
  durationHours: 4,
  location: 'Studio 9, Brooklyn, NY',
  rate: '$2,500',
} as const;

export const BOOKING_STEPS = [
  {
    title: 'Send a request',
    text: 'Pick a date, a time and a rate on any profile. The professional is notified at once.',
  },
  {
    title: 'Agree the details',
    text: 'They accept, decline or counter with their own rate; you both see every change.',
  },
  {
    title: 'Shoot, then review',
    text: 'After the shoot, a review from a real booking helps the next client choose.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'I booked a photographer, a stylist and a makeup artist for our launch in one afternoon. Everyone arrived knowing the brief.',
    name: 'Priya N.',
    role: 'Brand manager, skincare label',
  },
  {
    quote:
      'My portfolio does the selling now. Half of my bookings this season came from clients who found me through Frameline.',
    name: 'Marcus T.',
    role: 'Fashion photographer',
  },
  {
    quote:
      'Rates, dates and notes all in one thread. No more chasing confirmations across three apps before a shoot.',
    name: 'Elena R.',
    role: 'Creative director',
  },
] as const;

// Figures the product itself makes true, never ones the live data could contradict (not
// '100% verified', not an average rating or a sum paid): docs/product.md, Nothing pretends.
export const TESTIMONIAL_STATS = [
  { value: String(PROFESSIONAL_ROLES.length), label: 'Creative roles' },
  { value: `${BOOKING_EXPIRY_DAYS} days`, label: 'To answer a booking request' },
  { value: `${REVIEW_WINDOW_DAYS} days`, label: 'To review a completed booking' },
  { value: '24/7', label: 'Support' },
] as const;
