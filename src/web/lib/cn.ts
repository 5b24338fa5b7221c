import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge the custom theme names of styles.css so that, for example,
// `rounded-full` passed by a caller replaces a component's `rounded-button`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['card', 'button'],
      container: ['content'],
      animate: ['fade-in', 'fade-out', 'pop-in', 'pop-out', 'slide-down'],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
