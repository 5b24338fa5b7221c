import { HandshakeIcon, HeartIcon, ScaleIcon, SparklesIcon } from 'lucide-react';
import { PROFESSIONAL_ROLES } from '../../../../shared/enums';
import type { Feature, Stat } from './types';

export const ABOUT_HERO = {
  eyebrow: 'About us',
  title: 'We build the network creative people deserve',
  lead: 'Frameline connects models, photographers, videographers, stylists, makeup artists and creative directors with the clients and brands who book them.',
} as const;

export const MISSION = {
  title: 'Our mission',
  paragraphs: [
    'Creative work runs on trust and timing. Too often it also runs on cold emails, lost messages and invoices that arrive months late. We started Frameline so that creative people can spend their time making work, not chasing it.',
    'Every profile is a portfolio first. Every booking has a clear status from request to wrap. And every rule that protects our members, from privacy to verification, is enforced by our own servers rather than hidden in the small print.',
  ],
} as const;

export const VALUES: Feature[] = [
  {
    icon: HeartIcon,
    title: 'Creatives first',
    text: 'We design for the people in front of and behind the lens. When a choice helps a client but hurts a creative, we find another way.',
  },
  {
    icon: HandshakeIcon,
    title: 'Trust is built in',
    text: 'Verified identities, private contact details and clear booking states: trust is a feature we build, not a promise we make.',
  },
  {
    icon: ScaleIcon,
    title: 'Fair and plain',
    text: 'Rates, plans and rules written in plain words, with nothing hidden. Members keep the rights to their work.',
  },
  {
    icon: SparklesIcon,
    title: 'Craft over noise',
    text: 'No feeds to game and no follower counts to chase. Great work, shown well, is what gets people booked.',
  },
];

/** Sample figures (the page says so), none that the live data could contradict. */
export const ABOUT_STATS: Stat[] = [
  { value: '2023', label: 'founded in London' },
  { value: '38', label: 'countries with members' },
  { value: '$2M+', label: 'paid to creatives' },
  { value: String(PROFESSIONAL_ROLES.length), label: 'kinds of creative work, one place to book them' },
];
