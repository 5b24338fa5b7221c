import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_GROUPS } from './class-groups.gen';

// tailwind-merge with only the class groups our classes use, generated with the theme's
// own names, so that `rounded-full` passed by a caller replaces a component's
// `rounded-button` (docs/decisions/0024). Its default configuration would be built in the
// browser on the first call, in the middle of hydrating a page.
const twMerge = createTailwindMerge(() => CLASS_GROUPS);

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
