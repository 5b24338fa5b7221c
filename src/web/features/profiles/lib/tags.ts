import { PROFILE_UI_TEXTS } from './profile-texts';

/** Tags are stored trimmed and lower-cased (docs/product.md, Specialties, skills and equipment). */
export function normalizeTag(value: string): string {
  return value.trim().toLowerCase();
}

/** Adds a tag to a list, or says why not: a repeat is 'Item already exists'. */
export function addTag(list: readonly string[], value: string): { list: string[] } | { error: string } {
  const tag = normalizeTag(value);
  if (!tag) return { list: [...list] };
  if (list.includes(tag)) return { error: PROFILE_UI_TEXTS.itemExists };
  return { list: [...list, tag] };
}

export function removeTag(list: readonly string[], value: string): string[] {
  return list.filter((tag) => tag !== value);
}
