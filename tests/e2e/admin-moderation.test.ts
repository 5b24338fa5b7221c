import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBooking, createMessage, createReview } from '../../src/server/db/seed/factories.js';
import { seriousViolations } from './support/axe.js';
import { HttpSession } from './support/http.js';
import { newMember } from './support/members.js';
import { DESKTOP, openPage, PHONE, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// The admin area's moderation tabs in the browser (docs/product.md, Admin tabs;
// Moderation; Audit log): a super_admin accepts a pending booking, deletes a message (the
// member no longer sees it), acts on a report, hides a review (it leaves the profile), and
// finds each in the audit log; a moderator reads a contact form message. Members, their
// sessions and their records are written straight into the server's database.

const site = setupSite();

async function hidden(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.first().isVisible(), { timeout }).toBe(false);
}

/** Two members, a pending booking, their messages, a report of one, and a review to moderate. */
async function scene() {
  const admin = await newMember(site, {
    admin: 'super_admin',
    profile: { role: 'client', display_name: 'Ada Admin' },
  });
  const client = await newMember(site, { profile: { role: 'client', display_name: 'Nora Brand' } });
  const pro = await newMember(site, {
    profile: { role: 'photographer', display_name: 'Ava Lens', is_available: true },
  });
  const booking = await createBooking(site.db, {
    clientId: client.id,
    professionalId: pro.id,
    title: 'Harbour lookbook',
    rate_offered: 1800,
  });
  // Unanswered for 8 days: past its time, whether or not the expiry job has run yet.
  await createBooking(site.db, {
    clientId: client.id,
    professionalId: pro.id,
    title: 'Lapsed request',
    created_at: new Date(Date.now() - 8 * 86_400_000),
  });
  await createMessage(site.db, {
    senderId: client.id,
    recipientId: pro.id,
    content: 'Looking forward to the shoot',
    createdAt: new Date(Date.now() - 120_000),
  });
  const rude = await createMessage(site.db, {
    senderId: client.id,
    recipientId: pro.id,
    content: '<b>You are useless</b> & slow',
    createdAt: new Date(Date.now() - 60_000),
  });
  const spam = await createMessage(site.db, {
    senderId: pro.id,
    recipientId: client.id,
    content: 'Cheap followers at example.test',
  });
  await site.db
    .insertInto('reports')
    .values({ reporter_id: client.id, member_id: pro.id, message_id: spam.id, reason: 'Spam in my inbox' })
    .execute();
  const done = await createBooking(site.db, {
    clientId: client.id,
    professionalId: pro.id,
    title: 'Studio portraits',
    status: 'completed',
    completed_at: new Date(),
  });
  await createReview(site.db, { bookingId: done.id, rating: 1, comment: 'Their home address is 1 Elm St' });
  return { admin, client, pro, booking, rude, spam };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const row = (page: Page, label: string, text: string) =>
  page.getByRole('table', { name: label }).getByRole('row').filter({ hasText: text });

describe('moderation as a super_admin', () => {
  it('accepts a booking, deletes a message, acts on a report and hides a review, each in the audit log', {
    timeout: 180_000,
  }, async () => {
    const { admin, client, pro } = await scene();
    const page = await openPage(site, { as: admin });

    // Bookings: accept the pending request, with a reason.
    await page.goto('/admin?tab=bookings');
    const bookingRow = row(page, 'Latest bookings', 'Harbour lookbook');
    await visible(bookingRow);
    expect(await bookingRow.textContent()).toContain('$1,800');
    expect(await bookingRow.textContent()).toContain('Pending');
    // A request past its time reads Expired and is not offered to accept or decline.
    const lapsedRow = row(page, 'Latest bookings', 'Lapsed request');
    await visible(lapsedRow.getByText('Expired', { exact: true }));
    expect(await lapsedRow.getByRole('button', { name: /^(Accept|Decline)$/ }).count()).toBe(0);
    await visible(lapsedRow.getByRole('button', { name: 'Set status' }));
    await bookingRow.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = page.getByRole('dialog', { name: 'Accept “Harbour lookbook”' });
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await visible(accept.getByText('Please give a reason for the change'));
    await accept.getByLabel('Reason').fill('Confirmed with both by phone');
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await visible(page.getByText('Booking accepted successfully', { exact: true }));
    await visible(bookingRow.getByText('Accepted', { exact: true }));
    // Accept went with the row's new status: the focus is in the page's content, not lost.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // View shows the history with the admin's move and its reason.
    await bookingRow.getByRole('button', { name: 'View booking Harbour lookbook' }).click();
    const detail = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Harbour lookbook' }) });
    await visible(detail.getByText('Confirmed with both by phone').first());
    // Accepted, but not offered to add to a calendar: that is for the booking's two parties.
    expect(await detail.getByRole('link', { name: 'Add to calendar' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The professional has the conversation open while the admin works.
    const proPage = await openPage(site, { as: pro });
    await proPage.goto(`/dashboard?tab=messages&with=${client.id}`);
    await visible(proPage.getByText('You are useless', { exact: false }));

    // Messages: the content is text, not markup; delete the rude one.
    await tab(page, 'Messages').click();
    const messageRow = row(page, 'Latest messages', '<b>You are useless</b> & slow');
    await visible(messageRow);
    expect(await messageRow.locator('b').count()).toBe(0);
    await messageRow.getByRole('button', { name: 'View' }).click();
    const conversation = page.getByRole('dialog', { name: 'Conversation' });
    await visible(conversation.getByText('Looking forward to the shoot'));
    await page.keyboard.press('Escape');
    await messageRow.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete this message?' });
    await remove.getByLabel('Reason').fill('Insulting another member');
    await remove.getByRole('button', { name: 'Delete message' }).click();
    await visible(page.getByText('Message deleted. Neither member sees it any more.', { exact: true }));
    await visible(messageRow.getByText('Deleted', { exact: true }));

    // The professional's open tab drops it at once; after a reload it is gone too.
    await hidden(proPage.getByText('You are useless', { exact: false }));
    await proPage.reload();
    await visible(proPage.getByText('Looking forward to the shoot').first());
    await hidden(proPage.getByText('You are useless', { exact: false }));

    // Reports: delete the reported message, with a note.
    await tab(page, 'Reports').click();
    const report = page.getByRole('article').filter({ hasText: 'Spam in my inbox' });
    await visible(report);
    await report.getByRole('button', { name: 'Handle report' }).click();
    const handle = page.getByRole('dialog', { name: 'Handle this report' });
    await handle.getByLabel('Delete the message').check();
    await handle.getByLabel('Note').fill('Spam link');
    await handle.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('Report closed: the message is deleted', { exact: true }));
    await visible(report.getByText('Acted on', { exact: true }));

    // Reviews: hide the one that names an address; it leaves the public profile.
    const review = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({
      hasText: 'Their home address is 1 Elm St',
    });
    await review.getByRole('button', { name: 'Hide' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByLabel('Reason').fill('Shares a private address');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await visible(
      page.getByText('Review hidden. It no longer shows on the profile or counts in the rating.', {
        exact: true,
      }),
    );
    const visitor = await openPage(site);
    await visitor.goto(`/profile/${pro.id}`);
    await visible(visitor.getByRole('heading', { name: 'Ava Lens' }));
    await hidden(visitor.getByText('Their home address is 1 Elm St'));

    // The audit log holds each of them, with its values.
    await tab(page, 'Audit log').click();
    const log = page.getByRole('table', { name: 'Audit log entries' });
    for (const action of [
      'Booking status set',
      'Conversation read',
      'Message deleted',
      'Report: message deleted',
      'Review hidden',
    ]) {
      await visible(log.getByRole('row').filter({ hasText: action }).first());
    }
    await visible(log.getByText('Confirmed with both by phone').first());
    await page.getByLabel('Action').selectOption({ label: 'Review hidden' });
    await expect.poll(() => log.getByRole('row').count()).toBe(2);
    await visible(log.getByText('Shares a private address'));
  });

  it('an Accept whose request was declined meanwhile stays refused, however often it is confirmed', {
    timeout: 120_000,
  }, async () => {
    const admin = await newMember(site, { admin: 'super_admin', profile: { role: 'client' } });
    const client = await newMember(site, { profile: { role: 'client', display_name: 'Lena Label' } });
    const pro = await newMember(site, { profile: { role: 'model', is_available: true } });
    const booking = await createBooking(site.db, {
      clientId: client.id,
      professionalId: pro.id,
      title: 'Rooftop editorial',
    });
    const page = await openPage(site, { as: admin });
    await page.goto('/admin?tab=bookings');
    const bookingRow = row(page, 'Latest bookings', 'Rooftop editorial');
    await bookingRow.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = page.getByRole('dialog', { name: 'Accept “Rooftop editorial”' });
    await accept.getByLabel('Reason').fill('Agreed on the phone');
    // The professional declines while the admin types.
    await site.db.updateTable('bookings').set({ status: 'declined' }).where('id', '=', booking.id).execute();

    const refusal = accept.getByText('This booking is declined now, so it cannot be changed that way.');
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await visible(refusal);
    // The list behind the dialog (hidden from the accessibility tree while it is open) has
    // read the booking again; confirming once more changes nothing.
    await visible(
      page
        .getByRole('table', { name: 'Latest bookings', includeHidden: true })
        .getByRole('row', { includeHidden: true })
        .filter({ hasText: 'Rooftop editorial' })
        .getByText('Declined', { exact: true }),
    );
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/admin/bookings/${booking.id}/status`),
    );
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    expect((await answered).status()).toBe(409);
    await visible(refusal);
    const stored = await site.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('declined');

    // The status filter is in the address: a reload keeps it, Back undoes it.
    await page.keyboard.press('Escape');
    await page.getByLabel('Status', { exact: true }).selectOption('declined');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=bookings&status=declined');
    await page.reload();
    await expect.poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('declined');
    await visible(row(page, 'Latest bookings', 'Rooftop editorial'));
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect.poll(() => row(page, 'Latest bookings', 'Rooftop editorial').count()).toBe(0);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('declined');
    await visible(row(page, 'Latest bookings', 'Rooftop editorial'));
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the moderation tabs, and a dialog, pass axe at ${viewport.width} px`, {
      timeout: 180_000,
    }, async () => {
      const { admin } = await scene();
      await site.db
        .insertInto('contact_messages')
        .values({
          name: 'Pia Press',
          email: 'pia.press@example.test',
          topic: 'press',
          message: 'Could we feature your photographers in our spring issue?',
        })
        .execute();
      const page = await openPage(site, { as: admin, viewport });
      // The first tab by its address, the others as an administrator goes: by their tabs.
      await page.goto('/admin?tab=bookings');
      for (const [name, ready] of [
        ['Bookings', 'Harbour lookbook'],
        ['Messages', 'Looking forward to the shoot'],
        ['Reports', 'Spam in my inbox'],
        ['Contact messages', 'Could we feature your photographers in our spring issue?'],
        ['Audit log', 'Every admin action'],
      ] as const) {
        const first = name === 'Bookings';
        if (!first) await tab(page, name).click();
        await visible(page.getByRole('tabpanel').getByText(ready).first());
        // The tab's rows are shown, so nothing is left to load; the header and footer are
        // the same on every tab, read once.
        const problems = await seriousViolations(page, {
          settled: 'started',
          within: first ? undefined : 'main',
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${overflow}px wider than the screen`);
        expect(problems, `${name} at ${viewport.width}`).toEqual([]);
      }
      await tab(page, 'Messages').click();
      await page
        .getByRole('row')
        .filter({ hasText: 'Looking forward to the shoot' })
        .first()
        .getByRole('button', { name: 'View' })
        .click();
      await visible(
        page.getByRole('dialog', { name: 'Conversation' }).getByText('Looking forward to the shoot').first(),
      );
      expect(
        await seriousViolations(page, { settled: 'started' }),
        `conversation at ${viewport.width}`,
      ).toEqual([]);
    });
  }

  it('a moderator has Bookings, Messages, Reports and Contact messages, not the Audit log, and is not offered to suspend', async () => {
    await scene();
    const moderator = await newMember(site, { admin: 'moderator' });
    const page = await openPage(site, { as: moderator });
    await page.goto('/admin');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await visible(tabs.getByRole('tab', { name: 'Reports', exact: true }));
    const names = (await tabs.getByRole('tab').allTextContents()).map((name) => name.trim());
    expect(names).toEqual(expect.arrayContaining(['Bookings', 'Messages', 'Reports', 'Contact messages']));
    expect(names).not.toContain('Audit log');
    await page.goto('/admin?tab=audit-log');
    await visible(page.getByRole('heading', { name: 'Recent activity' }));

    // On a tablet the top bar keeps Admin (an icon there, named for screen readers) and
    // Sign Out within the screen.
    await page.setViewportSize({ width: 768, height: 900 });
    const bar = page.getByRole('banner');
    await visible(bar.getByRole('link', { name: 'Admin', exact: true }));
    await visible(bar.getByRole('button', { name: 'Sign Out' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const signOut = await bar.getByRole('button', { name: 'Sign Out' }).boundingBox();
    expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(768);
    await page.setViewportSize(DESKTOP);

    await tab(page, 'Reports').click();
    const report = page.getByRole('article').filter({ hasText: 'Spam in my inbox' }).first();
    await report.getByRole('button', { name: 'Handle report' }).click();
    const handle = page.getByRole('dialog', { name: 'Handle this report' });
    await visible(handle.getByLabel('Delete the message'));
    expect(await handle.getByLabel('Dismiss').count()).toBe(1);
    expect(await handle.getByLabel('Suspend the member').count()).toBe(0);
    await page.keyboard.press('Escape');

    // A visitor's message through the contact form reaches the Contact messages tab, as text.
    const sent = await new HttpSession(site.server.url).request('POST', '/api/contact', {
      name: 'Omar <em>Scout</em>',
      email: 'Omar.Scout@Example.test',
      topic: 'partnership',
      message: 'Partnership idea: <b>a shared casting</b>\nfor the autumn campaign.',
    });
    expect(sent.status).toBe(201);
    await tab(page, 'Contact messages').click();
    const contact = row(page, 'Contact form messages', 'Partnership idea: <b>a shared casting</b>');
    await visible(contact);
    expect(await contact.textContent()).toContain('Omar <em>Scout</em>');
    expect(await contact.textContent()).toContain('Partnership');
    expect(await contact.locator('b, em').count()).toBe(0);
    const email = contact.getByRole('link', { name: 'omar.scout@example.test' });
    expect(await email.getAttribute('href')).toBe('mailto:omar.scout@example.test');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('contact-messages');
  });

  it('Load older messages gives the focus to the first row it adds, in Messages and in Contact messages', async () => {
    const admin = await newMember(site, { admin: 'admin' });
    // Enough, whatever the other tests wrote, for a second page of each.
    const a = await newMember(site, { profile: { role: 'client', display_name: 'Lou Loud' } });
    const b = await newMember(site, { profile: { role: 'model', display_name: 'Max Many' } });
    const longAgo = Date.parse('2024-01-01T00:00:00Z');
    for (let i = 0; i < 101; i++) {
      await createMessage(site.db, {
        senderId: i % 2 ? a.id : b.id,
        recipientId: i % 2 ? b.id : a.id,
        content: `Old note ${i}`,
        createdAt: new Date(longAgo + i * 1000),
      });
    }
    await site.db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          name: `Early sender ${i}`,
          email: `early${i}@example.test`,
          topic: 'general' as const,
          message: `An early question ${i}`,
          created_at: new Date(longAgo + i * 1000),
        })),
      )
      .execute();
    const page = await openPage(site, { as: admin });
    const focusedRow = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLTableRowElement)) return null;
        return [...(active.closest('tbody')?.rows ?? [])].indexOf(active);
      });

    // Contact messages: 50 a page; the 51st row takes the focus and the button goes.
    await page.goto('/admin?tab=contact-messages');
    const contactMore = page.getByRole('button', { name: 'Load older messages' });
    await visible(contactMore);
    const contactRows = page.getByRole('tabpanel').getByRole('row');
    // A next page that fails keeps the 50 rows shown, says so beside the button, and may be tried again.
    await page.route('**/api/admin/contact-messages?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy just now.' } }),
      }),
    );
    await contactMore.click();
    await visible(page.getByText('Failed to load contact messages', { exact: true }));
    expect(await contactRows.count()).toBe(51); // the header row and 50
    await visible(contactMore);
    await page.unroute('**/api/admin/contact-messages?*');
    await contactMore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(focusedRow, { timeout: 15_000 }).toBe(50);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');

    // Messages: 20 a page from batches of 100; at the last page of a batch the next batch
    // opens the next page, whose first row takes the focus.
    await page.goto('/admin?tab=messages');
    const panel = page.getByRole('tabpanel');
    await visible(panel.getByText(/^Page 1 of 5$/));
    for (let shown = 2; shown <= 5; shown++) {
      await panel.getByRole('button', { name: 'Next' }).click();
      await visible(panel.getByText(new RegExp(`^Page ${shown} of 5$`)));
    }
    const messagesMore = panel.getByRole('button', { name: 'Load older messages' });
    await messagesMore.focus();
    await page.keyboard.press('Enter');
    await visible(panel.getByText(/^Page 6 of \d+$/));
    await expect.poll(focusedRow, { timeout: 15_000 }).toBe(0);
  });
});

describe('a review reported from a profile', () => {
  it('the professional reports it by keyboard; a moderator hides it from the Reports queue; the profile drops it', async () => {
    const { pro } = await scene();
    const page = await openPage(site, { as: pro, viewport: PHONE });
    await page.goto(`/profile/${pro.id}`);
    const report = page.getByRole('button', { name: 'Report the review by Nora Brand' });
    await visible(report);
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await visible(dialog.getByText('Their home address is 1 Elm St'));
    await dialog.getByLabel('What is wrong?').fill('It gives my home address.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(dialog.getByText('Thank you. Our team will review your report.'));
    await page.keyboard.press('Escape');

    const moderator = await newMember(site, { admin: 'moderator' });
    const admin = await openPage(site, { as: moderator });
    await admin.goto('/admin?tab=reports');
    const card = admin.getByRole('article').filter({ hasText: 'It gives my home address.' });
    await visible(card.getByText('Their home address is 1 Elm St'));
    await visible(card.getByRole('heading', { name: 'Reported review: Nora Brand' }));
    await card.getByRole('button', { name: 'Handle report' }).click();
    const handle = admin.getByRole('dialog', { name: 'Handle this report' });
    await handle.getByLabel('Hide the review').check();
    await handle.getByLabel('Note').fill('A private address');
    await handle.getByRole('button', { name: 'Confirm' }).click();
    await visible(admin.getByText('Report closed: the review is hidden'));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Reviews' }));
    await hidden(page.getByText('Their home address is 1 Elm St'));
  });
});
