import {
  CalendarCheckIcon,
  ImagesIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  RocketIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { EMAIL_TOKEN_HOURS, IMAGE_MAX_BYTES, PASSWORD_MIN } from '../../../../shared/limits';
import { COMPANY, mailto } from './company';
import { SUPPORT_CONTACT_HREF } from './links';
import type { Feature, Href } from './types';

export const HELP_HERO = {
  eyebrow: 'Help center',
  title: 'How can we help?',
  lead: 'Search the answers to common questions, or reach our support team directly.',
} as const;

export const HELP_CATEGORIES = [
  {
    id: 'getting-started',
    title: 'Getting started',
    icon: RocketIcon,
    text: 'Accounts, sign-up and your first profile.',
  },
  {
    id: 'profile-portfolio',
    title: 'Profile and portfolio',
    icon: ImagesIcon,
    text: 'Photos, specialties, rates and layouts.',
  },
  {
    id: 'bookings',
    title: 'Bookings and payments',
    icon: CalendarCheckIcon,
    text: 'Requests, counter offers and completing work.',
  },
  {
    id: 'account-safety',
    title: 'Account and safety',
    icon: ShieldCheckIcon,
    text: 'Passwords, privacy, verification and reports.',
  },
] as const satisfies ReadonlyArray<Feature & { id: string }>;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];

export interface HelpArticle {
  id: string;
  category: HelpCategoryId;
  question: string;
  answer: string;
}

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'create-account',
    category: 'getting-started',
    question: 'How do I create an account?',
    answer: `Choose Join at the top of any page, enter your email and a password of at least ${PASSWORD_MIN} characters, then open the confirmation link we email you. You can sign in as soon as your email is confirmed.`,
  },
  {
    id: 'confirmation-email',
    category: 'getting-started',
    question: 'I did not get the confirmation email',
    answer:
      'Check your spam folder first. If it is not there, try to sign in: Frameline will explain that your email is not confirmed yet and offer to resend the link.',
  },
  {
    id: 'choose-role',
    category: 'getting-started',
    question: 'Which role should I choose?',
    answer:
      'Pick the work you want to be booked for: model, photographer, videographer, stylist, makeup artist or creative director. Choose Client/Brand if you are here to hire. You can change your role later in your profile settings.',
  },
  {
    id: 'is-it-free',
    category: 'getting-started',
    question: 'Is Frameline free to use?',
    answer:
      'Yes. The Free plan includes a public profile, up to 5 portfolio projects, messages and booking requests. Pro and Studio add unlimited projects, templates and team features.',
  },
  {
    id: 'upload-work',
    category: 'profile-portfolio',
    question: 'How do I add work to my portfolio?',
    answer: `Open your dashboard and choose Upload Work. Add an image of up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB, a title and, if you like, a description and category. Mark your strongest pieces as featured so clients see them first.`,
  },
  {
    id: 'image-quality',
    category: 'profile-portfolio',
    question: 'Why do my images look different after upload?',
    answer:
      'We re-encode every image for fast loading and remove camera metadata such as location for your privacy. Upload a high-quality JPEG or PNG in sRGB for the most faithful result.',
  },
  {
    id: 'set-rates',
    category: 'profile-portfolio',
    question: 'How do I show my rates?',
    answer:
      'Add an hourly rate, a day rate or both in your profile settings. Discovery shows your day rate when you have one, otherwise your hourly rate, otherwise "Rate negotiable".',
  },
  {
    id: 'hide-contact-details',
    category: 'profile-portfolio',
    question: 'Who can see my email and phone number?',
    answer:
      'Only you. Your email, phone, full name and company name are never sent to other visitors of your public profile; they see your display name and can reach you with Connect.',
  },
  {
    id: 'send-booking-request',
    category: 'bookings',
    question: 'How do I book a professional?',
    answer:
      'Open their public profile and choose Book Now. Add a title, date, hours, location and your offer. The professional is notified by email and can accept, decline or reply with a counter rate.',
  },
  {
    id: 'counter-offer',
    category: 'bookings',
    question: 'Can I suggest a different rate?',
    answer:
      'Yes. When you accept a pending booking you can add a note and a counter rate. The client sees the accepted rate on the booking.',
  },
  {
    id: 'cancel-booking',
    category: 'bookings',
    question: 'How do I cancel a booking?',
    answer:
      'Clients can cancel a pending or accepted booking from the Bookings tab of their dashboard, with an optional reason. The professional is told by email.',
  },
  {
    id: 'complete-booking',
    category: 'bookings',
    question: 'What happens after the shoot?',
    answer:
      "The professional marks the booking as completed. The client can then leave one review with a rating from 1 to 5, which appears on the professional's profile.",
  },
  {
    id: 'reset-password',
    category: 'account-safety',
    question: 'I forgot my password',
    answer: `Choose Forgot password? on the sign-in page and enter your email. We send a link to choose a new password; it works once and expires after ${EMAIL_TOKEN_HOURS.reset_password} hour.`,
  },
  {
    id: 'get-verified',
    category: 'account-safety',
    question: 'How do I get the verified badge?',
    answer:
      'Start from the Verification page. Identity verification and portfolio authentication are required; most members are verified within three days.',
  },
  {
    id: 'report-profile',
    category: 'account-safety',
    question: 'How do I report a profile or message?',
    answer:
      'Write to our support team with a link to the profile and a short description. Our trust team reviews every report, and suspended profiles disappear from discovery.',
  },
];

export interface SupportOption {
  icon: Feature['icon'];
  title: 'Live Chat' | 'Email' | 'Phone';
  text: string;
  detail: string;
  action: string;
  href: Href;
}

export const SUPPORT_OPTIONS: SupportOption[] = [
  {
    icon: MessageCircleIcon,
    title: 'Live Chat',
    text: 'Start a conversation with our support team. We pick it up during opening hours and reply by email.',
    detail: COMPANY.supportHours,
    action: 'Start a chat',
    href: SUPPORT_CONTACT_HREF,
  },
  {
    icon: MailIcon,
    title: 'Email',
    text: 'Write to us about anything, with screenshots if they help.',
    detail: COMPANY.emails.support,
    action: 'Send an email',
    href: mailto(COMPANY.emails.support, 'Frameline support'),
  },
  {
    icon: PhoneIcon,
    title: 'Phone',
    text: 'Talk to a person about an urgent booking or an account problem.',
    detail: COMPANY.phone.display,
    action: 'Call us',
    href: `tel:${COMPANY.phone.tel}`,
  },
];
