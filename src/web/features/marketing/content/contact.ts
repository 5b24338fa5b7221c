import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { COMPANY, mailto } from './company';
import type { Feature, Href } from './types';

export const CONTACT_HERO = {
  eyebrow: 'Contact',
  title: 'Get in touch',
  lead: 'Questions, feedback or a partnership idea: the team behind Frameline reads every message.',
} as const;

export interface ContactDetail {
  icon: Feature['icon'];
  title: string;
  lines: { text: string; href?: Href }[];
}

export const CONTACT_DETAILS: ContactDetail[] = [
  {
    icon: MailIcon,
    title: 'Email',
    lines: [
      { text: COMPANY.emails.hello, href: mailto(COMPANY.emails.hello) },
      { text: COMPANY.emails.support, href: mailto(COMPANY.emails.support) },
      { text: COMPANY.emails.press, href: mailto(COMPANY.emails.press) },
    ],
  },
  {
    icon: PhoneIcon,
    title: 'Phone',
    lines: [{ text: COMPANY.phone.display, href: `tel:${COMPANY.phone.tel}` }],
  },
  {
    icon: ClockIcon,
    title: 'Support hours',
    lines: [
      { text: COMPANY.supportHours },
      { text: 'Messages sent outside these hours are answered the next working day.' },
    ],
  },
  {
    icon: MapPinIcon,
    title: 'Office',
    lines: COMPANY.address.map((text) => ({ text })),
  },
];
