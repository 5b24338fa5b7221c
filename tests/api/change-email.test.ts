import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { lastMailTo, outboxMails, pathOf } from '../support/mail.js';
import { newMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Changing the email a member signs in with (docs/product.md, Changing the email).

const t = setupTestApp();
const PASSWORD = 'member-password-1';
let count = 0;
const freshEmail = () => `moved-${++count}-${Date.now()}@example.test`;

const askChange = (client: TestClient, newEmail: string, password = PASSWORD) =>
  client.post('/api/auth/change-email', { newEmail, password });

const signIn = (email: string, password = PASSWORD) =>
  new TestClient(t.app).post('/api/auth/sign-in', { email, password });

/** Opens the link of the newest change link sent to `address`; the page it lands on. */
async function openLinkSentTo(address: string) {
  const mail = await lastMailTo(t.app, address, 'Confirm your new Frameline email');
  const response = await new TestClient(t.app).get(pathOf(mail.link));
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

describe('changing the email', () => {
  it('changes nothing until the new address opens its link; then the account signs in with it', async () => {
    const me = await newMember(t, 'mover');
    const newEmail = freshEmail();
    const response = await askChange(me.client, `  ${newEmail.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_TEXTS.emailChangeSent(newEmail) });

    // The old address is told, and keeps working until the link is opened.
    const notice = await lastMailTo(t.app, me.email);
    expect(notice.subject).toBe('Your Frameline email is about to change');
    expect(notice.text).toContain(newEmail);
    expect((await signIn(me.email)).statusCode).toBe(200);

    expect(await openLinkSentTo(newEmail)).toBe('/auth/email-change?result=changed');
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(me.email)).statusCode).toBe(401);
    // Sessions stay, and say the new email.
    expect((await me.client.get('/api/auth/me')).json().email).toBe(newEmail);
    // The old address hears once that it is done, and where to turn if it was not them.
    const done = await lastMailTo(t.app, me.email, 'Your Frameline email was changed');
    expect(done.text).toContain(`You sign in to Frameline with ${newEmail} from now on.`);
    expect(pathOf(done.link)).toBe('/contact?topic=support');
    // Opened again (a mail scanner went first): it says the change is made, and nobody is
    // told twice.
    expect(await openLinkSentTo(newEmail)).toBe('/auth/email-change?result=changed');
    const toOld = (await outboxMails(t.app)).filter((mail) => mail.to === me.email);
    expect(toOld.filter((mail) => mail.subject === 'Your Frameline email was changed')).toHaveLength(1);
  });

  it('ends the reset links the old address holds', async () => {
    const me = await newMember(t, 'reset-holder');
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: me.email });
    const resetLink = pathOf((await lastMailTo(t.app, me.email)).link);
    const newEmail = freshEmail();
    await askChange(me.client, newEmail);
    await openLinkSentTo(newEmail);
    const token = new URL(resetLink, 'http://x').searchParams.get('token');
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'taken over',
    });
    expect(reset.statusCode).toBe(400);
    expect(errorOf(reset).message).toBe(AUTH_TEXTS.resetLinkInvalid);
  });

  it('refuses a wrong password, the same email, and one registered already, each on its field', async () => {
    const me = await newMember(t, 'refused-mover');
    const other = await newMember(t, 'already-here');
    const before = (await outboxMails(t.app)).length;

    const wrong = await askChange(me.client, freshEmail(), 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ password: AUTH_TEXTS.currentPasswordWrong });
    const same = await askChange(me.client, me.email);
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).fields).toEqual({ newEmail: AUTH_TEXTS.sameEmail });
    const taken = await askChange(me.client, other.email);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual({ newEmail: AUTH_TEXTS.emailTaken });
    const notAnEmail = await askChange(me.client, 'not an email');
    expect(notAnEmail.statusCode).toBe(400);
    expect(errorOf(notAnEmail).fields?.newEmail).toBe('Please enter a valid email address');

    expect((await outboxMails(t.app)).length).toBe(before);
  });

  it('a second request ends the first one’s link: only the latest address can become the account’s', async () => {
    const me = await newMember(t, 'changed-mind');
    const first = freshEmail();
    const second = freshEmail();
    await askChange(me.client, first);
    const firstMail = await lastMailTo(t.app, first);
    await askChange(me.client, second);
    const late = await new TestClient(t.app).get(pathOf(firstMail.link));
    expect(late.headers.location).toBe('/auth/email-change?result=invalid');
    expect(await openLinkSentTo(second)).toBe('/auth/email-change?result=changed');
    expect((await signIn(second)).statusCode).toBe(200);
  });

  it('an address someone signed up with meanwhile is not taken from them', async () => {
    const me = await newMember(t, 'too-late');
    const wanted = freshEmail();
    await askChange(me.client, wanted);
    const link = (await lastMailTo(t.app, wanted)).link;
    expect(
      (await new TestClient(t.app).post('/api/auth/sign-up', { email: wanted, password: 'their own one' }))
        .statusCode,
    ).toBe(201);
    const landed = await new TestClient(t.app).get(pathOf(link));
    expect(landed.headers.location).toBe('/auth/email-change?result=taken');
    expect((await signIn(me.email)).statusCode).toBe(200);
  });

  it('a link that is no link lands on the page that says so', async () => {
    for (const query of ['', '?token=short', `?token=${'x'.repeat(40)}`]) {
      const response = await new TestClient(t.app).get(`/api/auth/confirm-email-change${query}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/auth/email-change?result=invalid');
    }
  });
});
