// How to reach Frameline. One place, so the pages, the press kit and the legal texts agree.

export const COMPANY = {
  name: 'Frameline',
  legalName: 'Frameline Ltd.',
  founded: 2023,
  address: ['Frameline Ltd.', '2 Studio Yard', 'London E2 8AA', 'United Kingdom'],
  emails: {
    hello: 'hello@frameline.example',
    support: 'support@frameline.example',
    billing: 'billing@frameline.example',
    press: 'press@frameline.example',
    careers: 'careers@frameline.example',
    privacy: 'privacy@frameline.example',
  },
  phone: { display: '+1 (555) 013-2400', tel: '+15550132400' },
  supportHours: 'Monday to Friday, 8:00-20:00 UTC',
  replyPromise: 'We reply within 24 hours.',
} as const;

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
