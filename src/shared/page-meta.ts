// Title and description of every public page. The web app sets them as the document
// title ('Title · Frameline') and meta description; the server writes them into the
// HTML it sends, so that crawlers (which run no scripts) see them too.

export type PageMeta = { title: string; description: string };

export const SITE_NAME = 'Frameline';

const DISCOVER: PageMeta = {
  title: 'Discover talent',
  description:
    'Search models, photographers, videographers, stylists, makeup artists and creative directors by role, place, specialty and rate.',
};

const BLOG: PageMeta = {
  title: 'Creative Blog',
  description:
    'Craft, business and industry stories for creative professionals, from the Frameline community.',
};

const META = {
  '/': {
    title: 'Book creative talent',
    description:
      'Frameline is the professional network and booking marketplace for models, photographers, videographers, stylists, makeup artists and creative directors.',
  },
  '/auth': { title: 'Sign In', description: 'Sign in to Frameline or create your account.' },
  '/discover': DISCOVER,
  '/discover-talent': DISCOVER,
  '/book-projects': {
    title: 'Book projects',
    description:
      'Book photographers, videographers, models and stylists for your next shoot, or apply to open creative projects.',
  },
  '/portfolio-builder': {
    title: 'Portfolio builder',
    description:
      'Build a portfolio that gets you booked: templates, featured work, fast image delivery and plans from free.',
  },
  '/verification': {
    title: 'Verification',
    description:
      'How Frameline verifies identity and portfolios, what the verified badge means, and how to get yours.',
  },
  '/success-stories': {
    title: 'Success stories',
    description: 'How creatives and brands found each other on Frameline, and the work they made together.',
  },
  '/blog': BLOG,
  '/creative-blog': BLOG,
  '/industry-reports': {
    title: 'Industry reports',
    description:
      'Frameline research on rates, bookings and careers in the creative industry, free to download.',
  },
  '/about': {
    title: 'About us',
    description:
      'Why we build Frameline, the values we work by, and the people behind the network for creative talent.',
  },
  '/help-center': {
    title: 'Help center',
    description:
      'Answers about profiles, portfolios, bookings and your account, and the ways to reach our support team.',
  },
  '/contact': {
    title: 'Contact us',
    description:
      'Send the Frameline team a message about support, billing, partnerships or press. We reply within 24 hours.',
  },
  '/careers': {
    title: 'Careers',
    description:
      'Join the team building the professional network for creative talent. See our open positions.',
  },
  '/press-kit': {
    title: 'Press kit',
    description:
      'Frameline logos, colours, fact sheet, key figures and leadership, ready for press and partners.',
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: 'What personal data Frameline collects, why, how long we keep it, and your rights.',
  },
  '/terms-of-service': {
    title: 'Terms of service',
    description: 'The terms that apply when you use Frameline to show your work, book or be booked.',
  },
  '/cookie-policy': {
    title: 'Cookie policy',
    description: 'The cookies Frameline uses, what each one is for, and how to control them.',
  },
} as const satisfies Record<string, PageMeta>;

/** A path that has its own title and description. */
export type PageMetaPath = keyof typeof META;

export const PAGE_META: Record<string, PageMeta> = META;

/**
 * Pages with two addresses (docs/product.md, Information pages) name one as theirs, the
 * one the site links to: search engines and shared links then count one page, not two.
 */
export const CANONICAL_PATHS: Readonly<Record<string, string>> = {
  '/discover': '/discover-talent',
  '/blog': '/creative-blog',
};

/** A page's own path: its other address's, if it has one. */
export function canonicalPath(path: string): string {
  return CANONICAL_PATHS[path] ?? path;
}

/** The title and description of a known public path. */
export function pageMeta(path: PageMetaPath): PageMeta {
  return META[path];
}

export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}
