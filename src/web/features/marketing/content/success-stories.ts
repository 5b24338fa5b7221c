import { discoverHref, SIGN_UP_HREF } from './links';
import type { ArtTone, Href, Stat } from './types';

export const SUCCESS_HERO = {
  eyebrow: 'Success stories',
  title: 'Work that started with one message',
  lead: 'Creatives and brands who met on Frameline, and what they made together.',
} as const;

export interface SuccessStory {
  id: string;
  name: string;
  role: string;
  location: string;
  headline: string;
  quote: string;
  story: string;
  results: Stat[];
  tone: ArtTone;
  cta: { label: string; href: Href };
}

export const SUCCESS_STORIES: SuccessStory[] = [
  {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Fashion photographer',
    location: 'London, UK',
    headline: 'From cold emails to a full season of lookbooks',
    quote:
      'I stopped chasing clients. Brands find my editorial work, message me with a real brief, and the booking is confirmed in the same thread.',
    story:
      'Maya moved to London with a strong book and no client list. She featured six editorial stories on her profile, got verified in her first week, and booked her first lookbook within a month.',
    results: [
      { value: '14', label: 'bookings in six months' },
      { value: '3', label: 'brands that rebooked' },
    ],
    tone: 'ember',
    cta: { label: 'Find photographers', href: discoverHref('photographer') },
  },
  {
    id: 'northwind-audio',
    name: 'Jonas Weber',
    role: 'Head of Brand, Northwind Audio',
    location: 'Brooklyn, NY',
    headline: 'A launch film crewed in 48 hours',
    quote:
      'Our shoot moved up by two weeks. We filtered for videographers in New York with product work, sent three requests, and had a crew by the next evening.',
    story:
      'Northwind needed a 60-second hero film and social cut-downs on a tight timeline. They booked a videographer and a stylist on Frameline and shipped the launch on the original date.',
    results: [
      { value: '48 hrs', label: 'from brief to booked crew' },
      { value: '2.1M', label: 'views on launch week' },
    ],
    tone: 'noir',
    cta: { label: 'Find videographers', href: discoverHref('videographer') },
  },
  {
    id: 'ana-ribeiro',
    name: 'Ana Ribeiro',
    role: 'Stylist and creative director',
    location: 'Lisbon, Portugal',
    headline: 'Building a studio, one booking at a time',
    quote:
      'Frameline gave me a professional front door. Clients see my lookbooks, my rates and my availability before we ever speak.',
    story:
      'Ana started as a freelance stylist taking every job. Two years on she runs a three-person studio that books campaign work across Europe, all from one shared profile.',
    results: [
      { value: '3x', label: 'day rate since joining' },
      { value: '40+', label: 'campaigns styled' },
    ],
    tone: 'bloom',
    cta: { label: 'Start your own story', href: SIGN_UP_HREF },
  },
];

/** Sample figures (the page says so), none that the live data could contradict. */
export const IMPACT_METRICS: Stat[] = [
  { value: '$2M+', label: 'paid to creatives for booked work' },
  { value: '38 hrs', label: 'median time from request to confirmed booking' },
  { value: '3 in 5', label: 'clients who book the same creative again' },
  { value: '40+', label: 'cities with a booked shoot' },
];

/** Sample figures, the same as in the Creative Economy Report 2026 that the app ships. */
export const INDUSTRY_STATS: Stat[] = [
  { value: '61%', label: 'of creative professionals now work freelance full time' },
  { value: '72%', label: 'of brands found their last creative hire online' },
  { value: '+18%', label: 'growth in video bookings year on year' },
  { value: '3.2', label: 'clients per month for the average working creative' },
];
