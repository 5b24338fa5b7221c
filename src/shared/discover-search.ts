import { type DiscoverQuery, discoverQuerySchema } from './schemas/discovery.js';
import { DISCOVER_PARAM_KEYS, type DiscoverParamKey } from './ssr.js';

// Kept apart from ssr.ts: it loads zod, which the landing page does without.

/**
 * Reads `keys` from the query string with the shared schema. A value the schema refuses
 * (an unknown role, 'abc' as a rate, a minimum above the maximum) is dropped, so a
 * hand-edited or outdated link still shows a sensible search instead of an error. The
 * discovery page reads its URL this way, and the server keys the kept page by the same
 * reading (docs/decisions/0020).
 */
export function parseDiscoverParams(
  params: URLSearchParams,
  keys: readonly DiscoverParamKey[] = DISCOVER_PARAM_KEYS,
): DiscoverQuery {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  for (let attempt = 0; attempt <= keys.length; attempt++) {
    const result = discoverQuerySchema.safeParse(raw);
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const removable = [...bad].filter((key) => key in raw);
    if (removable.length === 0) return {};
    for (const key of removable) delete raw[key];
  }
  return {};
}
