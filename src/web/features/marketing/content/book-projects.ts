import { CameraIcon, ClapperboardIcon, ScissorsIcon, UserRoundIcon } from 'lucide-react';
import type { ProfessionalRole } from '../../../../shared/enums';
import type { Feature, ProjectStatus, SampleProject, Step } from './types';

export interface Service extends Feature {
  /** The discovery filter that Book Now applies. */
  role: ProfessionalRole;
  /** Starting price in dollars per hour (sample content). */
  fromHourly: number;
  includes: string[];
}

export const BOOK_PROJECTS_HERO = {
  eyebrow: 'Booking',
  title: 'Book creative talent for your next project',
  lead: 'Find the photographer, videographer, model or stylist your shoot needs, agree the details in one thread, and track the booking from request to wrap.',
} as const;

export const SERVICES: Service[] = [
  {
    icon: CameraIcon,
    title: 'Photography',
    role: 'photographer',
    fromHourly: 150,
    text: 'Editorial, commercial, product and portrait photographers who bring their own kit and deliver retouched selects.',
    includes: ['Pre-shoot creative call', 'Retouched selects', 'Usage terms agreed upfront'],
  },
  {
    icon: ClapperboardIcon,
    title: 'Video production',
    role: 'videographer',
    fromHourly: 300,
    text: 'Brand films, social edits and behind-the-scenes coverage, shot and cut by videographers who edit their own work.',
    includes: ['Shot list and storyboard', 'Colour-graded edit', 'Vertical cut-downs'],
  },
  {
    icon: UserRoundIcon,
    title: 'Models',
    role: 'model',
    fromHourly: 100,
    text: 'Fashion, commercial and fitness models with current portfolios, clear availability and verified identities.',
    includes: ['Portfolio and measurements on profile', 'Verified identity', 'Direct messaging'],
  },
  {
    icon: ScissorsIcon,
    title: 'Styling',
    role: 'stylist',
    fromHourly: 80,
    text: 'Wardrobe, prop and set stylists who pull, fit and return, so the shoot day runs to plan.',
    includes: ['Mood board and pulls', 'On-set fittings', 'Returns handled'],
  },
];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  open: 'Open',
  urgent: 'Urgent',
  reviewing: 'Reviewing applicants',
};

export const OPEN_PROJECTS: SampleProject[] = [
  {
    title: 'Spring lookbook for a sustainable label',
    client: 'Linen & Loom',
    type: 'Fashion photography',
    budget: '$2,400 - $3,200',
    deadline: '2026-12-12',
    location: 'Lisbon, Portugal',
    status: 'open',
    summary:
      'Two-day studio and street shoot of 24 looks, natural light preferred, retouched selects within a week.',
  },
  {
    title: 'Product launch film, 60 seconds',
    client: 'Northwind Audio',
    type: 'Video production',
    budget: '$6,500 fixed',
    deadline: '2026-12-05',
    location: 'Brooklyn, NY',
    status: 'urgent',
    summary: 'A moody hero film for new headphones, plus three vertical cut-downs for social. Crew of two.',
  },
  {
    title: 'Editorial beauty story',
    client: 'Salt Magazine',
    type: 'Model & makeup',
    budget: '$1,200 per day',
    deadline: '2027-01-09',
    location: 'London, UK',
    status: 'reviewing',
    summary: 'One model and one makeup artist for an eight-page winter beauty story with a published credit.',
  },
];

export const BOOKING_STEPS: Step[] = [
  {
    title: 'Find your people',
    text: 'Search by role, city, specialty and rate, and look through real portfolios.',
  },
  {
    title: 'Send a request',
    text: 'Share the date, hours, location and your offer. The professional accepts, declines or replies with a counter rate.',
  },
  {
    title: 'Confirm and plan',
    text: 'Once accepted, agree call times and references in the same message thread.',
  },
  {
    title: 'Shoot and review',
    text: 'Mark the booking complete after the shoot and leave a review that helps the next client.',
  },
];
