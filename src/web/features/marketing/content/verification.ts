import { LifeBuoyIcon, SearchCheckIcon, ShieldCheckIcon, UsersRoundIcon } from 'lucide-react';
import type { Feature } from './types';

export const VERIFICATION_HERO = {
  eyebrow: 'Verification',
  title: 'Trust you can see at a glance',
  lead: 'The verified badge tells clients that a professional is who they say they are and that the work in their portfolio is their own.',
} as const;

export interface VerificationStep {
  title: string;
  time: string;
  text: string;
}

/** Step times: 5 minutes, 24-48 hours, 2-3 days, instant. */
export const VERIFICATION_STEPS: VerificationStep[] = [
  {
    title: 'Submit your ID',
    time: '5 minutes',
    text: 'Upload a government-issued ID and take a short selfie from your phone or webcam.',
  },
  {
    title: 'Identity review',
    time: '24-48 hours',
    text: 'Our trust team matches your ID to your selfie and to the details on your profile.',
  },
  {
    title: 'Portfolio authentication',
    time: '2-3 days',
    text: 'We confirm the work is yours from original files, published credits or a client reference.',
  },
  {
    title: 'Badge goes live',
    time: 'Instant',
    text: 'Once approved, the verified badge appears on your profile and your discovery card straight away.',
  },
];

export const VERIFICATION_BENEFITS: Feature[] = [
  {
    icon: SearchCheckIcon,
    title: 'Stand out in discovery',
    text: 'The badge shows on your card wherever clients search, so your profile is the one they open first.',
  },
  {
    icon: UsersRoundIcon,
    title: 'Win client trust',
    text: 'Brands book faster when they know the person and the portfolio are real.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Protect your name',
    text: 'Verification makes it much harder for anyone to impersonate you or pass off your work as theirs.',
  },
  {
    icon: LifeBuoyIcon,
    title: 'Priority support',
    text: 'Verified members go to the front of the support queue when a booking needs help.',
  },
];

export interface VerificationLevel {
  title: string;
  required: boolean;
  text: string;
}

/** Identity verification and portfolio authentication required; the other two optional. */
export const VERIFICATION_LEVELS: VerificationLevel[] = [
  {
    title: 'Identity verification',
    required: true,
    text: 'A government ID matched to a live selfie. Your ID is used only for the check and deleted after review.',
  },
  {
    title: 'Portfolio authentication',
    required: true,
    text: 'Proof that the work you show is yours: original files, credits or a reference from a client.',
  },
  {
    title: 'Professional credentials',
    required: false,
    text: 'Agency representation, union membership, training or awards, shown as extra marks on your profile.',
  },
  {
    title: 'Background check',
    required: false,
    text: 'An independent record check, useful for work with young people or in private homes.',
  },
];
