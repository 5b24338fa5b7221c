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

/** '100.0' and '100' are the same rate; anything else is kept as typed. */
export function normalizeRate(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed);
  return Number.isFinite(value) ? String(value) : trimmed;
}

/** A refused rate longer than this is not shown at all (no rate is written so long). */
const REFUSED_RATE_SHOWN_MAX = 30;

/**
 * The numbers written as rates in an address that its search (`query`, read by
 * parseDiscoverParams) refused (negative, too high, a minimum above the maximum), as
 * written there. The discovery page shows each in its field with the schema's message, and
 * the server keeps the page at an address that holds them too (docs/decisions/0020), so the
 * page it renders shows what the browser's first render of the address does. What is no
 * number ('abc') cannot be shown in a number field, and is dropped as other refused values.
 */
export function refusedRates(
  params: URLSearchParams,
  query: DiscoverQuery,
): Partial<Record<'minRate' | 'maxRate', string>> {
  const refused: Partial<Record<'minRate' | 'maxRate', string>> = {};
  for (const key of ['minRate', 'maxRate'] as const) {
    const written = params.get(key);
    if (
      query[key] === undefined &&
      written !== null &&
      written.trim() !== '' &&
      written.length <= REFUSED_RATE_SHOWN_MAX &&
      Number.isFinite(Number(written))
    )
      refused[key] = written;
  }
  return refused;
}
