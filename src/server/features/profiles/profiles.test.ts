import { describe, expect, it } from 'vitest';
import { newMember, newProfessional, signedInMember, wizardForm } from '../../../../tests/support/members.js';
import { transactionId, waitingOn } from '../../../../tests/support/row-locks.js';
import { errorOf, setupTestApp, TestClient } from '../../../../tests/support/test-app.js';
import { answerTimeText, requestsAnsweredText } from '../../../shared/schemas/profiles.js';
import type { BookingEventActor } from '../../db/schema.js';
import { createBooking } from '../../db/seed/factories.js';

const t = setupTestApp({ ADMIN_EMAIL: 'root@example.test' });

describe('the profile wizard (PUT /api/profiles/me)', () => {
  it("creates the profile, then updates it, with the product's texts", async () => {
    const { client, email } = await newMember(t);
    expect((await client.get('/api/profiles/me')).json()).toEqual({ profile: null });

    const created = await client.request('PUT', '/api/profiles/me', { payload: wizardForm });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Profile created successfully!');
    expect(created.json().profile).toMatchObject({
      fullName: 'Ava Lindqvist',
      displayName: 'Ava Lindqvist',
      email,
      role: 'photographer',
      instagramHandle: 'ava.frames',
      experienceYears: 7,
      hourlyRate: 120,
    });
    expect((await client.get('/api/auth/me')).json().hasProfile).toBe(true);

    const updated = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, lastName: 'Berg' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Profile updated successfully!');
    expect(updated.json().profile.fullName).toBe('Ava Berg');
  });

  it('refuses a missing role or name with the wizard texts', async () => {
    const { client } = await newMember(t);
    const noRole = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, role: undefined },
    });
    expect(noRole.statusCode).toBe(400);
    expect(errorOf(noRole).fields?.role).toBe('Please select your role');
    const noName = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, lastName: '   ' },
    });
    expect(errorOf(noName).fields?.lastName).toBe('Please fill in your name');
    const badRole = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, role: 'wizard' },
    });
    expect(errorOf(badRole).fields?.role).toBe('Please select your role');
    // Each name may be 100 characters, but the full name made of both is stored in 200.
    const long = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) },
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields?.lastName).toBe(
      'First and last name together must be at most 199 characters',
    );
    expect((await client.get('/api/profiles/me')).json().profile).toBeNull();
  });

  it('reads an empty experience as 0 and an empty rate as none, and checks their ranges', async () => {
    const { client } = await newMember(t);
    const response = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, experienceYears: '', hourlyRate: '' },
    });
    expect(response.json().profile).toMatchObject({ experienceYears: 0, hourlyRate: null });
    const tooMuch = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, experienceYears: 51 },
    });
    expect(errorOf(tooMuch).fields?.experienceYears).toBe('Experience must be at most 50 years');
    const negative = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, hourlyRate: -5 },
    });
    expect(errorOf(negative).fields?.hourlyRate).toBe('Rates cannot be negative');
  });

  it('repair 16 (e): saves the day rate of the wizard, empty meaning none, never below 0', async () => {
    const { client } = await newMember(t);
    const created = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, dayRate: '900' },
    });
    expect(created.json().profile).toMatchObject({ dayRate: 900, hourlyRate: 120 });
    const negative = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, dayRate: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).fields?.dayRate).toBe('Rates cannot be negative');
    const notANumber = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, dayRate: 'lots' },
    });
    expect(errorOf(notANumber).fields?.dayRate).toBe('Please enter a number');
    expect((await client.get('/api/profiles/me')).json().profile.dayRate).toBe(900);
    const emptied = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, dayRate: '' },
    });
    expect(emptied.json().profile.dayRate).toBeNull();
  });

  it('repair 16 (a): a member is new until a session after the one that created the profile', async () => {
    const { client, email } = await newMember(t);
    expect((await client.get('/api/auth/session')).json().user).toMatchObject({
      hasProfile: false,
      isNewMember: true,
    });
    await client.request('PUT', '/api/profiles/me', { payload: wizardForm });
    expect((await client.get('/api/auth/session')).json().user).toMatchObject({
      hasProfile: true,
      isNewMember: true,
    });
    const later = new TestClient(t.app);
    const signIn = await later.post('/api/auth/sign-in', { email, password: 'member-password-1' });
    expect(signIn.json().user).toMatchObject({ hasProfile: true, isNewMember: false });
    expect((await later.get('/api/auth/session')).json().user.isNewMember).toBe(false);
  });

  it('keeps no experience or rates for a client, whatever is sent, and clears them on becoming one', async () => {
    const { client } = await newMember(t);
    const created = await client.request('PUT', '/api/profiles/me', {
      payload: { ...wizardForm, role: 'client', experienceYears: 12, hourlyRate: 300, dayRate: 2000 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().profile).toMatchObject({ experienceYears: 0, hourlyRate: null, dayRate: null });
    const set = await client.request('PATCH', '/api/profiles/me', {
      payload: { experienceYears: 9, hourlyRate: 90, dayRate: 700 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().profile).toMatchObject({ experienceYears: 0, hourlyRate: null, dayRate: null });

    const pro = await newProfessional(t);
    const becameClient = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { role: 'client' },
    });
    expect(becameClient.json().profile).toMatchObject({
      role: 'client',
      experienceYears: 0,
      hourlyRate: null,
      dayRate: null,
    });
  });

  it('needs a signed-in member', async () => {
    const response = await new TestClient(t.app).request('PUT', '/api/profiles/me', { payload: wizardForm });
    expect(response.statusCode).toBe(401);
  });
});

