import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { outboxMails } from '../support/mail.js';
import { newMember } from '../support/members.js';
import { transactionId, transactionWaitingOn, waitingOn } from '../support/row-locks.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// A password reset ends every session of the account (docs/product.md, Password reset),
// also the session of a sign-in that verified the old password just before the reset
// committed and stores its session just after.

const t = setupTestApp({ RATE_LIMITS: 'false' });
const password = 'member-password-1';

async function resetLink(email: string) {
  const mail = (await outboxMails(t.app)).find((m) => m.to === email && /reset/i.test(m.subject));
  return new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
}

describe('a sign-in with the old password while a reset is committing', () => {
  it('stores no session: the sign-in is refused, and the reset ends every session', async () => {
    const { email, id, client: owner } = await newMember(t, 'owner');
    expect((await owner.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const token = await resetLink(email);
    const intruder = new TestClient(t.app);
    await intruder.get('/api/auth/session');

    let reset!: ReturnType<TestClient['post']>;
    let signIn!: ReturnType<TestClient['post']>;
    let signInAnswered = false;
    // The owner's session row, locked: the reset stops at ending the sessions, its new
    // password written but not committed, so a sign-in now still reads the old one.
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('sessions').select('token_hash').where('user_id', '=', id).forUpdate().execute();
      const held = await transactionId(trx);
      reset = owner.post('/api/auth/reset-password', { token, password: 'owners-new-password' });
      await expect.poll(() => waitingOn(t.db, held, 'sessions'), { timeout: 10_000 }).toBe(1);
      const resetXid = (await transactionWaitingOn(t.db, held))!;
      signIn = intruder.post('/api/auth/sign-in', { email, password });
      void signIn.finally(() => {
        signInAnswered = true;
      });
      // Until the sign-in has answered, or waits on the reset's transaction.
      await expect
        .poll(async () => signInAnswered || (await waitingOn(t.db, resetXid, 'users')) === 1, {
          timeout: 10_000,
        })
        .toBe(true);
    });

    expect((await reset).statusCode).toBe(200);
    const answer = await signIn;
    expect(answer.statusCode).toBe(401);
    expect(errorOf(answer).message).toBe(AUTH_TEXTS.invalidCredentials);
    expect((await intruder.get('/api/auth/me')).statusCode).toBe(401);
    expect((await owner.get('/api/auth/me')).statusCode).toBe(401);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await new TestClient(t.app).post('/api/auth/sign-in', { email, password })).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).post('/api/auth/sign-in', { email, password: 'owners-new-password' }))
        .statusCode,
    ).toBe(200);
  });
});
