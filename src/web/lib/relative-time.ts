import { formatDistance, isSameDay, subDays } from 'date-fns';
import { useEffect, useState } from 'react';
import { formatLongDate } from './format-date';

/**
 * A time as people say it: '5 minutes ago', 'about 2 hours ago' (docs/product.md,
 * Dates, money and counts). A time a little ahead of this device's clock reads as just now.
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  return `${formatDistance(Math.min(Date.parse(iso), now), now)} ago`;
}

/** The time now, renewed every `everyMs`, so relative times move on while a page stays open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** 'March 05, 2027 at 14:05', for a time's tooltip. */
export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'long',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * The day a message was sent, on this device's calendar, for the thread's day separators:
 * 'Today', 'Yesterday', else 'March 05, 2027'.
 */
export function messageDay(iso: string, now: number = Date.now()): string {
  const sent = new Date(iso);
  if (isSameDay(sent, now)) return 'Today';
  if (isSameDay(sent, subDays(now, 1))) return 'Yesterday';
  return formatLongDate(iso);
}

/** Whether two times fall on the same day of this device's calendar. */
export function sameDay(a: string, b: string): boolean {
  return isSameDay(new Date(a), new Date(b));
}
