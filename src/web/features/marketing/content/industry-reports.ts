import type { Report } from './types';

export const REPORTS_HERO = {
  eyebrow: 'Research',
  title: 'Industry reports',
  lead: 'Our research on how creative work is hired, priced and booked. Free to download, free to quote with a credit.',
} as const;

export const REPORTS: Report[] = [
  {
    id: 'creative-economy-report-2026',
    title: 'Creative Economy Report 2026',
    description:
      'How 4,000 creative professionals and 600 brands hired, booked and got paid this year: the move to freelance, the rise of video and what clients look for.',
    publishDate: '2026-10-14',
    pages: 8,
    category: 'Market research',
    featured: true,
    file: '/reports/creative-economy-report-2026.html',
    highlights: [
      '61% of creative professionals now work freelance full time.',
      'Video bookings grew 18% year on year, the fastest of any category.',
      '72% of brands found their last creative hire online.',
    ],
    tone: 'ember',
  },
  {
    id: 'rates-and-booking-trends-h1-2026',
    title: 'Rates and Booking Trends, H1 2026',
    description:
      'Median hourly and day rates for photographers, videographers, models and stylists in twelve cities, and how quickly bookings were confirmed.',
    publishDate: '2026-07-22',
    pages: 6,
    category: 'Rates',
    featured: false,
    file: '/reports/rates-and-booking-trends-h1-2026.html',
    highlights: [
      'Median starting rates: photography $150, video $300, models $100, styling $80 an hour.',
      'Day rates overtook hourly quotes for photographers in three of the twelve cities.',
      'The median booking was confirmed 38 hours after the request.',
    ],
    tone: 'tide',
  },
];
