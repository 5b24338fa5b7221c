import { z } from '../zod.js';

// Text typed by a person is stored as typed, but never with control characters: they
// are invisible, PostgreSQL refuses NUL in text outright, and none belongs in a name, a
// search or a title. Multi-line texts (a bio, a message) keep their line breaks and tabs.
// The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) are
// refused as well: invisible, they reverse the text shown after them, ours included (a
// name that turns a page's title around, 'gnp.exe' read as 'exe.png'). The marks that
// right-to-left writing needs (U+200E, U+200F) stay allowed.
// Every free-text field of the API is one of the two below, so every route refuses them.

const CONTROL_CHARACTERS_MESSAGE = 'Please remove the invisible control characters from this text';

/**
 * True when `text` holds a C0 control character, DEL or a bidirectional control (line
 * breaks and tabs are allowed only if `multiline`).
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
    if (code >= 0x20 && code !== 0x7f) continue;
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/**
 * Characters that show nothing: spaces and format characters (zero-width space, soft
 * hyphen, direction marks) and the fillers that are letters or symbols by category
 * (Hangul fillers, the blank Braille pattern, the Mongolian vowel separator).
 */
const INVISIBLE_CHARACTERS = /[\p{Z}\p{Cf}\s\u115f\u1160\u180e\u2800\u3164\uffa0]/gu;

/** True when `text` has a character a reader can see: a name of only invisible ones is none. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE_CHARACTERS, '').length > 0;
}

/**
 * The characters of `text` as the schemas' `.min()` and `.max()` count them: Unicode code
 * points, so an emoji is one character, not the two UTF-16 units of `text.length`. A
 * counter or a limit in a form uses this, so it refuses exactly what the server refuses.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * `error` as the message of a value that is missing or not text, and of nothing else: zod
 * gives `z.string({ error })` to every later check without a message of its own, so a
 * '.max()' would read 'Please fill in your name'.
 */
function missingTextError(options?: { error?: string }) {
  const message = options?.error;
  if (message === undefined) return undefined;
  return { error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined) };
}

/** One line of free text, trimmed; chain `.min()` and `.max()` with the field's own messages. */
export function singleLineText(options?: { error?: string }) {
  return z
    .string(missingTextError(options))
    .trim()
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);
}

/**
 * A search box's text in a query: one line, at most 100 characters, trimmed; an empty
 * box is no search. Matched literally (never a pattern) by the server.
 */
export function optionalSearchText() {
  return z.preprocess(
    (value: unknown) => (value === '' || value === null ? undefined : value),
    singleLineText().max(100, 'Please use a shorter search').optional(),
  );
}

/** Free text of several lines (line breaks and tabs allowed), trimmed. */
export function multiLineText(options?: { error?: string }) {
  return z
    .string(missingTextError(options))
    .trim()
    .refine((text) => !hasControlCharacters(text, true), CONTROL_CHARACTERS_MESSAGE);
}

/** Optional free text: trimmed, and '' (an emptied field) becomes null. */
export function optionalText(max: number, label = 'This field', options: { multiline?: boolean } = {}) {
  const text = options.multiline ? multiLineText() : singleLineText();
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    text.max(max, `${label} must be at most ${max} characters`).nullable().optional(),
  );
}

/** The calendar dates we accept; PostgreSQL has no year 0 and a shoot in 1850 is a typo. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '9999-12-31';

/** timestamptz as PostgreSQL writes it: '2026-09-06 07:01:41.015+00' (offsets up to 15:59:59). */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d){0,2}$/;

/**
 * True when `text` is a timestamptz as PostgreSQL writes it, of a day the calendar has
 * (no 2026-02-30, which JavaScript rolls over) from DATE_MIN on: text that PostgreSQL
 * always takes back, as in the page links the server makes.
 */
export function isTimestampText(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    `${match[1]}-${match[2]}-${match[3]}` >= DATE_MIN &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date typed as 2026-12-31, within DATE_MIN and DATE_MAX. */
export function calendarDate(message = 'Dates look like 2026-12-31') {
  return z.iso
    .date({ error: message })
    .refine((date) => date >= DATE_MIN && date <= DATE_MAX, 'Please choose a date between 1900 and 9999');
}

/** A number as people type one: digits, perhaps a sign and decimals (not 0x10 or 1e1). */
const TYPED_NUMBER = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

const emptyTo = (fallback: number | null) => (value: unknown) => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return fallback;
  // What is not a typed number stays text, and the number check refuses it.
  return TYPED_NUMBER.test(value) ? Number(value) : value;
};

/** A number typed into a form, where an empty field means `fallback`. */
export function formNumber(fallback: number, build: (n: z.ZodNumber) => z.ZodNumber) {
  return z.preprocess(emptyTo(fallback), build(z.number({ error: 'Please enter a number' })));
}

/** A number typed into a form, where an empty field means "none" (null). */
export function formOptionalNumber(build: (n: z.ZodNumber) => z.ZodNumber) {
  return z.preprocess(emptyTo(null), build(z.number({ error: 'Please enter a number' })).nullable());
}

/** A list of values from a fixed set, stored trimmed and lower-cased, without repeats. */
export function tagList<T extends readonly [string, ...string[]]>(allowed: T, label: string) {
  return z
    .array(
      z.preprocess(
        (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        z.enum(allowed, { error: `Please choose ${label} from the list` }),
      ),
    )
    .max(allowed.length)
    .refine((items) => new Set(items).size === items.length, 'Item already exists');
}

/**
 * An id sent by a client (a path, a body, a query). Written in lower case, as PostgreSQL
 * writes them: ids are compared as text in the policies and services, and an id in
 * capitals must still be the same member (oneself, a party, the owner).
 */
export const uuidParam = z.uuid({ error: 'Not a valid id' }).transform((id) => id.toLowerCase());

/** The answer of an action that has nothing to send back but what to tell the person. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
