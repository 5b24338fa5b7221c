import type { Config } from 'tailwind-merge';

/** The path of the generated file, src/web/lib/class-groups.gen.ts. */
export const OUTPUT: string;

/** tailwind-merge's default configuration with the theme's own names. */
export function fullConfig(): Config<string, string>;

/** Every Tailwind class the web app's sources use, sorted. */
export function usedClasses(): Promise<string[]>;

/** The configuration holding only the class groups of `classes`. */
export function trimmedConfig(classes: string[], full?: Config<string, string>): Config<string, string>;

/** The text of class-groups.gen.ts for `config`. */
export function source(config: Config<string, string>): string;
