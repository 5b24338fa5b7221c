import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { MESSAGING_TEXTS, type MemberEvent, STREAM_RESET } from '../../../shared/schemas/messaging.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { latestEventId, type RealtimeHub, resumeMayHaveGap, type StoredEvent } from '../../lib/realtime.js';
import { hashToken } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/request-context.js';
import { sessionTokenOf } from '../../plugins/session-cookie.js';

/** Comment lines keep proxies and the server's idle limit from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

const eventId = z.string().regex(/^\d{1,19}$/, 'Not an event id');

/**
 * The signed-in member's event stream (docs/product.md, Live updates): server-sent
 * events, one stream per tab. A reconnecting tab names the last event it saw (the
 * browser's Last-Event-ID header, or `?after=`) and first gets everything after it.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; realtime: RealtimeHub }> = async (
  app,
  deps,
) => {
  app.get(
    API_PATHS.events,
    {
      schema: {
        tags: ['events'],
        summary: 'My live events (text/event-stream)',
        querystring: z.strictObject({ after: eventId.optional() }),
      },
    },
    async (request, reply) => {
      const member = requireUser(request);
      // One member's streams are bounded: each holds a connection and memory here.
      const giveBack = deps.realtime.claimStream(member.id);
      if (!giveBack)
        throw new AppError('RATE_LIMITED', MESSAGING_TEXTS.tooManyStreams, { retryAfterSeconds: 30 });
      try {
        await openStream(request, request.query.after, reply, member, giveBack);
      } catch (error) {
        giveBack();
        throw error;
      }
    },
  );

  async function openStream(
    request: Pick<FastifyRequest, 'headers' | 'cookies' | 'raw'>,
    afterInQuery: string | undefined,
    reply: FastifyReply,
    member: SessionUser,
    giveBack: () => void,
  ) {
    // The stream's own part: from here it is the tab's until either side closes it.
    const lastSeen = eventId.safeParse(request.headers['last-event-id']);
    const named = lastSeen.success ? lastSeen.data : afterInQuery;
    // A tab away longer than events are kept cannot be sent what it missed: it starts
    // from now, told to read its lists again.
    const reset = named !== undefined && (await resumeMayHaveGap(deps.db, named));
    const after = named !== undefined && !reset ? named : await latestEventId(deps.db, member.id);
    const sessionHash = hashToken(sessionTokenOf(request, deps.config) ?? '', deps.config.authSecret);

    reply.hijack();
    // The tab may have gone while the database answered: its 'close' has fired already and
    // would never end the stream, which would hold its place until the session ends. From
    // here to the listener below nothing waits, so no close can slip between.
    if (request.raw.socket.destroyed) {
      giveBack();
      return;
    }
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // The browser waits 1 s before its first reconnect; our client backs off from there.
    raw.write('retry: 1000\n\n');
    if (reset)
      raw.write(`id: ${after}\nevent: ${STREAM_RESET.type}\ndata: ${JSON.stringify(STREAM_RESET)}\n\n`);

    let open = true;
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      giveBack();
      raw.end();
    };
    const send = ({ id, event }: StoredEvent) => {
      if (open) raw.write(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    // No id line: the browser's last event id stays that of the last stored event.
    const sendPassing = (event: MemberEvent) => {
      if (open) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = deps.realtime.subscribe({
      memberId: member.id,
      sessionHash,
      lastId: after,
      send,
      sendPassing,
      close,
    });
    const heartbeat = setInterval(async () => {
      // A session ended elsewhere (a password reset, expiry) ends its streams here too.
      const session = await deps.db
        .selectFrom('sessions')
        .select('user_id')
        .where('token_hash', '=', sessionHash)
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
        .catch(() => ({ user_id: member.id })); // the database is away: keep the stream
      if (!session) return close();
      if (open) raw.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
    request.raw.on('close', close);
    await deps.realtime.catchUp(member.id);
  }
};
