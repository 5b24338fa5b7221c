import { parseDiscoverParams, refusedRates } from '../../../shared/discover-search.js';
import { DEFAULT_RATE_UNIT } from '../../../shared/schemas/discovery.js';
import { CONTACT_TOPICS } from '../../../shared/schemas/marketing.js';
import { DISCOVER_PARAM_KEYS, parseRoleAndCursor, toSearchParams } from '../../../shared/ssr.js';
import { remember } from '../../lib/bounded-memo.js';

// The address a public page is rendered and kept at (docs/decisions/0020): what the page
// shows, written one way. Two requests for the same page share one kept page; a variant
// made up in every request (an unread key, a value the page ignores, an id in capitals)
// cannot make every request a render, nor push real pages out of the cache.

const PROFILE_PAGE = /^\/profile\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page's address: the path without trailing slashes, then the query as the page itself
 * reads it, in a fixed order: discovery's search as its schema reads it (values it refuses
 * dropped), then the rates it refused as written (the page shows them with the schema's
 * message, so the kept page must too), the landing's role and page as the landing reads them, the contact page's topic
 * when it is one (the page shows 'general' otherwise); other keys and other pages' queries
 * change nothing shown and are left out.
 */
export function pageAddress(url: string): string {
  // Visitors ask for the same few links over and over: each is read once, not once per
  // view (a kept page's view costs little else). Long targets are read every time, so
  // made-up ones cannot fill memory.
  const known = addresses.get(url);
  if (known !== undefined) return known;
  const address = addressOf(url);
  if (url.length <= ADDRESS_MEMO_URL_MAX) remember(addresses, url, address, ADDRESS_MEMO_MAX);
  return address;
}

/** Request targets read lately -> their page's address; at most this many, this long. */
const addresses = new Map<string, string>();
const ADDRESS_MEMO_MAX = 10_000;
const ADDRESS_MEMO_URL_MAX = 512;

function addressOf(url: string): string {
  // The request's target is read as a path on this site: `//x:99999` or `//other/` is a
  // path here (a 404), never another host, so no target makes the parse fail or names a
  // page it is not.
  const address = new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`);
  let path = address.pathname.replace(/\/+$/, '') || '/';
  if (PROFILE_PAGE.test(path)) path = path.toLowerCase();
  const search = pageQuery(path, address.searchParams).toString();
  return search ? `${path}?${search}` : path;
}

function pageQuery(path: string, params: URLSearchParams): URLSearchParams {
  if (isDiscoveryPath(path)) {
    const query = parseDiscoverParams(params);
    const search = toSearchParams(query);
    for (const [key, written] of Object.entries(refusedRates(params, query))) search.set(key, written);
    return search;
  }
  if (path === '/') return toSearchParams(parseRoleAndCursor(params));
  const topic = params.get('topic');
  if (
    path === '/contact' &&
    topic !== 'general' &&
    (CONTACT_TOPICS as readonly string[]).includes(topic ?? '')
  )
    return new URLSearchParams({ topic: topic! });
  return new URLSearchParams();
}

/**
 * The query of a page's one address, for its canonical link and its preview's URL: its
 * page address's, without a page link (a cursor names a page of a list, not the list) and
 * without the defaults (sort=newest, rateUnit=day are the page without them).
 */
export function canonicalQuery(address: string): string {
  let params = new URLSearchParams(address.split('?')[1] ?? '');
  // A refused rate is shown, not searched by: the page is the search without it.
  if (isDiscoveryPath(pathOfAddress(address))) params = toSearchParams(parseDiscoverParams(params));
  params.delete('cursor');
  if (params.get('sort') === 'newest') params.delete('sort');
  if (params.get('rateUnit') === DEFAULT_RATE_UNIT) params.delete('rateUnit');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Where a discovery address with search keys left empty is sent: the same address without
 * them, or null when it has none. The search form works without scripts (a GET form whose
 * fields are the address's keys), and such a form sends every field, the empty ones too:
 * the browser then shows, and a visitor shares, the search as the app writes it. Keys the
 * search does not read are kept as they are.
 */
export function tidyDiscoveryAddress(url: string): string | null {
  // Most requests have no empty value at all: nothing to parse.
  if (!EMPTY_VALUE.test(url)) return null;
  const [path = '', search = ''] = url.split(/\?(.*)/s);
  if (!isDiscoveryPath(path.replace(/\/+$/, ''))) return null;
  const params = new URLSearchParams(search);
  const empty = [...params].filter(
    ([key, value]) => value === '' && (DISCOVER_PARAM_KEYS as readonly string[]).includes(key),
  );
  if (empty.length === 0) return null;
  for (const [key] of empty) params.delete(key, '');
  const tidy = params.toString();
  return tidy ? `${path}?${tidy}` : path;
}

/** A query key with nothing after its '=' (or with no '=' at all). */
const EMPTY_VALUE = /[?&][^=&#]*(=)?(&|#|$)/;

const isDiscoveryPath = (path: string) => path === '/discover' || path === '/discover-talent';

/** The path of a page address, without its query. */
export const pathOfAddress = (address: string): string => address.split('?')[0]!;