describe('settings (PATCH /api/profiles/me)', () => {
  it('a rate sent while the role changes to client in another request is not kept', async () => {
    const pro = await newProfessional(t);
    const userId = (await pro.client.get('/api/profiles/me')).json().profile.userId as string;
    let saved: ReturnType<TestClient['request']> | undefined;
    // The role change is held uncommitted until the rate change waits for it.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('profiles')
        .set({ role: 'client', experience_years: 0, hourly_rate: null, day_rate: null })
        .where('user_id', '=', userId)
        .execute();
      const xid = await transactionId(trx);
      saved = pro.client.request('PATCH', '/api/profiles/me', { payload: { hourlyRate: 150 } });
      await expect.poll(() => waitingOn(t.db, xid), { timeout: 5_000 }).toBe(1);
    });
    expect((await saved!).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('profiles')
      .select(['role', 'hourly_rate'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'client', hourly_rate: null });
  });

  it('stores tags trimmed and lower-cased, refuses repeats and values off the lists', async () => {
    const { client } = await newProfessional(t);
    const ok = await client.patch('/api/profiles/me', {
      skills: [' Lighting ', 'RETOUCHING'],
      equipment: ['drone'],
      dayRate: 900,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Profile updated successfully');
    expect(ok.json().profile).toMatchObject({
      skills: ['lighting', 'retouching'],
      equipment: ['drone'],
      dayRate: 900,
    });

    const repeat = await client.patch('/api/profiles/me', { skills: ['lighting', 'Lighting'] });
    expect(errorOf(repeat).fields?.skills).toBe('Item already exists');
    const unknown = await client.patch('/api/profiles/me', { equipment: ['time machine'] });
    expect(unknown.statusCode).toBe(400);
    expect((await client.get('/api/profiles/me')).json().profile.skills).toEqual(['lighting', 'retouching']);
  });

  it('a display name that follows the full name goes on following it, sent unchanged beside a new full name or not sent at all', async () => {
    const pro = await newProfessional(t);
    // The settings form sends every field: the display name as it was, the full name fixed.
    const fixed = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { fullName: 'Ava Lindquist', displayName: 'Ava Lindqvist' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().profile).toMatchObject({ fullName: 'Ava Lindquist', displayName: 'Ava Lindquist' });
    // A new full name sent alone: the display name follows it too, and goes on following.
    const alone = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { fullName: 'Ava Lind' },
    });
    expect(alone.json().profile).toMatchObject({ fullName: 'Ava Lind', displayName: 'Ava Lind' });
    const again = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { fullName: 'Ava Lindquist', displayName: 'Ava Lind' },
    });
    expect(again.json().profile).toMatchObject({ fullName: 'Ava Lindquist', displayName: 'Ava Lindquist' });
    // A display name of the member's own choosing stays chosen.
    const chosen = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { fullName: 'Ava Lindquist', displayName: 'Ava Frames' },
    });
    expect(chosen.json().profile).toMatchObject({ displayName: 'Ava Frames' });
    const later = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { fullName: 'Ava L. Lindquist', displayName: 'Ava Frames' },
    });
    expect(later.json().profile).toMatchObject({ fullName: 'Ava L. Lindquist', displayName: 'Ava Frames' });
    const laterAlone = await pro.client.request('PATCH', '/api/profiles/me', {
      payload: { fullName: 'Ava Lindquist' },
    });
    expect(laterAlone.json().profile).toMatchObject({ fullName: 'Ava Lindquist', displayName: 'Ava Frames' });
  });

  it('refuses fields a member may not set, such as verification or suspension', async () => {
    const { client } = await newProfessional(t);
    for (const payload of [
      { verificationStatus: 'verified' },
      { suspendedAt: null },
      { userId: crypto.randomUUID() },
    ]) {
      const response = await client.patch('/api/profiles/me', payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await client.get('/api/profiles/me')).json().profile.verificationStatus).toBe('unverified');
  });
});

