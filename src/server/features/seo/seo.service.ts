import { humanize } from '../../../shared/enums.js';
import { canonicalPath, documentTitle, PAGE_META, SITE_NAME } from '../../../shared/page-meta.js';
import { mayViewProfile } from '../../../shared/policies.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { imageUrls } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';

// What crawlers and link previews see: they run no scripts, so the server writes each
// public page's title, description, Open Graph and Twitter tags, and for profiles a
// schema.org Person, into the HTML it sends. Private fields are never used (docs/product.md,
// Private contact fields).

export type SeoDeps = { db: Db; storage: Storage; config: Config };
export type PageHead = { status: number; title: string; description: string; extra: string; index: boolean };

/** Pages of the app that exist but are not for search engines. */
const APP_ONLY = ['/dashboard', '/onboarding', '/admin', '/auth/reset-password', '/auth/email-change'];
const PROFILE_PATH = /^\/profile\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** JSON inside <script>: '<' escaped so that no '</script>' can close it early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

/** `query`: the page's canonical query ('?role=model'), part of its preview's URL. */
export async function pageHead(deps: SeoDeps, path: string, query = ''): Promise<PageHead> {
  const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
  const meta = PAGE_META[normalized as keyof typeof PAGE_META];
  if (meta) {
    return {
      status: 200,
      title: documentTitle(meta.title),
      description: meta.description,
      extra: openGraph(deps, `${canonicalPath(normalized)}${query}`, meta.title, meta.description),
      index: true,
    };
  }
  const profileId = normalized.match(PROFILE_PATH)?.[1];
  if (profileId) return profileHead(deps, profileId.toLowerCase());
  if (APP_ONLY.includes(normalized)) {
    return {
      status: 200,
      title: SITE_NAME,
      description: PAGE_META['/']!.description,
      extra: '',
      index: false,
    };
  }
  return {
    status: 404,
    title: documentTitle('Page not found'),
    description: 'This page does not exist.',
    extra: '',
    index: false,
  };
}

async function profileHead(deps: SeoDeps, userId: string): Promise<PageHead> {
  const row = await deps.db
    .selectFrom('profiles as p')
    .leftJoin('images as a', 'a.id', 'p.profile_image_id')
    .leftJoin('images as c', 'c.id', 'p.cover_image_id')
    .select([
      'p.display_name',
      'p.role',
      'p.location',
      'p.bio',
      'p.specialties',
      'p.suspended_at',
      'p.rating_average',
      'p.rating_count',
      'a.variants as avatar_variants',
      'a.width as avatar_width',
      'a.height as avatar_height',
      'a.dominant_color as avatar_color',
      'c.variants as cover_variants',
      'c.width as cover_width',
      'c.height as cover_height',
      'c.dominant_color as cover_color',
    ])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  // Crawlers and link previews are visitors: they see what mayViewProfile shows a visitor.
  if (!row || !mayViewProfile(null, { userId, isSuspended: row.suspended_at !== null }).allowed) {
    return {
      status: 404,
      title: documentTitle('Profile not found'),
      description: 'This profile does not exist.',
      extra: '',
      index: false,
    };
  }
  const role = humanize(row.role);
  const description = clip(
    [`${role}${row.location ? ` in ${row.location}` : ''} on ${SITE_NAME}.`, row.bio ?? ''].join(' ').trim(),
    200,
  );
  const image = (variants: unknown, width: number | null, height: number | null, color: string | null) =>
    variants && width && height && color
      ? imageUrls(deps.storage, { variants: variants as never, width, height, dominant_color: color })
      : null;
  const picture =
    image(row.cover_variants, row.cover_width, row.cover_height, row.cover_color) ??
    image(row.avatar_variants, row.avatar_width, row.avatar_height, row.avatar_color);
  const url = `${deps.config.publicUrl}/profile/${userId}`;
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: row.display_name,
    jobTitle: role,
    url,
    ...(row.bio ? { description: clip(row.bio, 500) } : {}),
    ...(row.location ? { address: { '@type': 'PostalAddress', addressLocality: row.location } } : {}),
    ...(row.specialties.length ? { knowsAbout: row.specialties.map(humanize) } : {}),
  };
  const avatar = image(row.avatar_variants, row.avatar_width, row.avatar_height, row.avatar_color);
  if (avatar) person.image = absolute(deps, avatar.url);
  return {
    status: 200,
    title: documentTitle(`${row.display_name}, ${role}`),
    description,
    extra: `${openGraph(
      deps,
      `/profile/${userId}`,
      `${row.display_name}, ${role}`,
      description,
      picture ? absolute(deps, picture.url) : undefined,
      'profile',
    )}\n    <script type="application/ld+json">${jsonForScript(person)}</script>`,
    index: true,
  };
}

function absolute(deps: SeoDeps, url: string) {
  return url.startsWith('http') ? url : `${deps.config.publicUrl}${url}`;
}

function openGraph(
  deps: SeoDeps,
  path: string,
  title: string,
  description: string,
  image?: string,
  type = 'website',
) {
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', type],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${deps.config.publicUrl}${path}`],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  return tags
    .map(([attr, key, value]) => `\n    <meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('');
}

/**
 * The SPA's index.html with this page's head written in. The tags hold members' text,
 * so they go in through a replacer function, never as a replacement string ('$&').
 */
export function renderIndexHtml(template: string, head: PageHead): string {
  const tags =
    `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />` +
    (head.index ? '' : '\n    <meta name="robots" content="noindex" />') +
    head.extra;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

// --- robots -----------------------------------------------------------------------

export function robotsTxt(deps: SeoDeps): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/dev/', '/dashboard', '/onboarding', '/admin', '/auth'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${deps.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
