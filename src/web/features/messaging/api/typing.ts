import { useCallback, useRef, useSyncExternalStore } from 'react';
import { TYPING_SHOWN_SECONDS, TYPING_SIGNAL_SECONDS } from '../../../../shared/limits';
import { messagingApi } from './messaging-api';

// Typing (docs/product.md, Typing): who is writing to me now, as the live events say, and
// this tab saying so of its own member. Nothing of it is stored anywhere: a sign missed
// is a moment of 'is typing…' not shown.

/** Until when each member writing to me is shown typing (ms since the epoch). */
const typingUntil = new Map<string, number>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** `memberId` is writing to me (a live event): shown for a few seconds, or until their message. */
export function noteTyping(memberId: string, now = Date.now()): void {
  typingUntil.set(memberId, now + TYPING_SHOWN_SECONDS * 1000);
  clearTimeout(timers.get(memberId));
  timers.set(
    memberId,
    setTimeout(() => stopTyping(memberId), TYPING_SHOWN_SECONDS * 1000),
  );
  changed();
}

/** Their message came (or the sign ran out): no longer shown typing. */
export function stopTyping(memberId: string): void {
  clearTimeout(timers.get(memberId));
  timers.delete(memberId);
  if (typingUntil.delete(memberId)) changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `memberId` is writing to me now. */
export function useIsTyping(memberId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typingUntil.has(memberId),
    () => false,
  );
}

/**
 * What the composer calls as its member types to `otherId`: says so to the server at most
 * every few seconds; a refusal or a failure is nothing to tell anyone (the send says why).
 * `stopped()` when the box is emptied: the other member stops seeing 'is typing…' at once
 * (only while they may still be seeing it). `sent()` after a message goes (its arrival
 * ends the sign there). After either, typing the next one says so at once.
 */
export function useTypingSignal(otherId: string) {
  const last = useRef<{ otherId: string; at: number } | null>(null);
  const typing = useCallback(() => {
    const now = Date.now();
    const previous = last.current;
    if (previous?.otherId === otherId && now - previous.at < TYPING_SIGNAL_SECONDS * 1000) return;
    last.current = { otherId, at: now };
    messagingApi.typing(otherId).catch(() => undefined);
  }, [otherId]);
  const stopped = useCallback(() => {
    const previous = last.current;
    last.current = null;
    if (previous?.otherId !== otherId || Date.now() - previous.at >= TYPING_SHOWN_SECONDS * 1000) return;
    messagingApi.typingStopped(otherId).catch(() => undefined);
  }, [otherId]);
  const sent = useCallback(() => {
    last.current = null;
  }, []);
  return { typing, stopped, sent };
}
