import {
  BadgeCheckIcon,
  CalendarCheckIcon,
  ChartLineIcon,
  ImageUpIcon,
  LayoutGridIcon,
  StarIcon,
} from 'lucide-react';
import type { ArtTone, Feature } from './types';

export const PORTFOLIO_HERO = {
  eyebrow: 'Portfolio builder',
  title: 'A portfolio that gets you booked',
  lead: 'Upload your best work, choose a layout that suits your discipline and let clients book you straight from your profile.',
} as const;

export const PORTFOLIO_FEATURES: Feature[] = [
  {
    icon: ImageUpIcon,
    title: 'Uploads that look right',
    text: 'Every image is re-encoded and resized for fast loading, with camera metadata stripped for your privacy.',
  },
  {
    icon: LayoutGridIcon,
    title: 'Layouts for every discipline',
    text: 'Editorial spreads, clean grids, showreels and lookbooks: pick the one that suits the work.',
  },
  {
    icon: StarIcon,
    title: 'Feature your best work',
    text: 'Pin the projects you want clients to see first and change the order whenever your book changes.',
  },
  {
    icon: BadgeCheckIcon,
    title: 'Verified badge',
    text: 'Show clients that you are who you say you are, and that the work is yours.',
  },
  {
    icon: ChartLineIcon,
    title: 'Real profile views',
    text: 'See how many people looked at your profile each day: counted visitors, never invented numbers.',
  },
  {
    icon: CalendarCheckIcon,
    title: 'Bookable from your portfolio',
    text: 'Clients send booking requests from your profile; you accept, decline or counter in one place.',
  },
];

export type TemplateLayout = 'editorial' | 'grid' | 'showreel' | 'lookbook';

export interface PortfolioTemplate {
  name: string;
  bestFor: string;
  description: string;
  layout: TemplateLayout;
  tone: ArtTone;
}

export const PORTFOLIO_TEMPLATES: PortfolioTemplate[] = [
  {
    name: 'Editorial',
    bestFor: 'Photographers',
    description: 'Full-bleed openers and paired spreads, like a magazine story.',
    layout: 'editorial',
    tone: 'ember',
  },
  {
    name: 'Grid',
    bestFor: 'Models',
    description: 'An even grid of polaroids and tear sheets that clients can scan in seconds.',
    layout: 'grid',
    tone: 'dusk',
  },
  {
    name: 'Showreel',
    bestFor: 'Videographers',
    description: 'A wide hero frame for your reel with project stills beneath it.',
    layout: 'showreel',
    tone: 'noir',
  },
  {
    name: 'Lookbook',
    bestFor: 'Stylists',
    description: 'Tall frames in sequence, with room for credits and the story of each look.',
    layout: 'lookbook',
    tone: 'bloom',
  },
];

export interface Plan {
  id: 'free' | 'pro' | 'studio';
  name: string;
  /** Dollars per month. */
  price: number;
  period: string;
  description: string;
  features: string[];
  cta: string;
  highlighted: boolean;
}

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'forever',
    description: 'Everything you need to start getting discovered.',
    features: [
      'Up to 5 portfolio projects',
      'Public profile in discovery',
      'Messages and booking requests',
      'Daily profile views',
    ],
    cta: 'Start for free',
    highlighted: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 19,
    period: 'per month',
    description: 'For working creatives who book every month.',
    features: [
      'Unlimited portfolio projects',
      'All four templates',
      'Featured work and custom order',
      'Profile view insights by week and month',
      'Priority verification review',
    ],
    cta: 'Choose Pro',
    highlighted: true,
  },
  {
    id: 'studio',
    name: 'Studio',
    price: 49,
    period: 'per month',
    description: 'For studios and small teams who share clients.',
    features: [
      'Everything in Pro',
      'Up to 5 team members',
      'A shared studio profile',
      'Booking requests routed to the team',
      'Priority support',
    ],
    cta: 'Choose Studio',
    highlighted: false,
  },
];