describe('public profiles', () => {
  it('never sends email, phone, full name or company name to anyone but the owner and admins', async () => {
    const owner = await newProfessional(t);
    await owner.client.patch('/api/profiles/me', { phone: '+351 900 000 000', companyName: 'Ava Studio' });

    const visitor = await new TestClient(t.app).get(`/api/profiles/${owner.id}`);
    const other = await (await newMember(t)).client.get(`/api/profiles/${owner.id}`);
    for (const response of [visitor, other]) {
      expect(response.statusCode).toBe(200);
      const profile = response.json().profile;
      expect(profile.displayName).toBe('Ava Lindqvist');
      for (const key of ['email', 'phone', 'fullName', 'companyName'])
        expect(profile).not.toHaveProperty(key);
      expect(response.body).not.toContain(owner.email);
      expect(response.body).not.toContain('900 000');
    }
    const own = (await owner.client.get(`/api/profiles/${owner.id}`)).json().profile;
    expect(own).toMatchObject({ email: owner.email, phone: '+351 900 000 000', companyName: 'Ava Studio' });
  });

  it('answers an unknown profile with 404 "Profile not found"', async () => {
    const response = await new TestClient(t.app).get(`/api/profiles/${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Profile not found');
    expect((await new TestClient(t.app).get('/api/profiles/not-a-uuid')).statusCode).toBe(400);
  });

  it('hides a suspended professional from the public but not from themselves or admins', async () => {
    const pro = await newProfessional(t);
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), is_available: false })
      .where('user_id', '=', pro.id)
      .execute();
    expect((await new TestClient(t.app).get(`/api/profiles/${pro.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/profiles/${pro.id}/portfolio`)).statusCode).toBe(404);
    expect((await pro.client.get(`/api/profiles/${pro.id}`)).json().profile.isSuspended).toBe(true);

    // Their own availability toggle does not lift the suspension.
    const toggled = await pro.client.request('PUT', '/api/profiles/me/availability', {
      payload: { isAvailable: true },
    });
    expect(toggled.json()).toMatchObject({
      message: 'Status updated to Available',
      profile: { isAvailable: true, isSuspended: true },
    });
    expect((await new TestClient(t.app).get(`/api/profiles/${pro.id}`)).statusCode).toBe(404);
  });

  it('counts distinct viewers per day, never the owner', async () => {
    const pro = await newProfessional(t);
    const stats = async () => (await pro.client.get('/api/profiles/me/stats')).json();
    expect((await stats()).profileViews).toBe(0);
    await pro.client.get(`/api/profiles/${pro.id}`);
    expect((await stats()).profileViews).toBe(0);
    const fan = await newMember(t);
    await fan.client.get(`/api/profiles/${pro.id}`);
    await fan.client.get(`/api/profiles/${pro.id}`);
    await new TestClient(t.app).get(`/api/profiles/${pro.id}`);
    expect(await stats()).toEqual({
      portfolioItems: 0,
      totalBookings: 0,
      totalReviews: 0,
      averageRating: null,
      profileViews: 2,
      savedBy: 0,
      requestAnswers: null,
    });
  });
});

describe('how a professional answers requests', () => {
  it('nothing below 3 requests; then how many of the last 20 were answered, and the median time to answer', async () => {
    const pro = await signedInMember(t, {
      label: 'pro',
      profile: { role: 'photographer', display_name: 'Ava Lens' },
    });
    const client = await signedInMember(t, { label: 'client', profile: 'client' });
    const visitor = new TestClient(t.app);
    const answers = async () => (await visitor.get(`/api/profiles/${pro.id}`)).json().profile.requestAnswers;
    /** A request made `hoursAgo`, whose first move (if any) came `minutes` after it. */
    const request = async (
      hoursAgo: number,
      first: {
        to: 'accepted' | 'declined' | 'expired' | 'cancelled';
        by: BookingEventActor;
        minutes: number;
      } | null,
    ) => {
      const made = new Date(Date.now() - hoursAgo * 3_600_000);
      const booking = await createBooking(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        status: first?.to ?? 'pending',
        created_at: made,
      });
      await t.db
        .insertInto('booking_events')
        .values({
          booking_id: booking.id,
          actor_id: client.id,
          actor_role: 'client',
          to_status: 'pending',
          created_at: made,
        })
        .execute();
      if (first)
        await t.db
          .insertInto('booking_events')
          .values({
            booking_id: booking.id,
            actor_id: first.by === 'professional' ? pro.id : first.by === 'client' ? client.id : null,
            actor_role: first.by,
            from_status: 'pending',
            to_status: first.to,
            created_at: new Date(made.getTime() + first.minutes * 60_000),
          })
          .execute();
    };

    await request(300, { to: 'accepted', by: 'professional', minutes: 30 });
    await request(290, { to: 'declined', by: 'professional', minutes: 90 });
    // Withdrawn by the client, moved by an administrator, or still open: nothing of the professional.
    await request(280, { to: 'cancelled', by: 'client', minutes: 5 });
    await request(275, { to: 'accepted', by: 'admin', minutes: 5 });
    await request(1, null);
    expect(await answers()).toBeNull();
    expect((await pro.client.get('/api/profiles/me/stats')).json().requestAnswers).toBeNull();

    // Left to expire: a request not answered.
    await request(270, { to: 'expired', by: 'system', minutes: 7 * 24 * 60 });
    expect(await answers()).toEqual({ requests: 3, answered: 2, medianMinutes: 60 });
    await request(260, { to: 'declined', by: 'professional', minutes: 600 });
    expect(await answers()).toEqual({ requests: 4, answered: 3, medianMinutes: 90 });

    // Only the last 20 count: twenty newer ones, each answered in 5 minutes, leave the rest out.
    for (let hoursAgo = 200; hoursAgo > 180; hoursAgo--)
      await request(hoursAgo, { to: 'accepted', by: 'professional', minutes: 5 });
    expect(await answers()).toEqual({ requests: 20, answered: 20, medianMinutes: 5 });
    // The professional reads the same on their own profile; a client's profile has none.
    expect((await pro.client.get('/api/profiles/me')).json().profile.requestAnswers).toEqual({
      requests: 20,
      answered: 20,
      medianMinutes: 5,
    });
    expect((await visitor.get(`/api/profiles/${client.id}`)).json().profile.requestAnswers).toBeNull();
    // Their Quick Stats say the same.
    expect((await pro.client.get('/api/profiles/me/stats')).json().requestAnswers).toEqual({
      requests: 20,
      answered: 20,
      medianMinutes: 5,
    });
  });

  it('reads as the profile page says it', () => {
    expect(answerTimeText(60)).toBe('Usually answers within an hour');
    expect(answerTimeText(61)).toBe('Usually answers within a few hours');
    expect(answerTimeText(240)).toBe('Usually answers within a few hours');
    expect(answerTimeText(1440)).toBe('Usually answers within a day');
    expect(answerTimeText(1441)).toBe('Usually answers within a few days');
    expect(requestsAnsweredText(9, 10)).toBe('9 of the last 10 requests answered');
  });
});

describe('availability', () => {
  it("toggles with the product's texts", async () => {
    const pro = await newProfessional(t);
    const off = await pro.client.request('PUT', '/api/profiles/me/availability', {
      payload: { isAvailable: false },
    });
    expect(off.json()).toMatchObject({
      message: 'Status updated to Unavailable',
      profile: { isAvailable: false },
    });
    const bad = await pro.client.request('PUT', '/api/profiles/me/availability', {
      payload: { isAvailable: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is a professional's: a client is refused and keeps no availability; no profile is 404", async () => {
    const client = await signedInMember(t, { profile: { role: 'client', is_available: true } });
    const refused = await client.client.request('PUT', '/api/profiles/me/availability', {
      payload: { isAvailable: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(
      'Only professionals set their availability. Change your role in Settings to be listed.',
    );
    const row = await t.db
      .selectFrom('profiles')
      .select('is_available')
      .where('user_id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(row.is_available).toBe(true);

    const nobody = await signedInMember(t);
    const none = await nobody.client.request('PUT', '/api/profiles/me/availability', {
      payload: { isAvailable: true },
    });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe('Please create your profile first.');
  });
});
