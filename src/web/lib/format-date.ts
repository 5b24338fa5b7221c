import { format, parseISO } from 'date-fns';

// Dates read 'MMM dd, yyyy' in lists and 'MMMM dd, yyyy' in details (docs/product.md,
// Dates, money and counts).

export function formatListDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM dd, yyyy');
}

export function formatLongDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMMM dd, yyyy');
}

/** A moment in a detail, in the viewer's clock: 'March 05, 2027, 14:30'. */
export function formatLongDateTime(isoInstant: string): string {
  return format(parseISO(isoInstant), 'MMMM dd, yyyy, HH:mm');
}
