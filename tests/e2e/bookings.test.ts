import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBooking, daysFromNow, isoDate } from '../../src/server/db/seed/factories.js';
import { longDateText, shortDateText, timeZoneLabel } from '../../src/shared/booking-format.js';
import { localDateTime } from '../../src/shared/booking-lifecycle.js';
import type { MemberRole } from '../../src/shared/enums.js';
import { seriousViolations } from './support/axe.js';
import { apiAs, newMember } from './support/members.js';
import { DESKTOP, openPage, type PageOptions, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// Bookings in the browser (docs/product.md, Bookings; Reviews; Live updates): a client and
// a professional in two browser contexts, each with the event stream of their tab, the
// server's mail caught by a real SMTP listener. Members and their sessions are written
// straight into the server's database: signing in is tested elsewhere.

const site = setupSite({ mail: true });

type Person = { id: string; email: string; name: string };

async function person(role: MemberRole, name: string): Promise<Person> {
  const member = await newMember(site, { profile: { role, display_name: name, is_available: true } });
  return { id: member.id, email: member.email, name };
}

/** A browser tab signed in as `who`, `width` px wide. */
function signedInPage(who: Person, width = 1280, options: PageOptions = {}): Promise<Page> {
  return openPage(site, { as: who, viewport: { width, height: width < 768 ? 800 : 900 }, ...options });
}

async function hidden(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.isVisible(), { timeout }).toBe(false);
}

/**
 * A zone where the day still has hours ahead, its date today and a start time later
 * today: a shoot that can be requested now and completed at once (from its date on).
 */
function todayWithTimeAhead(): { zone: string; date: string; time: string } {
  const now = new Date();
  for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'America/New_York']) {
    const local = localDateTime(zone, now);
    if (local.time < '21:00') return { zone, date: local.date, time: '23:30' };
  }
  throw new Error('no zone with the evening ahead');
}

const bookingsList = (page: Page) => page.getByRole('list', { name: 'Your bookings' });
const bookingRow = (page: Page, title: string) =>
  bookingsList(page).getByRole('link').filter({ hasText: title });
const detailDialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create New Booking' });

