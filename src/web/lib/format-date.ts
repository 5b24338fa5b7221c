import { format, parseISO } from 'date-fns';

// Dates read 'MMM dd, yyyy' in lists and 'MMMM dd, yyyy' in details (docs/product.md,
// Dates, money and counts).

export function formatListDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM dd, yyyy');
}

export function formatLongDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMMM dd, yyyy');
}
