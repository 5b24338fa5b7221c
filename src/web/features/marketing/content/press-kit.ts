import { FileTextIcon, ImageIcon, PaletteIcon } from 'lucide-react';
import { COMPANY, mailto } from './company';
import type { Feature, Href, Stat } from './types';

export const PRESS_HERO = {
  eyebrow: 'Press kit',
  title: 'Frameline for press and partners',
  lead: 'Logos, colours, facts and the people behind Frameline. Everything here is free to use in coverage of Frameline.',
} as const;

export type AssetPreview = 'logo-light' | 'logo-dark' | 'mark' | 'palette' | 'fact-sheet';

export interface PressAsset {
  title: string;
  description: string;
  format: string;
  /** A real file the app ships under src/web/public/press/. */
  file: Href;
  /** The file name the browser saves. */
  fileName: string;
  preview: AssetPreview;
  icon: Feature['icon'];
}

export const PRESS_ASSETS: PressAsset[] = [
  {
    title: 'Logo, for light backgrounds',
    description: 'The wordmark with the frame mark, in near-black and coral.',
    format: 'SVG',
    file: '/press/frameline-logo.svg',
    fileName: 'frameline-logo.svg',
    preview: 'logo-light',
    icon: ImageIcon,
  },
  {
    title: 'Logo, for dark backgrounds',
    description: 'The same lock-up in white, for photos and dark layouts.',
    format: 'SVG',
    file: '/press/frameline-logo-inverse.svg',
    fileName: 'frameline-logo-inverse.svg',
    preview: 'logo-dark',
    icon: ImageIcon,
  },
  {
    title: 'Frame mark',
    description: 'The square icon for avatars and small spaces.',
    format: 'SVG',
    file: '/press/frameline-mark.svg',
    fileName: 'frameline-mark.svg',
    preview: 'mark',
    icon: ImageIcon,
  },
  {
    title: 'Colour palette',
    description: 'Near-black, coral and violet, with their hex values.',
    format: 'SVG',
    file: '/press/frameline-palette.svg',
    fileName: 'frameline-palette.svg',
    preview: 'palette',
    icon: PaletteIcon,
  },
  {
    title: 'Fact sheet',
    description: 'One page on what Frameline is, who uses it and the key figures.',
    format: 'HTML, printable',
    file: '/press/frameline-fact-sheet.html',
    fileName: 'frameline-fact-sheet.html',
    preview: 'fact-sheet',
    icon: FileTextIcon,
  },
];

export const PRESS_STATS: Stat[] = [
  { value: String(COMPANY.founded), label: 'founded in London' },
  { value: '38', label: 'countries with members' },
  { value: '40+', label: 'cities with a booked shoot' },
  { value: '$2M+', label: 'paid to creatives' },
];

export interface Leader {
  name: string;
  role: string;
  bio: string;
}

export const LEADERSHIP: Leader[] = [
  {
    name: 'Priya Raman',
    role: 'Co-founder and CEO',
    bio: 'Former agency producer who booked more than a thousand shoots before starting Frameline.',
  },
  {
    name: 'Tomás Alvarez',
    role: 'Co-founder and CTO',
    bio: 'Built marketplace and payments systems for a decade; shoots medium-format film on weekends.',
  },
  {
    name: 'Grace Mensah',
    role: 'VP Community',
    bio: 'Ran a model agency in Accra and London, and leads the teams that support our members.',
  },
  {
    name: 'Elliot Park',
    role: 'Head of Design',
    bio: 'Designer and former magazine art director, responsible for how Frameline looks and feels.',
  },
];

export const PRESS_CONTACT = {
  email: COMPANY.emails.press,
  href: mailto(COMPANY.emails.press, 'Press enquiry'),
} as const;
