// Title and description of every public page. The web app sets them as the document
// title ('Title · Frameline') and meta description; the server writes them into the
// HTML it sends, so that crawlers (which run no scripts) see them too.

export type PageMeta = { title: string; description: string };

export const SITE_NAME = 'Frameline';

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Book creative talent',
    description:
      'Frameline is the professional network and booking marketplace for models, photographers, videographers, stylists, makeup artists and creative directors.',
  },
  '/auth': { title: 'Sign In', description: 'Sign in to Frameline or create your account.' },
};

export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}
