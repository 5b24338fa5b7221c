import { format, parseISO } from 'date-fns';

// SPEC 9: dates read 'MMM dd, yyyy' in lists and 'MMMM dd, yyyy' in details.

export function formatListDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM dd, yyyy');
}

export function formatLongDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMMM dd, yyyy');
}
