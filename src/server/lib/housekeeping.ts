import { sql } from 'kysely';
import { z } from 'zod';
import { KNOWN_DEVICE_DAYS } from '../../shared/limits.js';
import { defineJob } from './jobs.js';

/** Live events older than this are gone: a tab away longer reloads its lists anyway. */
export const LIVE_EVENTS_KEPT_HOURS = 24;

/**
 * Hourly clean-up of rows whose use has passed: live events past their catch-up window
 * (docs/decisions/0016), expired sessions and email links, browsers not signed in from
 * for KNOWN_DEVICE_DAYS, rate-limit windows long over.
 * Each delete is bounded, so a backlog is worked off over several runs.
 */
export const housekeeping = defineJob({
  name: 'housekeeping',
  payload: z.object({}).passthrough(),
  cron: '17 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: false,
  expireInSeconds: 600,
  handler: async (_payload, { db }) => {
    await sql`
      delete from member_events where id in (
        select id from member_events
        where created_at < now() - make_interval(hours => ${LIVE_EVENTS_KEPT_HOURS})
        order by id limit 50000)
    `.execute(db);
    await sql`delete from sessions where expires_at < now() - interval '1 day'`.execute(db);
    await sql`delete from email_tokens where expires_at < now() - interval '1 day'`.execute(db);
    // A browser's device cookie has lapsed by then: its sign-in would be new again anyway.
    await sql`
      delete from known_devices
      where last_signed_in_at < now() - make_interval(days => ${KNOWN_DEVICE_DAYS})
    `.execute(db);
    await sql`delete from rate_limits where window_started_at < now() - interval '2 days'`.execute(db);
  },
});