describe('a booking from request to review', () => {
  it('a request, a live accept at a counter rate, completion, a 5-star review on the profile, and every email', async () => {
    const client = await person('client', 'Nora Brand');
    const pro = await person('photographer', 'Ava Lens');
    const shoot = todayWithTimeAhead();

    // The professional's Bookings tab is open before anything is requested.
    const proPage = await signedInPage(pro);
    await proPage.goto('/dashboard?tab=bookings');
    await visible(proPage.getByText('No bookings yet', { exact: true }));
    // By its role attribute: an open dialog hides the page from the accessibility tree.
    const bookingsTab = proPage.locator('[role="tab"]').filter({ hasText: /^Bookings/ });
    expect(await bookingsTab.textContent()).toBe('Bookings');

    // The client finds the professional's profile and asks for the shoot with Book Now:
    // the form has the professional chosen, by name, and asks for no email.
    // The booking form's code loads when Book Now first opens it, not with the profile.
    const clientPage = await signedInPage(client);
    const scripts: Promise<[string, string]>[] = [];
    clientPage.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((code) => [response.url(), code]));
    });
    await clientPage.goto(`/profile/${pro.id}`);
    await visible(clientPage.getByRole('heading', { name: 'Ava Lens', level: 1 }));
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter(([, code]) => code.includes('Send Request')).map(([url]) => url)).toEqual([]);
    await clientPage.getByRole('button', { name: 'Book Now' }).click();
    const form = createDialog(clientPage);
    await visible(form.getByText('Ava Lens', { exact: true }));
    expect(await form.getByLabel("Professional's email").count()).toBe(0);
    const send = form.getByRole('button', { name: 'Send Request' });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Title').fill('Spring lookbook');
    await form.getByLabel('Date').fill(shoot.date);
    expect(await send.isDisabled()).toBe(false);
    await form.getByLabel(/^Start time/).fill(shoot.time);
    await form.getByLabel(/^Duration/).fill('2');
    await form.getByLabel('Time zone', { exact: true }).selectOption(shoot.zone);
    await form.getByLabel(/^Rate offered/).fill('500');
    await send.click();
    await visible(clientPage.getByText('Booking request sent successfully!', { exact: true }));

    // Sent, the request opens in the client's dashboard.
    await expect.poll(() => new URL(clientPage.url()).pathname).toBe('/dashboard');
    expect(new URL(clientPage.url()).searchParams.get('booking')).toBeTruthy();
    const clientDetail = detailDialog(clientPage, 'Spring lookbook');
    await visible(clientDetail.getByText('Pending', { exact: true }));
    // Its deadline is the shoot's start (before 7 days are up), in the shoot's zone, as the
    // professional's email gives it.
    const deadline = `${longDateText(shoot.date)} at 23:30 ${timeZoneLabel(shoot.zone)}`;
    await visible(clientDetail.getByText(`This one expires ${deadline} if it is not answered.`));
    await visible(clientDetail.getByText('$500', { exact: true }));

    // Without a reload, the professional sees it with the client's name, and is emailed.
    const row = bookingRow(proPage, 'Spring lookbook');
    await visible(row);
    expect(await row.textContent()).toContain('Nora Brand');
    expect(await row.textContent()).toContain('Pending');
    // The tab and the top bar's Bookings count it as awaiting an answer.
    const awaiting = /^Bookings\s*1 booking request awaits your answer$/;
    await visible(proPage.getByRole('tab', { name: awaiting }));
    await visible(proPage.getByRole('banner').getByRole('link', { name: awaiting }));
    await expect.poll(() => proPage.title()).toMatch(/^\(1\) Bookings · Dashboard · Frameline$/);
    // A laptop's and a tablet's bar have no Bookings link: Dashboard carries the count there;
    // on a phone, the menu button (its Bookings link has it).
    for (const width of [1024, 768]) {
      await proPage.setViewportSize({ width, height: 800 });
      await visible(
        proPage
          .getByRole('banner')
          .getByRole('link', { name: /^Dashboard\s*1 booking request awaits your answer$/ }),
      );
    }
    await proPage.setViewportSize({ width: 375, height: 800 });
    const menuButton = proPage.getByRole('button', { name: /^Menu\s*1 booking request awaits your answer$/ });
    await menuButton.click();
    await visible(proPage.getByRole('banner').getByRole('link', { name: awaiting }));
    // Open, the menu shows the count where it is, not on its button.
    await proPage.getByRole('button', { name: 'Menu', exact: true }).click();
    await proPage.setViewportSize(DESKTOP);
    const requested = await site.mail.waitFor(pro.email, /New booking request: Spring lookbook/);
    expect(requested.link).toContain('/dashboard?tab=bookings&booking=');
    expect(requested.text).toContain(`Please accept or decline by ${deadline};`);
    expect(await row.textContent()).toContain(
      `Answer by ${shortDateText(shoot.date).slice(0, 6)}, 23:30 ${timeZoneLabel(shoot.zone)}`,
    );

    // The professional accepts at a counter rate.
    await row.click();
    const proDetail = detailDialog(proPage, 'Spring lookbook');
    await visible(proDetail.getByText(`Answer this one by ${deadline}.`, { exact: false }));
    await proDetail.getByRole('button', { name: 'Accept', exact: true }).click();
    await proDetail.getByLabel(/^Counter rate/).fill('650');
    await proDetail.getByLabel(/^Notes/).fill('Happy to. I will bring two lights.');
    await proDetail.getByRole('button', { name: 'Accept booking' }).click();
    await visible(proPage.getByText('Booking accepted successfully', { exact: true }));
    await expect.poll(() => bookingsTab.textContent()).toBe('Bookings');
    await expect.poll(() => proPage.title()).toBe('Bookings · Dashboard · Frameline');

    // The client's open detail turns accepted, at that rate, and the client is emailed.
    await visible(clientDetail.getByText('Accepted', { exact: true }));
    await visible(clientDetail.getByText('$650', { exact: true }));
    await visible(clientDetail.getByText('Happy to. I will bring two lights.').first());
    await visible(clientDetail.getByRole('link', { name: 'Add to calendar' }));
    const accepted = await site.mail.waitFor(client.email, /Booking accepted: Spring lookbook/);
    expect(accepted.text).toContain('$650');

    // The shoot is today: the professional marks it completed; the client is invited to review.
    await proDetail.getByRole('button', { name: 'Mark as Completed' }).click();
    await visible(proPage.getByText('Booking completed successfully', { exact: true }));
    await site.mail.waitFor(client.email, /How did it go\? Spring lookbook/);

    // The client's detail offers the review: 5 stars and a sentence.
    const review = clientDetail.getByRole('form', { name: 'Leave a review' });
    await visible(review);
    await review.getByRole('button', { name: 'Post review' }).click();
    await visible(review.getByText('Please choose 1 to 5 stars'));
    // The stars are a radio group: the arrow keys move along it.
    await review.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 4; i++) await clientPage.keyboard.press('ArrowRight');
    expect(await review.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await review.getByLabel(/^Your review/).fill('A wonderful, calm shoot.');
    // Posting reloads the member's profile in the background; that reload failing keeps
    // the dashboard and the dialog as they are.
    let profileReloads = 0;
    await clientPage.route('**/api/profiles/me', (route) => {
      profileReloads += 1;
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }),
      });
    });
    await review.getByRole('button', { name: 'Post review' }).click();
    await hidden(review);
    await visible(clientDetail.getByText('A wonderful, calm shoot.'));
    // The focus goes to the review as posted, not to the top of the dialog.
    const focusedName = (page: typeof clientPage) =>
      page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(() => focusedName(clientPage)).toBe('Your review');
    await expect.poll(() => profileReloads).toBeGreaterThan(0);
    await clientPage.unroute('**/api/profiles/me');
    expect(await clientPage.getByText('Failed to load profile', { exact: true }).count()).toBe(0);
    await visible(clientDetail.getByText('A wonderful, calm shoot.'));

    // The professional's open detail shows the review at once; they answer it, once.
    await visible(proDetail.getByText('A wonderful, calm shoot.'));
    const answer = proDetail.getByRole('form', { name: 'Answer this review' });
    await answer.getByRole('textbox').fill('Thank you, Nora!');
    await answer.getByRole('button', { name: 'Post answer' }).click();
    await hidden(answer);
    await visible(proDetail.getByText('Thank you, Nora!'));
    await expect.poll(() => focusedName(proPage)).toBe('Review');

    // The timeline has every step, oldest first.
    const timeline = clientDetail.getByRole('list', { name: 'History' });
    const steps = await timeline.locator('li').allTextContents();
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('Requested by Nora Brand');
    // Dated as a detail is ('MMMM dd, yyyy'), in the reader's clock.
    const today = await clientPage.evaluate(() =>
      new Date().toLocaleDateString('en-US', { month: 'long', day: '2-digit', year: 'numeric' }),
    );
    expect(steps[0]).toContain(`${today}, `);
    expect(steps[1]).toContain('Accepted by Ava Lens');
    expect(steps[1]).toContain('$650');
    expect(steps[2]).toContain('Completed by Ava Lens');

    // Message, beside the other party's name, opens our conversation (no message in it
    // yet); the back button returns to the booking.
    await clientDetail.getByRole('link', { name: 'Message Ava Lens' }).click();
    await visible(clientPage.getByText('No messages yet. Say hello to Ava Lens.', { exact: true }));
    expect(new URL(clientPage.url()).searchParams.get('with')).toBe(pro.id);
    await clientPage.goBack();
    await visible(clientDetail.getByText('A wonderful, calm shoot.'));

    // The public profile shows the review, the month of the shoot and the rating.
    await clientPage.goto(`/profile/${pro.id}`);
    const reviews = clientPage
      .getByRole('heading', { name: 'Reviews' })
      .locator('xpath=ancestor::*[@data-slot="card"]');
    await visible(reviews.getByText('A wonderful, calm shoot.'));
    await visible(reviews.getByText('Nora Brand', { exact: true }));
    await visible(reviews.getByText('5.0 out of 5 from 1 review'));
    await visible(reviews.getByText('Answer from Ava Lens'));
    await visible(reviews.getByText('Thank you, Nora!'));
    const month = new Date(`${shoot.date}T12:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await visible(reviews.getByText(month));
  });
});

describe('the Create New Booking dialog', () => {
  it('keeps what was typed when closed by Escape, and forgets it on Cancel', async () => {
    const client = await person('client', 'Dora Draft');
    const page = await signedInPage(client);
    await page.goto('/dashboard?tab=bookings');
    const open = () => page.getByRole('button', { name: 'Create New Booking' }).click();
    await open();
    await createDialog(page).getByLabel('Title').fill('Autumn campaign');
    await createDialog(page).getByLabel("Professional's email").fill('someone@example.test');
    await page.keyboard.press('Escape');
    await hidden(createDialog(page));
    await open();
    await expect.poll(() => createDialog(page).getByLabel('Title').inputValue()).toBe('Autumn campaign');
    expect(await createDialog(page).getByLabel("Professional's email").inputValue()).toBe(
      'someone@example.test',
    );
    await createDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await hidden(createDialog(page));
    await open();
    await visible(createDialog(page).getByLabel('Title'));
    expect(await createDialog(page).getByLabel('Title').inputValue()).toBe('');
  });

  it('is disabled until title, email and date are filled, names an unknown email, and a double click makes one booking', async () => {
    const client = await person('client', 'Cleo Client');
    const pro = await person('model', 'Mo Model');
    const page = await signedInPage(client);
    await page.goto('/dashboard?tab=bookings');
    await visible(page.getByText('No bookings yet', { exact: true }));
    await page.getByRole('button', { name: 'Create New Booking' }).click();
    const form = createDialog(page);
    const send = form.getByRole('button', { name: 'Send Request' });
    const date = isoDate(daysFromNow(20));

    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Professional's email").fill('nobody-here@example.test');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Title').fill('Catalogue day');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Date').fill(date);
    expect(await send.isDisabled()).toBe(false);
    await form.getByLabel('Title').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Title').fill('Catalogue day');

    await send.click();
    await visible(form.getByText('Professional not found with that email', { exact: true }));
    await visible(page.getByText('Failed to create booking', { exact: true }));
    expect(await form.getByLabel("Professional's email").getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel("Professional's email").fill(pro.email);
    await send.dblclick();
    await visible(page.getByText('Booking request sent successfully!', { exact: true }));
    await hidden(form);
    await visible(bookingRow(page, 'Catalogue day'));
    expect(await bookingsList(page).locator('li').count()).toBe(1);
    const stored = await site.db
      .selectFrom('bookings')
      .select('id')
      .where('client_id', '=', client.id)
      .execute();
    expect(stored).toHaveLength(1);

    // Filters: the pending request is there; none is accepted.
    await page.getByLabel('Status').selectOption('accepted');
    await visible(page.getByText('No bookings match these filters', { exact: true }));
    expect(new URL(page.url()).searchParams.get('status')).toBe('accepted');
    await page.getByRole('button', { name: 'Show all bookings' }).click();
    await visible(bookingRow(page, 'Catalogue day'));

    // The professional's Quick Stats count the booking, as their list does.
    const proPage = await signedInPage(pro);
    await proPage.goto('/dashboard');
    const stats = proPage
      .getByRole('heading', { name: 'Quick Stats' })
      .locator('xpath=ancestor::*[@data-slot="card"]');
    await expect
      .poll(
        () =>
          stats
            .getByText('Total bookings', { exact: true })
            .locator('xpath=following-sibling::dd')
            .textContent(),
        {
          timeout: 15_000,
        },
      )
      .toBe('1');
    await proPage.getByRole('tab', { name: 'Bookings' }).click();
    await visible(bookingRow(proPage, 'Catalogue day'));
    expect(await bookingsList(proPage).locator('li').count()).toBe(1);
  });
});

/** Requests a booking through the API as `client`; returns its id. */
async function requestThroughApi(client: Person, pro: Person, title: string): Promise<string> {
  const api = await apiAs(site, client);
  const response = await api.request('POST', '/api/bookings', {
    professionalEmail: pro.email,
    title,
    shootDate: isoDate(daysFromNow(12)),
    startTime: '11:00',
    durationHours: 2,
    timeZone: 'Europe/Berlin',
    rateOffered: 900,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

describe('answering and cancelling in the detail dialog', () => {
  it('a move someone else beat shows the server’s message and the booking as it now is', async () => {
    const client = await person('client', 'Rae Race');
    const pro = await person('photographer', 'Quinn Quick');
    const id = await requestThroughApi(client, pro, 'Race shoot');

    // The client's tab hears no live events, so it still shows the request as pending.
    const page = await signedInPage(client);
    await page.route('**/api/events*', (route) => route.abort());
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    const detail = detailDialog(page, 'Race shoot');
    await detail.getByRole('button', { name: 'Cancel booking' }).click();
    const reason = detail.getByRole('form', { name: 'Cancel booking' });
    await reason.getByLabel(/^Reason for cancelling/).fill('Plans changed');

    // Meanwhile the professional declines.
    const proApi = await apiAs(site, pro);
    const declined = await proApi.request('POST', `/api/bookings/${id}/actions`, {
      action: 'decline',
      expectedStatus: 'pending',
    });
    expect(declined.status).toBe(200);

    await reason.getByRole('button', { name: 'Cancel booking' }).click();
    await visible(page.getByText('Failed to cancel booking', { exact: true }));
    await visible(
      page.getByText('This booking is declined now, so it cannot be cancelled.', { exact: true }),
    );
    await visible(detail.getByText('Declined', { exact: true }));
    await hidden(reason);
    expect(await detail.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
  });

  it('a cancel chosen on a request the professional accepts meanwhile is refused, not cancelling the booking', async () => {
    const client = await person('client', 'Cora Change');
    const pro = await person('photographer', 'Pax Prompt');
    const id = await requestThroughApi(client, pro, 'Changed mind');

    // The client starts withdrawing the request; their tab hears the accept live.
    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    const detail = detailDialog(page, 'Changed mind');
    await detail.getByRole('button', { name: 'Cancel booking' }).click();
    const reason = detail.getByRole('form', { name: 'Cancel booking' });
    await reason.getByLabel(/^Reason for cancelling/).fill('Found someone else');
    const proApi = await apiAs(site, pro);
    const accepted = await proApi.request('POST', `/api/bookings/${id}/actions`, {
      action: 'accept',
      expectedStatus: 'pending',
    });
    expect(accepted.status).toBe(200);
    await visible(detail.getByText('Accepted', { exact: true }));

    // The cancel was chosen on the request: refused, and the booking stays accepted.
    await reason.getByRole('button', { name: 'Cancel booking' }).click();
    await visible(page.getByText('Failed to cancel booking', { exact: true }));
    await visible(
      page.getByText('This booking is accepted now, so it cannot be cancelled.', { exact: true }),
    );
    await hidden(reason);
    const now = await proApi.request('GET', `/api/bookings/${id}`);
    expect(((await now.json()) as { status: string }).status).toBe('accepted');
  });

  it('a suspended professional is not offered Accept, and is told why; a suspended member is not offered Create', async () => {
    const client = await person('client', 'Sol Standing');
    const pro = await person('model', 'Mika Suspended');
    const id = await requestThroughApi(client, pro, 'Suspended answer');
    await site.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Under review' })
      .where('user_id', 'in', [pro.id, client.id])
      .execute();

    const page = await signedInPage(pro);
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    const detail = detailDialog(page, 'Suspended answer');
    await visible(
      detail.getByText(
        'Your account is suspended, so you cannot accept bookings. You can still decline them.',
      ),
    );
    await visible(detail.getByRole('button', { name: 'Decline' }));
    expect(await detail.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    // A suspended member cannot send: no Message beside the client's name.
    expect(await detail.getByRole('link', { name: /^Message/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await visible(
      page.getByText(
        'Your account is suspended, so you cannot request bookings. You can still sign in and read.',
      ),
    );
    expect(await page.getByRole('button', { name: 'Create New Booking' }).count()).toBe(0);

    // Nor Book again, on a booking of theirs that is over.
    const { id: declined } = await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Declined before',
      status: 'declined',
    });
    const clientPage = await signedInPage(client);
    await clientPage.goto(`/dashboard?tab=bookings&booking=${declined}`);
    await visible(detailDialog(clientPage, 'Declined before').getByText('Declined', { exact: true }));
    expect(await clientPage.getByRole('button', { name: 'Book again' }).count()).toBe(0);
  });

  it('a new time by keyboard on a phone: proposed by the client, seen live and accepted by the professional, the booking moved for both', async () => {
    const client = await person('client', 'Tess Time');
    const pro = await person('photographer', 'Paz Lens');
    const id = await requestThroughApi(client, pro, 'Rooftop portraits');
    const proApi = await apiAs(site, pro);
    const accepted = await proApi.request('POST', `/api/bookings/${id}/actions`, {
      action: 'accept',
      expectedStatus: 'pending',
    });
    expect(accepted.status).toBe(200);
    const newDate = isoDate(daysFromNow(19));

    // The professional has the booking open before anything is proposed.
    const proPage = await signedInPage(pro);
    await proPage.goto(`/dashboard?tab=bookings&booking=${id}`);
    const proDetail = detailDialog(proPage, 'Rooftop portraits');
    await visible(proDetail.getByRole('button', { name: 'Propose a new time' }));

    const page = await signedInPage(client, 375);
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    const detail = detailDialog(page, 'Rooftop portraits');
    await visible(
      detail.getByText('The shoot is on. Either of you can propose a new time, or cancel with a reason.', {
        exact: true,
      }),
    );
    await detail.getByRole('button', { name: 'Propose a new time' }).focus();
    await page.keyboard.press('Enter');
    const form = detail.getByRole('form', { name: 'Propose a new time' });
    await visible(form.getByText('In Berlin time, where the shoot is.', { exact: false }));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('shootDate');
    await form.getByLabel('Date', { exact: true }).fill(newDate);
    await form.getByLabel(/^Start time/).fill('15:00');
    // The booking named no place: the form asks where, if it is known now.
    await visible(form.getByText('Where the shoot will be, if it is known now.'));
    await form.getByLabel(/^New place/).fill('Kreuzberg rooftop');
    await form.getByLabel(/^Note/).fill('The light is softer later in the day.');
    await form.getByRole('button', { name: 'Send proposal' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('New time proposed', { exact: true }));
    const mine = detail.getByRole('region', { name: 'You proposed a new time' });
    await visible(mine);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5_000 })
      .toBe('What happens next');
    // The booking keeps its date until the professional accepts.
    await visible(detail.getByText(longDateText(isoDate(daysFromNow(12))), { exact: true }));

    // Live in the professional's open dialog, with the note and both times.
    const theirs = proDetail.getByRole('region', { name: 'Tess Time proposes a new time' });
    await visible(theirs, 15_000);
    expect(await theirs.textContent()).toContain(`${longDateText(newDate)}, 15:00 Berlin time, 2 hours`);
    await visible(theirs.getByText('in Kreuzberg rooftop', { exact: true }));
    expect(await theirs.textContent()).toContain('The light is softer later in the day.');
    expect(await seriousViolations(proPage)).toEqual([]);
    const asked = await site.mail.waitFor(pro.email, /New time proposed: Rooftop portraits/);
    expect(asked.text).toContain('Tess Time proposes to move "Rooftop portraits"');

    await theirs.getByRole('button', { name: 'Accept new time' }).click();
    await visible(proPage.getByText('New time accepted', { exact: true }));
    await hidden(theirs);
    await visible(proDetail.getByText(longDateText(newDate), { exact: true }));
    await visible(proDetail.getByText('Kreuzberg rooftop', { exact: true }));

    // The client's dialog follows: the proposal is gone, the date is the new one, the history says so.
    await hidden(mine);
    await visible(detail.getByText(longDateText(newDate), { exact: true }));
    await visible(detail.getByText('New time accepted by Paz Lens', { exact: true }));
    const agreed = await site.mail.waitFor(client.email, /New time agreed: Rooftop portraits/);
    expect(agreed.text).toContain('Paz Lens accepted the new time you proposed');
  });

  it('cancelling an accepted booking asks for a reason, and the other party is told it by email', async () => {
    const client = await person('client', 'Cas Cancel');
    const pro = await person('model', 'Mia Model');
    const id = await requestThroughApi(client, pro, 'Beach editorial');
    const proApi = await apiAs(site, pro);
    expect(
      (
        await proApi.request('POST', `/api/bookings/${id}/actions`, {
          action: 'accept',
          expectedStatus: 'pending',
        })
      ).status,
    ).toBe(200);

    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    const detail = detailDialog(page, 'Beach editorial');
    await visible(detail.getByText('Accepted', { exact: true }));
    // Only the moves the table allows the client now: no accept, decline or complete.
    for (const move of ['Accept', 'Decline', 'Mark as Completed']) {
      expect(await detail.getByRole('button', { name: move, exact: true }).count(), move).toBe(0);
    }
    await detail.getByRole('button', { name: 'Cancel booking' }).click();
    const form = detail.getByRole('form', { name: 'Cancel booking' });
    await form.getByRole('button', { name: 'Cancel booking' }).click();
    await visible(form.getByText('Please give a reason for cancelling', { exact: true }));
    await form.getByLabel(/^Reason for cancelling/).fill('The location fell through.');
    await form.getByRole('button', { name: 'Cancel booking' }).click();
    await visible(page.getByText('Booking cancelled successfully', { exact: true }));
    await visible(detail.getByText('Cancelled', { exact: true }));
    const mail = await site.mail.waitFor(pro.email, /Booking cancelled: Beach editorial/);
    expect(mail.text).toContain('The location fell through.');
  });
});

describe('the bookings list', () => {
  it('lists newest first, 20 at a time; Load more adds the next page and moves the focus to it', async () => {
    const client = await person('client', 'Lena Long');
    const pro = await person('photographer', 'Pat Pages');
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 23; i++) {
      await createBooking(site.db, {
        clientId: client.id,
        professionalId: pro.id,
        title: `Shoot number ${i + 1}`,
        created_at: new Date(start + i * 60_000),
      });
    }
    const page = await signedInPage(client);
    await page.goto('/dashboard?tab=bookings');
    const list = bookingsList(page);
    await visible(list.getByText('Shoot number 23', { exact: true }));
    expect(await list.locator('li').count()).toBe(20);
    expect((await list.locator('li').first().textContent()) ?? '').toContain('Shoot number 23');
    expect(await list.getByText('Shoot number 3', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Load more' }).click();
    await visible(list.getByText('Shoot number 1', { exact: true }));
    expect(await list.locator('li').count()).toBe(23);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), { timeout: 15_000 })
      .toContain('Shoot number 3');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('closing a booking dialog gives the focus back to what opened it: Book Now, Create New Booking, a booking', async () => {
    const client = await person('client', 'Fern Focus');
    const pro = await person('stylist', 'Kit Keys');
    await createBooking(site.db, { clientId: client.id, professionalId: pro.id, title: 'Focus shoot' });
    const page = await signedInPage(client);
    /** Opens `dialog` from `opener` with the keyboard, closes it with Escape, and asks where the focus is. */
    async function openAndClose(opener: Locator, dialog: Locator) {
      await visible(opener);
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await hidden(dialog);
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    }

    await page.goto(`/profile/${pro.id}`);
    await openAndClose(page.getByRole('button', { name: 'Book Now' }), createDialog(page));

    await page.goto('/dashboard?tab=bookings');
    await openAndClose(page.getByRole('button', { name: 'Create New Booking' }), createDialog(page));
    await openAndClose(bookingRow(page, 'Focus shoot'), detailDialog(page, 'Focus shoot'));
  });

  it("a move's form takes the focus to its first field, and Close gives it back to its button; the request's day is the reader's, its deadline the shoot's zone", async () => {
    const client = await person('client', 'Rey Request');
    const pro = await person('photographer', 'Pia Pacific');
    // Requested at 12:00 UTC within the last day: on Kiritimati (UTC+14) it was the next day.
    const requestedAt = new Date();
    requestedAt.setUTCHours(12, 0, 0, 0);
    if (requestedAt.getTime() > Date.now()) requestedAt.setUTCDate(requestedAt.getUTCDate() - 1);
    const { id } = await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Island light',
      created_at: requestedAt,
    });
    const localDay = new Date(requestedAt.getTime() + 14 * 3_600_000);
    // A detail's date: 'MMMM dd, yyyy'.
    const expectedDay = localDay.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: '2-digit',
      year: 'numeric',
    });

    const page = await signedInPage(pro, 1280, { timezoneId: 'Pacific/Kiritimati' });
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    const detail = detailDialog(page, 'Island light');
    await visible(detail.getByText(`Requested ${expectedDay}`, { exact: true }));
    // Its deadline, 7 days after it was made (the shoot is later), in the shoot's zone (UTC
    // here, 12:00 there), not the reader's: in the detail and in its row.
    const deadline = new Date(requestedAt.getTime() + 7 * 86_400_000);
    const deadlineDay = (month: 'long' | 'short') =>
      deadline.toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month,
        day: '2-digit',
        ...(month === 'long' ? { year: 'numeric' } : {}),
      });
    await visible(
      detail.getByText(`Answer this one by ${deadlineDay('long')} at 12:00 UTC.`, { exact: false }),
    );
    expect(await page.locator(`[data-booking="${id}"]`).textContent()).toContain(
      `Answer by ${deadlineDay('short')}, 12:00 UTC`,
    );

    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    for (const [move, field] of [
      ['Accept', /^Counter rate/],
      ['Decline', /^Notes/],
    ] as const) {
      const button = detail.getByRole('button', { name: move, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(detail.getByLabel(field))).toBe(true);
      await detail
        .getByRole('form', { name: move })
        .getByRole('button', { name: 'Close', exact: true })
        .click();
      await expect.poll(() => isFocused(button)).toBe(true);
    }

    // At 320 px a label reads as a sentence: 'Counter rate ($) (optional)' on one line, not
    // its words squeezed into two beside the mark.
    await page.setViewportSize({ width: 320, height: 700 });
    await detail.getByRole('button', { name: 'Accept', exact: true }).click();
    const label = detail.locator('label').filter({ hasText: /^Counter rate/ });
    const lines = await label.evaluate((element) => {
      const words = element.firstElementChild ?? element;
      return element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(words).lineHeight);
    });
    expect(Math.round(lines)).toBe(1);
  });

  it('a conversation shows the open bookings with its member (else the last one); one opens its detail, and closing it returns to the thread', async () => {
    const client = await person('client', 'Cleo Context');
    const pro = await person('stylist', 'Pax Context');
    const parties = { clientId: client.id, professionalId: pro.id };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createBooking(site.db, { ...parties, title: 'Open request', created_at: minutesAgo(1) });
    await createBooking(site.db, {
      ...parties,
      title: 'On for Friday',
      status: 'accepted',
      created_at: minutesAgo(2),
    });
    await createBooking(site.db, {
      ...parties,
      title: 'Turned down',
      status: 'declined',
      created_at: minutesAgo(3),
    });
    // Past its 7 days: it reads as expired, so it is not open.
    await createBooking(site.db, { ...parties, title: 'Long waiting', created_at: daysFromNow(-8) });
    const elsewhere = await person('client', 'Bo Elsewhere');
    await createBooking(site.db, {
      clientId: elsewhere.id,
      professionalId: pro.id,
      title: 'Someone else’s shoot',
      created_at: minutesAgo(4),
    });

    const page = await signedInPage(pro, 375);
    await page.goto(`/dashboard?tab=messages&with=${client.id}`);
    const open = page.getByRole('list', { name: 'Open bookings together' });
    await visible(open);
    expect((await open.getByRole('link').allTextContents()).map((text) => text.replace(/\s+/g, ' '))).toEqual(
      [
        expect.stringMatching(/^Open request, .+, Pending$/),
        expect.stringMatching(/^On for Friday, .+, Accepted$/),
      ],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await open.getByRole('link', { name: /^On for Friday/ }).click();
    const detail = detailDialog(page, 'On for Friday');
    await visible(detail);
    await page.keyboard.press('Escape');
    await hidden(detail);
    await visible(page.getByRole('list', { name: 'Open bookings together' }));
    expect(new URL(page.url()).searchParams.get('with')).toBe(client.id);

    // Past ones too: 'All bookings with …' opens the Bookings tab with only theirs, and
    // Back returns to the conversation.
    await page.getByRole('link', { name: 'All bookings with Cleo Context' }).click();
    await visible(page.getByText('Only your bookings with Cleo Context.', { exact: true }));
    const titles = ['Open request', 'On for Friday', 'Turned down', 'Long waiting', 'Someone else’s shoot'];
    const listed = async () =>
      (await bookingsList(page).getByRole('link').allTextContents()).map((text) =>
        titles.find((title) => text.includes(title)),
      );
    await expect.poll(listed).toEqual(['Open request', 'On for Friday', 'Turned down', 'Long waiting']);
    expect(new URL(page.url()).searchParams.get('member')).toBe(client.id);
    await page.getByRole('button', { name: 'Show bookings with everyone' }).click();
    await visible(bookingRow(page, 'Someone else’s shoot'));
    expect(new URL(page.url()).searchParams.get('member')).toBeNull();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('messages');
    await visible(page.getByRole('list', { name: 'Open bookings together' }));

    // With only past bookings, the last one they had, and the way to all of them.
    const regular = await person('client', 'Rey Regular');
    await createBooking(site.db, {
      clientId: regular.id,
      professionalId: pro.id,
      title: 'Spring shoot',
      status: 'completed',
      shoot_date: isoDate(daysFromNow(-30)),
      completed_at: daysFromNow(-29),
      created_at: daysFromNow(-40),
    });
    await createBooking(site.db, {
      clientId: regular.id,
      professionalId: pro.id,
      title: 'Summer shoot',
      status: 'cancelled',
      created_at: daysFromNow(-5),
    });
    await page.goto(`/dashboard?tab=messages&with=${regular.id}`);
    const last = page.getByRole('list', { name: 'Your last booking together' });
    await visible(last);
    expect((await last.getByRole('link').allTextContents()).map((text) => text.replace(/\s+/g, ' '))).toEqual(
      [expect.stringMatching(/^Summer shoot, .+, Cancelled$/)],
    );
    await visible(page.getByRole('link', { name: 'All bookings with Rey Regular' }));
    expect(await page.getByRole('list', { name: 'Open bookings together' }).count()).toBe(0);

    // Between two members with no booking, nothing above the thread; a request made
    // meanwhile appears there without a reload.
    const stranger = await person('model', 'Sia Stranger');
    await page.goto(`/dashboard?tab=messages&with=${stranger.id}`);
    await visible(page.getByText('No messages yet. Say hello to Sia Stranger.', { exact: true }));
    expect(await page.getByRole('list', { name: 'Open bookings together' }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Your last booking together' }).count()).toBe(0);
    await requestThroughApi(stranger, pro, 'Fresh ask');
    await visible(
      page.getByRole('list', { name: 'Open bookings together' }).getByRole('link', { name: /^Fresh ask/ }),
    );

    // The conversation's menu leads to the bookings with its member too, by keyboard.
    await page.getByRole('button', { name: 'Conversation options' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'All bookings with Sia Stranger' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('Only your bookings with Sia Stranger.', { exact: true }));
    await expect.poll(() => bookingsList(page).getByRole('link').count()).toBe(1);
    await visible(bookingRow(page, 'Fresh ask'));
  });

  it('Book again asks the professional of a declined booking again, filled in but the date, and opens the new request', async () => {
    const client = await person('client', 'Rhea Repeat');
    const pro = await person('photographer', 'Rio Again');
    const { id } = await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Rooftop portraits',
      status: 'declined',
      start_time: '18:30',
      duration_hours: 3,
      time_zone: 'Europe/Lisbon',
      location: 'Lisbon',
      rate_offered: 720,
      description: 'Golden hour, two looks.',
    });

    // The professional of it is not offered it.
    const proPage = await signedInPage(pro);
    await proPage.goto(`/dashboard?tab=bookings&booking=${id}`);
    await visible(detailDialog(proPage, 'Rooftop portraits').getByText('Declined', { exact: true }));
    expect(await proPage.getByRole('button', { name: 'Book again' }).count()).toBe(0);

    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    await detailDialog(page, 'Rooftop portraits').getByRole('button', { name: 'Book again' }).click();
    const form = createDialog(page);
    await visible(form.getByText('Rio Again', { exact: true }));
    expect(await form.getByLabel('Title').inputValue()).toBe('Rooftop portraits');
    expect(await form.getByLabel(/^Start time/).inputValue()).toBe('18:30');
    expect(await form.getByLabel(/^Duration/).inputValue()).toBe('3');
    expect(await form.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Europe/Lisbon');
    expect(await form.getByLabel(/^Location/).inputValue()).toBe('Lisbon');
    expect(await form.getByLabel(/^Rate offered/).inputValue()).toBe('720');
    expect(await form.getByLabel(/^Description/).inputValue()).toBe('Golden hour, two looks.');
    // The date is what is left: empty, and it has the focus.
    const date = form.getByLabel('Date');
    expect(await date.inputValue()).toBe('');
    await expect.poll(() => date.evaluate((element) => element === document.activeElement)).toBe(true);
    // A day the professional is already booked on is said, not refused.
    const other = await person('client', 'Otto Other');
    await createBooking(site.db, {
      clientId: other.id,
      professionalId: pro.id,
      status: 'accepted',
      rate_accepted: 500,
      shoot_date: isoDate(daysFromNow(19)),
    });
    const booked = form.getByText(
      'Rio Again already has a shoot booked on this day. You can still ask: they decide whether they can take another.',
    );
    await date.fill(isoDate(daysFromNow(19)));
    await visible(booked);
    await date.fill(isoDate(daysFromNow(20)));
    await expect.poll(() => booked.count()).toBe(0);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await visible(page.getByText('Booking request sent successfully!', { exact: true }));

    // The new request opens in place of the old one, and both are listed.
    const opened = new URL(page.url()).searchParams.get('booking');
    expect(opened).toBeTruthy();
    expect(opened).not.toBe(id);
    const detail = detailDialog(page, 'Rooftop portraits');
    await visible(detail.getByText('Pending', { exact: true }));
    await visible(detail.getByText('$720', { exact: true }));
    const rows = await site.db
      .selectFrom('bookings')
      .select(['status', 'start_time', 'time_zone'])
      .where('client_id', '=', client.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['declined', 'pending']);
    expect(rows[1]).toMatchObject({ time_zone: 'Europe/Lisbon' });
  });

  it('searches the list by title or name as one types, in the address (reload, the detail and back keep it); Escape and Show all bookings empty it', async () => {
    const pro = await person('photographer', 'Quinn Query');
    const harbour = await person('client', 'Harbour Studio');
    const meadow = await person('client', 'Meadow Label');
    for (const [client, title, hoursAgo] of [
      [harbour, 'Dock portraits', 3],
      [meadow, 'Harbour walk lookbook', 2],
      [meadow, 'Spring catalogue', 1],
    ] as const)
      await createBooking(site.db, {
        clientId: client.id,
        professionalId: pro.id,
        title,
        created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      });

    const page = await signedInPage(pro, 375);
    await page.goto('/dashboard?tab=bookings');
    const all = ['Spring catalogue', 'Harbour walk lookbook', 'Dock portraits'];
    const titles = () =>
      bookingsList(page)
        .getByRole('link')
        .evaluateAll(
          (links, known) => links.map((link) => known.find((title) => link.textContent?.includes(title))),
          all,
        );
    await expect
      .poll(titles, { timeout: 15_000 })
      .toEqual(['Spring catalogue', 'Harbour walk lookbook', 'Dock portraits']);

    // 'harbour' is a title's word and a client's name.
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('harbour');
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Harbour walk lookbook', 'Dock portraits']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('harbour');
    await page.reload();
    expect(await box.inputValue()).toBe('harbour');
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Harbour walk lookbook', 'Dock portraits']);
    await bookingRow(page, 'Dock portraits').click();
    const detail = detailDialog(page, 'Dock portraits');
    await visible(detail);
    await page.keyboard.press('Escape');
    await hidden(detail);
    expect(await box.inputValue()).toBe('harbour');
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Harbour walk lookbook', 'Dock portraits']);

    // With a status too; none found: Show all bookings empties every filter, the box too.
    await page.getByLabel('Status').selectOption('completed');
    await visible(page.getByText('No bookings match these filters', { exact: true }));
    await page.getByRole('button', { name: 'Show all bookings' }).click();
    await expect
      .poll(titles, { timeout: 15_000 })
      .toEqual(['Spring catalogue', 'Harbour walk lookbook', 'Dock portraits']);
    expect(await box.inputValue()).toBe('');
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);

    // Escape empties the box, and the list follows.
    await box.fill('spring');
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Spring catalogue']);
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
    await expect
      .poll(titles, { timeout: 15_000 })
      .toEqual(['Spring catalogue', 'Harbour walk lookbook', 'Dock portraits']);
  });

  it('the Bookings tab says how much awaits my answer (requests, new times), and shows only that on request', async () => {
    const client = await person('client', 'Ada Asking');
    const pro = await person('photographer', 'Pei Pending');
    const other = await person('model', 'Mo Other');
    const mine = { clientId: client.id, professionalId: pro.id };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createBooking(site.db, { ...mine, title: 'First ask', created_at: minutesAgo(1) });
    await createBooking(site.db, { ...mine, title: 'Second ask', created_at: minutesAgo(2) });
    await createBooking(site.db, {
      ...mine,
      title: 'Already on',
      status: 'accepted',
      created_at: minutesAgo(3),
    });
    await createBooking(site.db, { ...mine, title: 'Too old', created_at: daysFromNow(-8) });
    // Asked by the professional of someone else: it awaits the other's answer, not theirs.
    await createBooking(site.db, { clientId: pro.id, professionalId: other.id, title: 'My own ask' });
    // New times: one the client proposed awaits the professional, theirs awaits the other.
    const proposal = (by: 'client' | 'professional') => ({
      status: 'accepted' as const,
      proposed_by: by,
      proposed_at: new Date(),
      proposed_shoot_date: isoDate(daysFromNow(20)),
      proposed_start_time: '09:00',
    });
    await createBooking(site.db, {
      ...mine,
      title: 'Moved by them',
      created_at: minutesAgo(4),
      ...proposal('client'),
    });
    await createBooking(site.db, { ...mine, title: 'Moved by me', ...proposal('professional') });

    const titles = [
      'First ask',
      'Second ask',
      'Already on',
      'Too old',
      'My own ask',
      'Moved by them',
      'Moved by me',
    ];
    const listed = async () =>
      (await bookingsList(page).getByRole('link').allTextContents()).map((text) =>
        titles.find((title) => text.includes(title)),
      );
    const page = await signedInPage(pro, 375);
    await page.goto('/dashboard?tab=bookings');
    await visible(page.getByText('3 bookings await your answer.', { exact: true }));
    await visible(page.getByRole('tab', { name: /^Bookings\s*3 bookings await your answer$/ }));
    // By keyboard: the focus stays on the note, on its other button.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.getByRole('button', { name: /^Show them\s*: the bookings awaiting your answer$/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(listed).toEqual(['First ask', 'Second ask', 'Moved by them']);
    expect(new URL(page.url()).searchParams.get('awaiting')).toBe('me');
    // Shown, the list says so instead, with the way back to all.
    expect(await page.getByText('3 bookings await your answer.', { exact: true }).count()).toBe(0);
    await visible(page.getByText('Only the bookings awaiting your answer.'));
    await expect.poll(focused).toBe('Show all bookings');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await listed()).length).toBe(7);
    expect(new URL(page.url()).searchParams.get('awaiting')).toBeNull();
    await expect.poll(focused).toBe('Show them: the bookings awaiting your answer');

    // The other member's new time is theirs to answer, not the professional's: the client's count.
    const clientPage = await signedInPage(client, 375);
    await clientPage.goto('/dashboard?tab=bookings');
    await visible(clientPage.getByText('1 new time awaits your answer.', { exact: true }));
    await clientPage.getByRole('button', { name: /^Show them/ }).click();
    await expect
      .poll(async () => (await bookingsList(clientPage).getByRole('link').allTextContents()).join('|'))
      .toContain('Moved by me');
    expect(await bookingsList(clientPage).getByRole('link').count()).toBe(1);
    // Coming up says it of each shoot too, from the client's side.
    await clientPage.goto('/dashboard');
    const comingUp = clientPage.getByRole('list', { name: 'Shoots coming up' });
    await visible(comingUp.getByRole('link', { name: /^Moved by me.+New time to answer$/ }));
    await visible(comingUp.getByRole('link', { name: /^Moved by them.+New time proposed$/ }));
    await visible(clientPage.getByText('1 new time awaits your answer.', { exact: true }));
  });

  it('the overview shows the shoots coming up, soonest first, each a press from its detail, and follows changes live', async () => {
    const client = await person('client', 'Una Upcoming');
    const pro = await person('photographer', 'Cy Coming');
    const parties = { clientId: client.id, professionalId: pro.id };
    const accepted = (title: string, days: number) =>
      createBooking(site.db, {
        ...parties,
        title,
        status: 'accepted',
        rate_accepted: 500,
        shoot_date: isoDate(daysFromNow(days)),
        start_time: '10:00',
        time_zone: 'America/New_York',
      });
    await accepted('Next week', 7);
    const tomorrow = await accepted('Tomorrow', 1);
    await accepted('Later on', 30);
    await accepted('Much later', 60);
    const lastWeek = await accepted('Last week, never completed', -7);
    await createBooking(site.db, { ...parties, title: 'Still asking' });

    const page = await signedInPage(pro, 375);
    await page.goto('/dashboard');
    const comingUp = page.getByRole('list', { name: 'Shoots coming up' });
    const shown = async () =>
      (await comingUp.getByRole('link').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    await visible(comingUp);
    // Each: its tile, title, weekday (another year's with its date), time in the shoot's zone, with whom.
    expect(await shown()).toEqual([
      expect.stringMatching(
        /^\w{3}\d+Tomorrow.*[A-Z][a-z]{2}(, \w{3} \d\d, \d{4})? · 10:00 New York timewith Una Upcoming$/,
      ),
      expect.stringMatching(
        /^\w{3}\d+Next week.*[A-Z][a-z]{2}(, \w{3} \d\d, \d{4})? · 10:00 New York timewith Una Upcoming$/,
      ),
      expect.stringMatching(
        /^\w{3}\d+Later on.*[A-Z][a-z]{2}(, \w{3} \d\d, \d{4})? · 10:00 New York timewith Una Upcoming$/,
      ),
    ]);
    // Read out with its full date (the tile is for the eye).
    await visible(comingUp.getByRole('link', { name: `Tomorrow ${longDateText(isoDate(daysFromNow(1)))},` }));
    await visible(page.getByText('1 booking request awaits your answer.', { exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page), 'the overview at 375 px').toEqual([]);

    // A shoot opens its detail; Escape comes back to the overview.
    await comingUp.getByRole('link', { name: /^Tomorrow/ }).click();
    const detail = detailDialog(page, 'Tomorrow');
    await visible(detail);
    await page.keyboard.press('Escape');
    await hidden(detail);
    await visible(comingUp);
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();

    // The client cancels tomorrow's shoot: it leaves the professional's card without a
    // reload, and the next one takes its place.
    const api = await apiAs(site, client);
    const cancel = await api.request('POST', `/api/bookings/${tomorrow.id}/actions`, {
      action: 'cancel',
      reason: 'The studio flooded.',
      expectedStatus: 'accepted',
    });
    expect(cancel.status).toBe(200);
    const titles = ['Next week', 'Later on', 'Much later', 'Tomorrow'];
    await expect
      .poll(async () => (await shown()).map((text) => titles.find((title) => text.includes(title))))
      .toEqual(['Next week', 'Later on', 'Much later']);

    // 'Show them' lists only what awaits the answer.
    await page.getByRole('link', { name: /^Show them\s*: the bookings awaiting your answer$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('awaiting')).toBe('me');
    await visible(bookingRow(page, 'Still asking'));

    // The client sees the same shoots from their side, and is asked nothing.
    const clientPage = await signedInPage(client);
    await clientPage.goto('/dashboard');
    const clientComingUp = clientPage.getByRole('list', { name: 'Shoots coming up' });
    await visible(clientComingUp.getByRole('link', { name: /^Next week.+with Cy Coming$/ }));
    expect(await clientComingUp.getByRole('link').count()).toBe(3);
    expect(await clientPage.getByText(/await(s)? your answer/).count()).toBe(0);

    // The professional's overview is open, with its live events.
    const proStream = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
    );
    await page.goto('/dashboard');
    await visible(comingUp);
    await proStream;
    const toAnswer = page.getByRole('list', { name: 'Reviews awaiting your answer' });
    expect(await toAnswer.count()).toBe(0);

    // The professional completes last week's shoot: without a reload, the client is asked
    // for a review, and Review puts the focus on the stars.
    const awaitingReview = clientPage.getByRole('list', { name: 'Bookings awaiting your review' });
    expect(await awaitingReview.count()).toBe(0);
    const complete = await (await apiAs(site, pro)).request('POST', `/api/bookings/${lastWeek.id}/actions`, {
      action: 'complete',
      expectedStatus: 'accepted',
    });
    expect(complete.status).toBe(200);
    const toReview = awaitingReview.getByRole('link', {
      name: /^Last week, never completed\s*with Cy Coming\s*14 days left to review$/,
    });
    await visible(toReview);
    expect(await seriousViolations(clientPage), 'the overview awaiting a review').toEqual([]);
    await toReview.click();
    const completed = detailDialog(clientPage, 'Last week, never completed');
    const firstStar = completed.getByRole('radio', { name: '1 star' });
    await expect.poll(() => firstStar.evaluate((star) => star === document.activeElement)).toBe(true);
    await clientPage.keyboard.press('ArrowRight');
    await completed.getByLabel(/^Your review/).fill('Calm and quick.');
    await completed.getByRole('button', { name: 'Post review' }).click();
    await visible(completed.getByRole('heading', { name: 'Your review' }));
    // Reviewed, it is no longer asked for.
    await clientPage.keyboard.press('Escape');
    await hidden(completed);
    await visible(clientComingUp);
    await expect.poll(() => awaitingReview.count()).toBe(0);

    // The review reaches the professional's overview live; opened, the focus is on the answer.
    const review = toAnswer.getByRole('link', {
      name: /^Rated 2 out of 5\s*from Una Upcoming\s*Last week, never completed\s*“Calm and quick\.”$/,
    });
    await visible(review);
    expect(await seriousViolations(page), 'the overview with a review to answer').toEqual([]);
    await review.click();
    const answering = detailDialog(page, 'Last week, never completed');
    const answer = answering.getByRole('textbox', { name: 'Answer this review' });
    await expect.poll(() => answer.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.type('Thank you, Una.');
    await answering.getByRole('button', { name: 'Post answer' }).click();
    await visible(answering.getByText('Thank you, Una.'));
    await page.keyboard.press('Escape');
    await hidden(answering);
    await visible(comingUp);
    await expect.poll(() => toAnswer.count()).toBe(0);
  });

  it('a request past its time reads as expired, badge too, without moves, before the expiry job has run', async () => {
    const client = await person('client', 'Oda Overdue');
    const pro = await person('photographer', 'Pim Patient');
    const statusOf = async (id: string) =>
      (await site.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    const overdueRequestShown = async () => {
      const { id } = await createBooking(site.db, {
        clientId: client.id,
        professionalId: pro.id,
        title: 'Eight days waiting',
        created_at: new Date(Date.now() - 8 * 86_400_000),
      });
      try {
        for (const member of [pro, client]) {
          const page = await signedInPage(member, 1280);
          await page.goto(`/dashboard?tab=bookings&booking=${id}`);
          const detail = detailDialog(page, 'Eight days waiting');
          await visible(
            detail.getByText('This booking is expired now, so it can no longer be answered or cancelled.', {
              exact: true,
            }),
          );
          expect(await detail.getByText(/waiting for/i).count()).toBe(0);
          // Its badge says the same, in the detail and on its row in the list.
          await visible(detail.getByText('Expired', { exact: true }));
          expect(await detail.getByText('Pending', { exact: true }).count()).toBe(0);
          const row = page.locator(`[data-booking="${id}"]`);
          await expect.poll(() => row.textContent()).toContain('Expired');
          expect(await row.textContent()).not.toContain('Pending');
          for (const move of ['Accept', 'Decline', 'Cancel booking'])
            expect(await detail.getByRole('button', { name: move, exact: true }).count()).toBe(0);
          await page.context().close();
        }
        // Still pending in the database: the page said so itself, nothing was changed for it.
        expect(await statusOf(id)).toBe('pending');
      } catch (error) {
        // The expiry job (every five minutes) expired it meanwhile: the case did not happen.
        if ((await statusOf(id)) === 'expired') return false;
        throw error;
      }
      return true;
    };
    // Once more if the job ran meanwhile; it does not run again for minutes.
    if (!(await overdueRequestShown())) expect(await overdueRequestShown()).toBe(true);
  });

  it('a list that failed while the server was away is read again once the live stream is back', async () => {
    const client = await person('client', 'Olu Outage');
    const pro = await person('model', 'Rae Return');
    await createBooking(site.db, { clientId: client.id, professionalId: pro.id, title: 'After the outage' });
    // The stream resumes after the newest event kept, so nothing is missed and nothing reset.
    const newest = await site.db
      .selectFrom('member_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const page = await signedInPage(client);
    let away = true;
    let streams = 0;
    await page.route('**/api/events*', async (route) => {
      streams++;
      if (streams === 1) {
        // The first stream carries one event (the next one resumes after it), then drops.
        return route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
          body: `id: ${newest?.id ?? 0}\nevent: unread.changed\ndata: {"type":"unread.changed","unreadTotal":0}\n\n`,
        });
      }
      return away ? route.abort() : route.continue();
    });
    await page.route(
      (url) => url.pathname === '/api/bookings',
      (route) =>
        away
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Back in a moment.' } }),
            })
          : route.continue(),
    );
    await page.goto('/dashboard?tab=bookings');
    await visible(page.getByText('Failed to load bookings', { exact: true }));
    await expect.poll(() => streams, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

    // The server answers again: the list is read again without Try again.
    away = false;
    await visible(bookingRow(page, 'After the outage'), 30_000);
  });

  it('a booking opened from the list and closed leaves one entry in the history: Back leaves the list', async () => {
    const client = await person('client', 'Bea Back');
    const pro = await person('model', 'Ned Nav');
    const id = await requestThroughApi(client, pro, 'History shoot');
    const page = await signedInPage(client);
    await page.goto(`/profile/${pro.id}`);
    await page.goto('/dashboard?tab=bookings');
    for (let round = 0; round < 2; round++) {
      await bookingRow(page, 'History shoot').click();
      await visible(detailDialog(page, 'History shoot'));
      expect(new URL(page.url()).searchParams.get('booking')).toBe(id);
      await page.keyboard.press('Escape');
      await hidden(detailDialog(page, 'History shoot'));
      await expect.poll(() => new URL(page.url()).searchParams.get('booking')).toBeNull();
    }
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/profile/${pro.id}`);

    // Opened from a link (an email's), closing drops it from the address and Back goes to
    // where the member was before the link.
    await page.goto(`/dashboard?tab=bookings&booking=${id}`);
    await visible(detailDialog(page, 'History shoot'));
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('booking')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/profile/${pro.id}`);
  });
});

describe('booking times are the shoot’s local time', () => {
  it('a 10:00 New York shoot requested from Lisbon reads 10:00 New York time for both parties and in the email', async () => {
    const client = await person('client', 'Lia Lisbon');
    const pro = await person('videographer', 'Tom Tokyo');
    const date = isoDate(daysFromNow(30));

    const page = await signedInPage(client, 1280, { timezoneId: 'Europe/Lisbon' });
    await page.goto('/dashboard?tab=bookings');
    await page.getByRole('button', { name: 'Create New Booking' }).click();
    const form = createDialog(page);
    // The zone defaults to the browser's.
    expect(await form.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Europe/Lisbon');
    await form.getByLabel("Professional's email").fill(pro.email);
    await form.getByLabel('Title').fill('Hudson river film');
    await form.getByLabel('Date').fill(date);
    await form.getByLabel(/^Start time/).fill('10:00');
    await form.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await visible(page.getByText('Booking request sent successfully!', { exact: true }));

    const row = bookingRow(page, 'Hudson river film');
    await visible(row);
    expect(await row.textContent()).toContain('10:00 New York time');
    await row.click();
    const detail = detailDialog(page, 'Hudson river film');
    await visible(detail.getByText('10:00 New York time'));
    await visible(detail.getByText('America/New York'));

    // The professional, in Tokyo, reads the same time.
    const proPage = await signedInPage(pro, 1280, { timezoneId: 'Asia/Tokyo' });
    await proPage.goto('/dashboard?tab=bookings');
    const proRow = bookingRow(proPage, 'Hudson river film');
    await visible(proRow);
    expect(await proRow.textContent()).toContain('10:00 New York time');
    const mail = await site.mail.waitFor(pro.email, /New booking request: Hudson river film/);
    expect(mail.text).toContain('10:00 New York time');
  });
});

describe('the bookings screens on a phone and on a desktop', () => {
  it('have no serious or critical axe violation: the tab, the create dialog and the detail dialog, at 375 and 1280 px', async () => {
    const client = await person('client', 'Axe Client');
    const pro = await person('stylist', 'Axe Stylist');
    const api = await apiAs(site, client);
    const created = await api.request('POST', '/api/bookings', {
      professionalEmail: pro.email,
      title: 'Accessible shoot',
      shootDate: isoDate(daysFromNow(10)),
      startTime: '09:00',
      durationHours: 3,
      timeZone: 'Europe/Paris',
      location: 'Paris',
      rateOffered: 800,
      description: 'A morning in the studio.',
    });
    expect(created.status).toBe(201);

    for (const width of [375, 1280]) {
      const page = await signedInPage(pro, width);
      await page.goto('/dashboard?tab=bookings');
      const row = bookingRow(page, 'Accessible shoot');
      await visible(row);
      expect(await seriousViolations(page), `${width}: the tab`).toEqual([]);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits(), `${width}: the tab fits`).toBe(true);

      const create = page.getByRole('button', { name: 'Create New Booking' });
      await create.click();
      await visible(createDialog(page).getByLabel('Title'));
      expect(await seriousViolations(page), `${width}: the create dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await hidden(createDialog(page));
      // The closed dialog has given the focus back: it cannot take it from the row below.
      await expect.poll(() => create.evaluate((button) => button === document.activeElement)).toBe(true);

      // The keyboard opens the detail: Enter on the row.
      await row.press('Enter');
      const detail = detailDialog(page, 'Accessible shoot');
      await visible(detail.getByRole('button', { name: 'Accept', exact: true }));
      expect(await seriousViolations(page), `${width}: the detail dialog`).toEqual([]);
      await detail.getByRole('button', { name: 'Accept', exact: true }).click();
      await visible(detail.getByLabel(/^Counter rate/));
      expect(await seriousViolations(page), `${width}: the accept form`).toEqual([]);
      await page.keyboard.press('Escape');
      await hidden(detail);
    }
  });
});

