import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { housekeeping } from '../../src/server/lib/housekeeping.js';
import type { JobContext } from '../../src/server/lib/jobs.js';
import { longDateText } from '../../src/shared/booking-format.js';
import { localDateTime } from '../../src/shared/booking-lifecycle.js';
import { KNOWN_DEVICE_DAYS, NEW_SIGN_IN_EMAILS_PER_HOUR } from '../../src/shared/limits.js';
import { outboxMails, pathOf } from '../support/mail.js';
import { newMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// New sign-ins (docs/product.md, New sign-ins): a browser the account has not signed in
// from before, while it is used elsewhere, is emailed to the member.

const t = setupTestApp();
const PASSWORD = 'member-password-1';
const SUBJECT = 'New sign-in to your Frameline account';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser of its own (its own cookies), signing in. */
async function signInFrom(
  browser: TestClient,
  email: string,
  userAgent = FIREFOX_ON_WINDOWS,
  timeZone?: unknown,
) {
  const response = await browser.post(
    '/api/auth/sign-in',
    { email, password: PASSWORD, ...(timeZone === undefined ? {} : { timeZone }) },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const signInMailsTo = async (email: string) =>
  (await outboxMails(t.app)).filter((mail) => mail.to === email && mail.subject === SUBJECT);

describe('new sign-ins', () => {
  it('are emailed once per new browser while the account is used elsewhere; never for a browser it knows', async () => {
    // Signed up and signed in once, in one browser: nothing to tell.
    const me = await newMember(t, 'devices');
    expect(await signInMailsTo(me.email)).toEqual([]);
    // The same browser again, also after signing out: it is known.
    await signInFrom(me.client, me.email);
    expect((await me.client.post('/api/auth/sign-out')).statusCode).toBe(204);
    await signInFrom(me.client, me.email);
    expect(await signInMailsTo(me.email)).toEqual([]);

    // Another browser: the member hears of it, by its name, with where to look and act.
    const other = new TestClient(t.app);
    await signInFrom(other, me.email);
    const [mail, ...more] = await signInMailsTo(me.email);
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(
      /^Someone signed in to your Frameline account from Firefox on Windows on \w+ \d{2}, \d{4} at \d{2}:\d{2} UTC: a browser your account has not used before\./,
    );
    const links = [...mail!.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => {
      const url = new URL(link);
      return url.pathname + url.search + url.hash;
    });
    expect(links).toEqual(['/dashboard?tab=settings#security', '/auth?mode=forgot']);
    expect(mail!.html).toContain('See where you are signed in');

    // That browser is known from now on.
    await signInFrom(other, me.email);
    expect(await signInMailsTo(me.email)).toHaveLength(1);
  });

  it("gives the moment on the member's clock: the zone of the browser they used before, not the new one's", async () => {
    const me = await newMember(t, 'clock');
    // The member's own browser says where it runs (as the sign-in form does).
    await signInFrom(me.client, me.email, FIREFOX_ON_WINDOWS, 'America/New_York');
    const before = localDateTime('America/New_York', new Date());
    await signInFrom(new TestClient(t.app), me.email, FIREFOX_ON_WINDOWS, 'Asia/Tokyo');
    const after = localDateTime('America/New_York', new Date());
    const [mail] = await signInMailsTo(me.email);
    const said = [before, after].map(
      (at) => `on ${longDateText(at.date)} at ${at.time} New York time: a browser`,
    );
    expect(
      said.some((text) => mail!.text.includes(text)),
      mail!.text,
    ).toBe(true);
    expect(mail!.text).not.toContain('Tokyo');

    // What the browsers said is kept with them; a later sign-in saying none keeps it.
    await signInFrom(me.client, me.email);
    const zones = await t.db
      .selectFrom('known_devices')
      .select('time_zone')
      .where('user_id', '=', me.id)
      .orderBy('time_zone')
      .execute();
    expect(zones.map((row) => row.time_zone)).toEqual(['America/New_York', 'Asia/Tokyo']);
  });

  it('ignores a time zone no zone database knows, signing in all the same; refuses one that is no text', async () => {
    const me = await newMember(t, 'odd-zone');
    for (const odd of ['Mars/Olympus_Mons', 'Europe/Nowhere', '', '../../etc']) {
      await signInFrom(new TestClient(t.app), me.email, FIREFOX_ON_WINDOWS, odd);
    }
    const zones = await t.db
      .selectFrom('known_devices')
      .select('time_zone')
      .where('user_id', '=', me.id)
      .execute();
    expect(zones.map((row) => row.time_zone)).toEqual([null, null, null, null, null]);
    // An old spelling is stored by today's name.
    await signInFrom(new TestClient(t.app), me.email, FIREFOX_ON_WINDOWS, 'Europe/Kiev');
    expect(
      await t.db
        .selectFrom('known_devices')
        .select('time_zone')
        .where('user_id', '=', me.id)
        .where('time_zone', 'is not', null)
        .execute(),
    ).toEqual([{ time_zone: 'Europe/Kyiv' }]);
    const refused = await new TestClient(t.app).post('/api/auth/sign-in', {
      email: me.email,
      password: PASSWORD,
      timeZone: 42,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toHaveProperty('timeZone');
  });

  it('tells of a new browser while the account has a session elsewhere, and not the first browser of a new account', async () => {
    const email = `first-browser-${Date.now()}@example.test`;
    const first = new TestClient(t.app);
    expect((await first.post('/api/auth/sign-up', { email, password: PASSWORD })).statusCode).toBe(201);
    const confirm = (await outboxMails(t.app)).find((mail) => mail.to === email)!;
    await first.get(pathOf(confirm.text.match(/https?:\/\/\S+/)![0]));
    const id = (await signInFrom(first, email)).json().user.id as string;
    expect(await signInMailsTo(email)).toEqual([]);

    // A session made before browsers were remembered counts as the account in use.
    await t.db.deleteFrom('known_devices').where('user_id', '=', id).execute();
    await signInFrom(new TestClient(t.app), email);
    expect(await signInMailsTo(email)).toHaveLength(1);
  });

  it('takes a device cookie that is no token for none: the browser gets a real one', async () => {
    const me = await newMember(t, 'forged-device');
    const browser = new TestClient(t.app);
    browser.cookies.set(browser.cookieNames.device, 'not-a-token');
    const response = await signInFrom(browser, me.email);
    const cookie = response.cookies.find((c) => c.name === browser.cookieNames.device)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(KNOWN_DEVICE_DAYS * 86_400);
    expect(await signInMailsTo(me.email)).toHaveLength(1);
  });

  it(`forgets a browser not signed in from for ${KNOWN_DEVICE_DAYS} days: its next sign-in is new again`, async () => {
    const me = await newMember(t, 'long-away');
    const away = new TestClient(t.app);
    await signInFrom(away, me.email);
    expect(await signInMailsTo(me.email)).toHaveLength(1);
    const setBack = (days: number) =>
      sql`update known_devices set last_signed_in_at = now() - make_interval(days => ${days})
          where user_id = ${me.id}`.execute(t.db);
    const housekeep = () => housekeeping.handler({}, { db: t.db } as unknown as JobContext);

    // A day short: kept, and known.
    await setBack(KNOWN_DEVICE_DAYS - 1);
    await housekeep();
    await signInFrom(away, me.email);
    expect(await signInMailsTo(me.email)).toHaveLength(1);

    // Past it: forgotten (as the browser has dropped its cookie by then), and told again.
    await setBack(KNOWN_DEVICE_DAYS + 1);
    await housekeep();
    expect(
      await t.db.selectFrom('known_devices').select('device').where('user_id', '=', me.id).execute(),
    ).toEqual([]);
    await signInFrom(away, me.email);
    expect(await signInMailsTo(me.email)).toHaveLength(2);
  });

  it(`are at most ${NEW_SIGN_IN_EMAILS_PER_HOUR} an hour, also when many browsers sign in at once`, async () => {
    const me = await newMember(t, 'many-browsers');
    const browsers = Array.from({ length: 6 }, () => new TestClient(t.app));
    await Promise.all(browsers.map((browser) => signInFrom(browser, me.email)));
    expect(await signInMailsTo(me.email)).toHaveLength(NEW_SIGN_IN_EMAILS_PER_HOUR);
    const known = await t.db
      .selectFrom('known_devices')
      .select('device')
      .where('user_id', '=', me.id)
      .execute();
    expect(known).toHaveLength(7);
  });
});
