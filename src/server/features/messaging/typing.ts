import { TYPING_SIGNAL_SECONDS } from '../../../shared/limits.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { MESSAGING_TEXTS } from '../../../shared/schemas/messaging.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import type { RequestContext } from '../../lib/request-context.js';
import { hasConversationWith, sendRefusal } from './send-rules.js';

// Typing (docs/product.md, Typing): a member writing in a conversation is shown to the
// other member live. Nothing is stored; a signal lost is a dot that did not blink.

/** One pair's signals closer together than this are one: a tab sends one every few seconds. */
const PAIR_GAP_MS = (TYPING_SIGNAL_SECONDS - 1) * 1000;
/** Past this many pairs noted, the ones outside the gap are forgotten. */
const PAIRS_KEPT = 10_000;

/**
 * This server copy's note of the pairs it passed a signal for, so one member's typing
 * reaches the other at most once per gap however fast their tab (or a script) asks, and
 * so does their emptying the box. A stop passed lets the next typing go at once: typing
 * again right after emptying the box is news.
 */
export function createTypingThrottle(now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    /** Whether a signal from `fromId` to `toId` may go now (and notes it if so). */
    take(fromId: string, toId: string, stopped = false): boolean {
      const at = now();
      const key = `${fromId},${toId}${stopped ? ',stopped' : ''}`;
      const previous = last.get(key);
      if (previous !== undefined && at - previous < PAIR_GAP_MS) return false;
      if (last.size >= PAIRS_KEPT) {
        for (const [pair, time] of last) if (at - time >= PAIR_GAP_MS) last.delete(pair);
      }
      last.set(key, at);
      if (stopped) last.delete(`${fromId},${toId}`);
      return true;
    },
  };
}

export type TypingDeps = {
  db: Db;
  realtime: Pick<RealtimeHub, 'signalTyping'>;
  typingThrottle: ReturnType<typeof createTypingThrottle>;
};

/**
 * `ctx.actor` is writing to `otherId` (or, `stopped`, emptied what they wrote). Refused as
 * a message to them would be (oneself, a suspension, a block, a member gone or unknown);
 * passed on only when the other member has our conversation in their list, where it shows.
 */
export async function signalTyping(
  deps: TypingDeps,
  ctx: RequestContext & { actor: SessionUser },
  otherId: string,
  stopped = false,
): Promise<void> {
  const me = ctx.actor.id;
  if (otherId === me) throw new AppError('FORBIDDEN', MESSAGING_TEXTS.self);
  const refusal = await sendRefusal(deps.db, ctx.actor, otherId);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  if (!(await hasConversationWith(deps.db, otherId, me))) return;
  if (!deps.typingThrottle.take(me, otherId, stopped)) return;
  await deps.realtime.signalTyping(me, otherId, stopped);
}