describe('calendar link in Settings', () => {
  it('gets, copies, replaces and turns off the link by keyboard; the link serves the accepted bookings and open requests', async () => {
    const pro = await person('photographer', 'Cal Lens');
    const client = await person('client', 'Cal Client');
    await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Rooftop portraits',
      status: 'accepted',
    });
    await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Maybe later',
      status: 'pending',
    });
    await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Said no',
      status: 'declined',
    });
    const page = await signedInPage(pro, 375);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/dashboard?tab=settings#calendar');
    const card = page.getByRole('region', { name: 'Calendar', exact: true });
    const make = card.getByRole('button', { name: 'Get a calendar link' });
    await visible(make);
    await make.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('Your calendar link is ready. Add it to your calendar app.'));
    const field = card.getByLabel('Your calendar link');
    // The keyboard is on the link, selected, ready to copy.
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    const url = await field.inputValue();
    const read = (address: string) => fetch(new URL(new URL(address).pathname, site.server.url));

    const feed = await read(url);
    expect(feed.status).toBe(200);
    const ics = await feed.text();
    expect(ics).toContain('SUMMARY:Rooftop portraits');
    // A request not answered yet is a tentative hold; a declined one is not there.
    expect(ics).toContain('SUMMARY:Request: Maybe later');
    expect(ics).not.toContain('Said no');

    await card.getByRole('button', { name: 'Copy link' }).click();
    await visible(page.getByText('Calendar link copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A new link asks first; Escape keeps the one there is.
    await card.getByRole('button', { name: 'Make a new link' }).click();
    const question = page.getByRole('dialog', { name: 'Make a new calendar link?' });
    await visible(question);
    await page.keyboard.press('Escape');
    await hidden(question);
    expect(await field.inputValue()).toBe(url);
    await card.getByRole('button', { name: 'Make a new link' }).click();
    await question.getByRole('button', { name: 'Make a new link' }).click();
    await visible(page.getByText('A new calendar link is ready. The old one no longer works.'));
    await expect.poll(() => field.inputValue()).not.toBe(url);
    const renewed = await field.inputValue();
    expect((await read(url)).status).toBe(404);
    expect((await read(renewed)).status).toBe(200);

    await card.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off your calendar link?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await visible(page.getByText('Your calendar link is turned off. Calendars using it stop updating.'));
    await expect.poll(() => make.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await read(renewed)).status).toBe(404);
  });
});
