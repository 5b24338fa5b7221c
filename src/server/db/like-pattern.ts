/**
 * `text` as a LIKE/ILIKE pattern that matches it literally, anywhere: what a member typed
 * is data, so its `%`, `_` and `\` match themselves, never any text.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
