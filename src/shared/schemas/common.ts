import { z } from 'zod';

/** Optional free text: trimmed, and '' (an emptied field) becomes null. */
export function optionalText(max: number, label = 'This field') {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional(),
  );
}

const emptyTo = (fallback: number | null) => (value: unknown) => {
  if (value === '' || value === undefined || value === null) return fallback;
  return typeof value === 'string' ? Number(value) : value;
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

export const uuidParam = z.uuid({ error: 'Not a valid id' });
