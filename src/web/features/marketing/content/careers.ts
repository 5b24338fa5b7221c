import { GlobeIcon, HeartPulseIcon, PaletteIcon, WalletIcon } from 'lucide-react';
import { COMPANY, mailto } from './company';
import type { Feature } from './types';

export const CAREERS_HERO = {
  eyebrow: 'Careers',
  title: 'Help creative people get booked',
  lead: 'We are a small, remote-friendly team of engineers, designers and former creatives. Come build the network we always wanted.',
} as const;

export const PERKS: Feature[] = [
  {
    icon: GlobeIcon,
    title: 'Remote-friendly',
    text: 'Work from our London studio, from Lisbon, or from home anywhere within three hours of UTC.',
  },
  {
    icon: WalletIcon,
    title: 'Fair, open pay',
    text: 'Salary bands are published inside the company and reviewed every year.',
  },
  {
    icon: PaletteIcon,
    title: 'A creative budget',
    text: 'An annual allowance for courses, kit, exhibitions or anything that feeds your craft.',
  },
  {
    icon: HeartPulseIcon,
    title: 'Time to recharge',
    text: '30 days of holiday plus public holidays, and a fully paid month off after four years.',
  },
];

export interface Position {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  requirements: string[];
}

export const OPEN_POSITIONS: Position[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Frontend Engineer',
    team: 'Engineering',
    location: 'Remote (UTC-3 to UTC+3)',
    type: 'Full-time',
    summary: 'Own the experience of discovery, portfolios and bookings in our React and TypeScript web app.',
    requirements: [
      'Five or more years building web products with React and TypeScript',
      "A craftsperson's eye for layout, type and motion",
      'Care for accessibility and performance on modest phones',
    ],
  },
  {
    id: 'trust-and-safety-specialist',
    title: 'Trust and Safety Specialist',
    team: 'Operations',
    location: 'London, hybrid',
    type: 'Full-time',
    summary: 'Review verification requests and reports, and shape the policies that keep our members safe.',
    requirements: [
      'Experience in trust and safety, compliance or community moderation',
      'Sound judgement and clear, kind writing',
      'Comfort with sensitive material and confidential data',
    ],
  },
  {
    id: 'community-manager-creators',
    title: 'Community Manager, Creators',
    team: 'Community',
    location: 'Lisbon or remote',
    type: 'Full-time',
    summary:
      'Grow and support our community of models, photographers, videographers and stylists across Europe.',
    requirements: [
      'A network in the fashion, photography or film world',
      'Experience running events, programmes or creator partnerships',
      'Fluent English; Portuguese or Spanish is a plus',
    ],
  },
];

export function applyHref(position: Position): string {
  return mailto(COMPANY.emails.careers, `Application: ${position.title}`);
}

export const OPEN_APPLICATION_HREF = mailto(COMPANY.emails.careers, 'Open application');
