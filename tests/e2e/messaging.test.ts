import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createMessage } from '../../src/server/db/seed/factories.js';
import type { MemberRole } from '../../src/shared/enums.js';
import { seriousViolations } from './support/axe.js';
import { jpegFile } from './support/images.js';
import { apiAs, newMember } from './support/members.js';
import { openPage } from './support/pages.js';
import { setupSite } from './support/site.js';

// Messages in the browser (docs/product.md, Messages; Live updates): two members in two
// browser contexts, each with the event stream of their tab. Members and their sessions
// are written straight into the server's database: signing in is tested elsewhere.

const site = setupSite();

type Member = { id: string; name: string };

async function chatter(role: MemberRole, name: string): Promise<Member> {
  const member = await newMember(site, { profile: { role, display_name: name, is_available: true } });
  return { id: member.id, name };
}

/** A browser tab signed in as `member`, `width` px wide. */
function signedInPage(member: Member, width = 1280): Promise<Page> {
  return openPage(site, { as: member, viewport: { width, height: width < 768 ? 740 : 900 } });
}

async function visible(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);
}

async function hidden(locator: Locator, timeout = 15_000) {
  await expect.poll(() => locator.first().isVisible(), { timeout }).toBe(false);
}

const conversations = (page: Page) => page.getByRole('region', { name: 'Conversations', exact: true });
const thread = (page: Page) => page.getByRole('region', { name: 'Conversation', exact: true });
const composer = (page: Page) => page.getByPlaceholder('Type your message...');
const headerMessages = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

describe('messages between a client and a professional', () => {
  it('Connect opens the conversation; the message, the unread count, "Seen" and the reply arrive live', async () => {
    const client = await chatter('client', 'Nora Brand');
    const pro = await chatter('photographer', 'Ava Lens');

    // The professional's dashboard is open before anything is sent; a new member has no conversations.
    const proPage = await signedInPage(pro);
    await proPage.goto('/dashboard?tab=messages');
    await visible(conversations(proPage).getByText('No conversations yet', { exact: true }));
    await expect.poll(() => proPage.title()).toBe('Messages · Dashboard · Frameline');
    await visible(thread(proPage).getByText('Select a conversation to start messaging', { exact: true }));
    expect(await headerMessages(proPage).textContent()).toBe('Messages');

    // The client presses Connect on the profile: the thread is ready for the first message.
    const clientPage = await signedInPage(client);
    await clientPage.goto(`/profile/${pro.id}`);
    await clientPage.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => clientPage.url(), { timeout: 15_000 })
      .toContain(`/dashboard?tab=messages&with=${pro.id}`);
    await visible(thread(clientPage).getByRole('heading', { name: 'Ava Lens' }));
    await visible(thread(clientPage).getByText('No messages yet. Say hello to Ava Lens.'));

    // A blank message cannot be sent: the button stays disabled and Enter sends nothing.
    const send = thread(clientPage).getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await composer(clientPage).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await composer(clientPage).press('Enter');
    await composer(clientPage).fill('');

    // The limit counts characters as the server does: 4,600 emoji are 4,600 of 5,000, not 9,200.
    await composer(clientPage).fill('😀'.repeat(4600));
    await visible(thread(clientPage).getByText('4,600 / 5,000', { exact: true }));
    expect(await send.isDisabled()).toBe(false);
    await composer(clientPage).fill('😀'.repeat(5001));
    await visible(thread(clientPage).getByText('Messages can be at most 5,000 characters'));
    expect(await send.isDisabled()).toBe(true);
    await composer(clientPage).fill('');

    await composer(clientPage).pressSequentially('Hello');
    expect(await send.isDisabled()).toBe(false);
    await composer(clientPage).press('Enter');
    await visible(clientPage.getByText('Message sent!', { exact: true }));
    const clientThread = thread(clientPage).getByRole('list', { name: 'Messages with Ava Lens' });
    await visible(clientThread.getByText('Hello', { exact: true }));
    expect(await composer(clientPage).inputValue()).toBe('');
    await visible(clientThread.getByText('Sent', { exact: true }));

    // Without a reload, the professional sees the conversation with the client's name and the unread count.
    const item = conversations(proPage).getByRole('link', { name: /Nora Brand/ });
    await visible(item);
    expect(await item.textContent()).toContain('Hello');
    expect(await item.textContent()).toContain('1 unread message');
    await visible(conversations(proPage).getByText('1 conversation', { exact: true }));
    await expect
      .poll(() => headerMessages(proPage).textContent(), { timeout: 15_000 })
      .toBe('Messages11 unread message');
    await visible(proPage.getByRole('tab', { name: /^Messages.*1 unread message$/ }));
    // The tab's title says it too, for a tab in the background.
    await expect.poll(() => proPage.title()).toBe('(1) Messages · Dashboard · Frameline');

    // Opening it reads the message: the counts clear, and the client sees "Seen" under their message.
    await item.click();
    await expect.poll(() => proPage.url(), { timeout: 15_000 }).toContain(`with=${client.id}`);
    const proThread = thread(proPage).getByRole('list', { name: 'Messages with Nora Brand' });
    await visible(proThread.getByText('Hello', { exact: true }));
    await expect.poll(() => headerMessages(proPage).textContent(), { timeout: 15_000 }).toBe('Messages');
    await expect.poll(() => proPage.title()).toBe('Messages · Dashboard · Frameline');
    await expect.poll(() => item.textContent(), { timeout: 15_000 }).not.toContain('unread');
    await visible(clientThread.getByText('Seen', { exact: true }));

    // The reply has a line break made by Shift+Enter, and reaches the client live.
    await composer(proPage).click();
    await composer(proPage).pressSequentially('Sure!');
    await composer(proPage).press('Shift+Enter');
    await composer(proPage).pressSequentially('When?');
    expect(await composer(proPage).inputValue()).toBe('Sure!\nWhen?');
    await composer(proPage).press('Enter');
    const reply = clientThread.locator('li').filter({ hasText: 'Sure!' });
    await visible(reply);
    // Shown on two lines, as written.
    expect(await reply.getByText(/^Sure!/).innerText()).toBe('Sure!\nWhen?');
    expect(await reply.locator('p').first().textContent()).toBe('Ava Lens: Sure!\nWhen?');

    // The client reads it at once (the thread is open): the professional sees "Seen".
    await visible(proThread.getByText('Seen', { exact: true }));
    expect(await headerMessages(clientPage).textContent()).toBe('Messages');

    // The conversation is in the address: back goes to where the professional was.
    await proPage.goBack();
    await expect.poll(() => new URL(proPage.url()).search, { timeout: 15_000 }).toBe('?tab=messages');
    await visible(thread(proPage).getByText('Select a conversation to start messaging', { exact: true }));
  });

  it('a member blocks and reports from the conversation, and unblocks in Settings', async () => {
    const client = await chatter('client', 'Sam Spammer');
    const pro = await chatter('model', 'Mia Model');
    const clientTab = await signedInPage(client);
    await clientTab.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await composer(clientTab).fill('Buy followers here');
    await composer(clientTab).press('Enter');
    await visible(clientTab.getByText('Message sent!', { exact: true }));

    const page = await signedInPage(pro);
    await page.goto(`/dashboard?tab=messages&with=${client.id}`);
    await visible(thread(page).getByText('Buy followers here', { exact: true }));

    // Report, with a reason; the server's confirmation shows in the dialog.
    await thread(page).getByRole('button', { name: 'Conversation options' }).click();
    await page.getByRole('menuitem', { name: 'Report member' }).click();
    const report = page.getByRole('dialog', { name: 'Report Sam Spammer' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await visible(report.getByText('Please tell us what is wrong (at least 3 characters)'));
    await report.getByLabel('What is wrong?').fill('Spam in my inbox');
    await report.getByRole('button', { name: 'Send report' }).click();
    await visible(report.getByText('Thank you. Our team will review your report.'));
    await report.getByRole('button', { name: 'Close' }).first().click();
    await hidden(report);

    // Or one message, from under it: the dialog quotes it, and the report names it.
    const reportMessage = thread(page).getByRole('button', { name: /^Report the message from Sam Spammer/ });
    await reportMessage.click();
    const messageReport = page.getByRole('dialog', { name: 'Report this message' });
    await visible(messageReport.getByText('Buy followers here', { exact: true }));
    await messageReport.getByLabel('What is wrong?').fill('Selling followers');
    await messageReport.getByRole('button', { name: 'Send report' }).click();
    await visible(messageReport.getByText('Thank you. Our team will review your report.'));
    await page.keyboard.press('Escape');
    await hidden(messageReport);
    await expect.poll(() => reportMessage.evaluate((button) => button === document.activeElement)).toBe(true);
    const reports = await site.db
      .selectFrom('reports')
      .innerJoin('messages', 'messages.id', 'reports.message_id')
      .select(['reports.reason', 'messages.content'])
      .where('reports.reporter_id', '=', pro.id)
      .execute();
    expect(reports).toEqual([{ reason: 'Selling followers', content: 'Buy followers here' }]);

    // Block, after a confirmation: the conversation leaves the list and the composer gives way.
    await thread(page).getByRole('button', { name: 'Conversation options' }).click();
    await page.getByRole('menuitem', { name: 'Block member' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block Sam Spammer?' });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await visible(page.getByText('Member blocked. You will not get messages from them.'));
    await visible(
      thread(page).getByText('You blocked this member. Unblock them in Settings to write to them again.'),
    );
    await visible(conversations(page).getByText('No conversations yet', { exact: true }));
    expect(await composer(page).count()).toBe(0);

    // The other side cannot write any more either.
    await clientTab.reload();
    await visible(thread(clientTab).getByText('You cannot message this member.'));

    // Settings list the blocked member, with Unblock; the unread email switch is saved.
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'Messages' });
    await visible(settings.getByText('Sam Spammer'));
    // From the keyboard: once the member leaves the list, the focus is on its heading, not lost.
    await settings.getByRole('button', { name: 'Unblock Sam Spammer' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('Member unblocked.'));
    await visible(settings.getByText('You have not blocked anyone.'));
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
      )
      .toBe('H3 Blocked members');
    const email = settings.getByRole('switch', { name: 'Email me about unread messages' });
    expect(await email.getAttribute('aria-checked')).toBe('true');
    await email.click();
    await visible(page.getByText('Message settings saved'));
    await page.reload();
    await expect
      .poll(
        () =>
          page
            .getByRole('switch', { name: 'Email me about unread messages' })
            .getAttribute('aria-checked')
            .catch(() => null),
        { timeout: 15_000 },
      )
      .toBe('false');
  });

  it("a client's dashboard is a client's: messages, bookings and settings, no portfolio, availability or rates", async () => {
    const client = await chatter('client', 'Cleo Client');
    const page = await signedInPage(client);
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Messages', exact: true }));
    await visible(page.getByRole('link', { name: 'Discover talent' }));
    for (const professional of ['Portfolio', 'Availability', 'Quick Stats']) {
      expect(await page.getByRole('heading', { name: professional, exact: true }).count(), professional).toBe(
        0,
      );
    }
    for (const term of ['Experience', 'Hourly rate', 'Specialties']) {
      expect(await page.getByText(term, { exact: true }).count(), term).toBe(0);
    }
    // The message settings failing to load say which part failed, and load on Try again.
    const busy = (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy just now.' },
        }),
      });
    await page.route('**/api/messages/settings', busy);
    await page.route('**/api/messages/blocks', busy);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const messages = page.getByRole('region', { name: 'Messages' });
    const settingsFailed = messages.getByRole('alert').filter({ hasText: 'Failed to load message settings' });
    await visible(settingsFailed);
    const blockedFailed = messages.getByRole('alert').filter({ hasText: 'Failed to load blocked members' });
    await visible(blockedFailed.getByText('The server is busy just now.'));
    await page.unroute('**/api/messages/settings');
    await page.unroute('**/api/messages/blocks');
    await settingsFailed.getByRole('button', { name: 'Try again' }).click();
    await blockedFailed.getByRole('button', { name: 'Try again' }).click();
    await visible(messages.getByRole('switch', { name: 'Email me about unread messages' }));
    await visible(messages.getByText('You have not blocked anyone.'));
    for (const professional of ['Specialties', 'Skills', 'Equipment', 'Availability']) {
      expect(await page.getByRole('region', { name: professional, exact: true }).count(), professional).toBe(
        0,
      );
    }
    // Role and links only: a client may become a professional here.
    const details = page.getByRole('region', { name: 'Professional Details', exact: true });
    await visible(details.getByLabel('Website'));
    for (const field of ['Years of experience', 'Hourly rate (USD)', 'Day rate (USD)'])
      expect(await details.getByLabel(field).count(), field).toBe(0);
  });
});

describe('the conversation list', () => {
  // docs/product.md, Saved talent.
  it('saves the professional from the conversation’s header; a client is offered no heart', async () => {
    const client = await chatter('client', 'Header Saver Brand');
    const pro = await chatter('videographer', 'Header Saved Pro');
    await createMessage(site.db, { senderId: pro.id, recipientId: client.id, content: 'Happy to film it.' });
    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=messages&with=${pro.id}`);
    const heart = thread(page).getByRole('button', { name: 'Save Header Saved Pro' });
    await visible(heart);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () =>
        (
          await site.db
            .selectFrom('saved_talent')
            .select('talent_id')
            .where('member_id', '=', client.id)
            .execute()
        ).map((row) => row.talent_id),
      )
      .toEqual([pro.id]);

    // The professional's side: a client cannot be saved, so no heart.
    const proPage = await signedInPage(pro);
    await proPage.goto(`/dashboard?tab=messages&with=${client.id}`);
    await visible(thread(proPage).getByRole('heading', { name: 'Header Saver Brand' }));
    expect(
      await thread(proPage)
        .getByRole('button', { name: /^Save / })
        .count(),
    ).toBe(0);
  });

  it('shows 20 conversations, and Load more gives the focus to the first it adds', async () => {
    const me = await chatter('client', 'Cleo Crowded');
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 21; i++) {
      const writer = await chatter('model', `Writer ${String(i).padStart(2, '0')}`);
      await createMessage(site.db, {
        senderId: writer.id,
        recipientId: me.id,
        content: `Hello from writer ${i}`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const page = await signedInPage(me);
    await page.goto('/dashboard?tab=messages');
    const list = conversations(page).getByRole('list', { name: 'Conversations' });
    await visible(list.getByText('Writer 20', { exact: true }));
    expect(await list.getByRole('listitem').count()).toBe(20);
    const more = conversations(page).getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    // The oldest conversation, the only one on the second page, has the focus; the button went.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active?.tagName === 'A' ? active.textContent : null;
          }),
        { timeout: 15_000 },
      )
      .toContain('Writer 00');
    expect(await list.getByRole('listitem').count()).toBe(21);
    expect(await more.count()).toBe(0);
    await page.keyboard.press('Enter');
    await visible(thread(page).getByRole('list', { name: 'Messages with Writer 00' }));
  });
});

describe('the thread', () => {
  it("heads each day with its date, and today and yesterday by name, on the reader's calendar", async () => {
    const client = await chatter('client', 'Dana Days');
    const pro = await chatter('model', 'Mo Days');
    // Noon UTC is the same date in nearly every time zone; the last one is today's.
    const said = [
      ['Are you free in spring?', new Date('2026-01-15T12:00:00Z')],
      ['Yes, from March.', new Date('2026-01-15T12:05:00Z')],
      ['Booked you for the 3rd.', new Date('2026-01-16T12:00:00Z')],
      ['See you there!', new Date()],
    ] as const;
    for (const [index, [content, createdAt]] of said.entries()) {
      await createMessage(site.db, {
        senderId: index % 2 ? pro.id : client.id,
        recipientId: index % 2 ? client.id : pro.id,
        content,
        createdAt,
        isRead: true,
      });
    }
    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=messages&with=${pro.id}`);
    const list = thread(page).getByRole('list', { name: 'Messages with Mo Days' });
    await visible(list.getByText('See you there!', { exact: true }));
    expect(await list.getByRole('heading').allTextContents()).toEqual([
      'January 15, 2026',
      'January 16, 2026',
      'Today',
    ]);
    // Each heading comes just before its day's first message.
    const texts = await list.getByRole('listitem').allTextContents();
    expect(texts.map((text) => text.split(' · ')[0])).toMatchObject([
      'January 15, 2026',
      expect.stringContaining('Are you free in spring?'),
      expect.stringContaining('Yes, from March.'),
      'January 16, 2026',
      expect.stringContaining('Booked you for the 3rd.'),
      'Today',
      expect.stringContaining('See you there!'),
    ]);
  });

  it('says the other member is typing while they write, and no more once they empty the box or their message arrives', async () => {
    const client = await chatter('client', 'Tara Types');
    const pro = await chatter('photographer', 'Reed Reads');
    await createMessage(site.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Hello Reed',
      isRead: true,
    });
    const writer = await signedInPage(client);
    await writer.goto(`/dashboard?tab=messages&with=${pro.id}`);
    const reader = await signedInPage(pro, 375);
    await reader.goto(`/dashboard?tab=messages&with=${client.id}`);
    const typing = thread(reader).getByText('Tara Types is typing…');
    await visible(thread(reader).getByText('Hello Reed', { exact: true }));
    expect(await typing.count()).toBe(0);

    // The same member's list, in another tab.
    const list = await signedInPage(pro);
    await list.goto('/dashboard?tab=messages');
    const row = conversations(list).getByRole('link', { name: /Tara Types/ });
    await visible(row.getByText('Hello Reed'));

    await composer(writer).pressSequentially('Are you free on Friday', { delay: 20 });
    await visible(typing);
    await visible(row.getByText('typing…', { exact: true }));
    // Said in a live region, so a screen reader hears it too.
    expect(await typing.locator('xpath=ancestor::p[@aria-live="polite"]').count()).toBe(1);
    // Emptied, the box says so at once (long before the sign would run out); typing again
    // says so again.
    await composer(writer).press('ControlOrMeta+a');
    await composer(writer).press('Backspace');
    await hidden(typing, 2_000);
    await hidden(row.getByText('typing…', { exact: true }), 2_000);
    await composer(writer).pressSequentially('Are you free on Friday', { delay: 20 });
    await visible(typing);
    await composer(writer).press('Enter');
    await visible(thread(reader).getByText('Are you free on Friday', { exact: true }));
    await hidden(typing, 2_000);
    await visible(row.getByText('Are you free on Friday'));
    expect(await row.getByText('typing…').count()).toBe(0);
    // The writer's own thread says nothing of it.
    expect(
      await thread(writer)
        .getByText(/is typing/)
        .count(),
    ).toBe(0);
  });

  it('the sender deletes a message by keyboard on a phone, after a question; it leaves both threads live', async () => {
    const client = await chatter('client', 'Dee Deletes');
    const pro = await chatter('photographer', 'Wes Watches');
    // Sent twenty minutes ago: part of the record, no Delete under it.
    await createMessage(site.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Kept for the record',
      isRead: true,
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    const writer = await signedInPage(client, 375);
    await writer.goto(`/dashboard?tab=messages&with=${pro.id}`);
    const reader = await signedInPage(pro);
    await reader.goto(`/dashboard?tab=messages&with=${client.id}`);
    await visible(thread(reader).getByText('Kept for the record', { exact: true }));
    await visible(thread(writer).getByText('Kept for the record', { exact: true }));
    expect(
      await thread(writer)
        .getByRole('button', { name: /^Delete your message/ })
        .count(),
    ).toBe(0);

    await composer(writer).fill('Our rate is $6,000');
    await composer(writer).press('Enter');
    await visible(thread(reader).getByText('Our rate is $6,000', { exact: true }));
    const remove = thread(writer).getByRole('button', {
      name: /^Delete your message, .*: Our rate is \$6,000/,
    });
    await visible(remove);
    // By keyboard: the question keeps it on Escape, removes it on its red button.
    await remove.focus();
    await writer.keyboard.press('Enter');
    const question = writer.getByRole('dialog', { name: 'Delete this message?' });
    await visible(question.getByText('It is removed for you and for Wes Watches', { exact: false }));
    await writer.keyboard.press('Escape');
    await hidden(question);
    await visible(thread(writer).getByText('Our rate is $6,000', { exact: true }));
    await remove.focus();
    await writer.keyboard.press('Enter');
    await question.getByRole('button', { name: 'Delete message' }).focus();
    await writer.keyboard.press('Enter');
    await visible(writer.getByText('Message deleted', { exact: true }));
    await hidden(thread(writer).getByText('Our rate is $6,000', { exact: true }));
    // The keyboard goes on writing.
    await expect.poll(() => composer(writer).evaluate((box) => box === document.activeElement)).toBe(true);
    // Gone from the other member's open thread and list, live; the earlier message stays.
    await hidden(thread(reader).getByText('Our rate is $6,000', { exact: true }));
    await visible(
      conversations(reader)
        .getByRole('link', { name: /Dee Deletes/ })
        .getByText('Kept for the record'),
    );
    await writer.reload();
    await visible(thread(writer).getByText('Kept for the record', { exact: true }));
    expect(await thread(writer).getByText('Our rate is $6,000').count()).toBe(0);
    expect(await seriousViolations(writer)).toEqual([]);
  });

  it('sends a photo with words; the other member sees it live and opens it; a file that is no photo is said at once', async () => {
    const client = await chatter('client', 'Pia Photos');
    const pro = await chatter('photographer', 'Rui Receives');
    await createMessage(site.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Hello Rui',
      isRead: true,
    });
    const writer = await signedInPage(client, 375);
    await writer.goto(`/dashboard?tab=messages&with=${pro.id}`);
    const reader = await signedInPage(pro);
    await reader.goto(`/dashboard?tab=messages&with=${client.id}`);
    await visible(thread(reader).getByText('Hello Rui', { exact: true }));

    // Not a photo: said under the box, nothing chosen.
    const picker = thread(writer).locator('input[type=file]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
    await visible(thread(writer).getByText('Please choose a JPEG, PNG, WebP, GIF or AVIF photo.'));
    // The button is the keyboard's way to the picker.
    const add = thread(writer).getByRole('button', { name: 'Add a photo' });
    await add.focus();
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);

    await picker.setInputFiles(await jpegFile('set.jpg', 900, 600, '#e0785a'));
    await visible(thread(writer).getByRole('img', { name: 'The photo to send: set.jpg' }));
    await composer(writer).fill('The set for Friday');
    await composer(writer).press('Enter');
    await visible(writer.getByText('Message sent!', { exact: true }));
    await hidden(thread(writer).getByRole('img', { name: 'The photo to send: set.jpg' }));

    const received = thread(reader).getByRole('img', { name: 'Photo from Pia Photos' });
    await visible(received);
    await visible(thread(reader).getByText('The set for Friday', { exact: true }));
    // Loaded from the app, at the photo's shape.
    await expect.poll(() => received.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    expect(await received.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(320);
    const link = thread(reader).getByRole('link', { name: 'Photo from Pia Photos' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/messages\/photos\/[0-9a-f-]{36}\?size=display$/);
    const display = await reader.evaluate(async (path) => {
      const response = await fetch(path);
      return { status: response.status, type: response.headers.get('content-type') };
    }, href!);
    expect(display).toEqual({ status: 200, type: 'image/webp' });
    // The list says what came last.
    await visible(
      conversations(reader)
        .getByRole('link', { name: /Pia Photos/ })
        .getByText('The set for Friday'),
    );
  });

  it('loads older messages when scrolled to the top, keeping the place', async () => {
    const client = await chatter('client', 'Olga Older');
    const pro = await chatter('videographer', 'Vic Video');
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 40; i++) {
      await createMessage(site.db, {
        senderId: i % 2 ? client.id : pro.id,
        recipientId: i % 2 ? pro.id : client.id,
        content: `Line ${i}`,
        createdAt: new Date(start + i * 1000),
        isRead: true,
      });
    }
    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=messages&with=${pro.id}`);
    const list = thread(page).getByRole('list', { name: 'Messages with Vic Video' });
    await visible(list.getByText('Line 39', { exact: true }));
    // The newest page (30) is shown, at the bottom.
    expect(await list.getByText('Line 9', { exact: true }).count()).toBe(0);
    await expect
      .poll(() => list.getByText('Line 39', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The older page fails twice: 'Failed to load messages' shows under the button, which
    // keeps the focus through a failure and then loads the page.
    let refused = 0;
    await page.route(/\/api\/messages\/conversations\/[^/?]+\?before=/, (route) =>
      refused++ < 2
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: '{"error":{"code":"RATE_LIMITED","message":"Slow down"}}',
          })
        : route.continue(),
    );
    await list.getByText('Line 10', { exact: true }).scrollIntoViewIfNeeded();
    const failure = thread(page).getByRole('alert').filter({ hasText: 'Failed to load messages' });
    await visible(failure);
    const earlier = thread(page).getByRole('button', { name: 'Load earlier messages' });
    expect(refused).toBe(1);
    await earlier.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => refused, { timeout: 15_000 }).toBe(2);
    await visible(failure);
    expect(await earlier.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await list.getByText('Line 0', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await visible(list.getByText('Line 0', { exact: true }));
    expect(await failure.count()).toBe(0);
    // Still in the middle, not thrown back to the top or the bottom.
    expect(await list.getByText('Line 10', { exact: true }).isVisible()).toBe(true);
    expect(await list.getByText(/^Line \d+$/).count()).toBe(40);
    expect(await thread(page).getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0);
    // The button went with the last page: the focus is on the newest message it added,
    // just above where the reader was.
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.tagName === 'LI' ? active.textContent : null;
    });
    expect(focused).toContain('Line 9');
    expect(await list.getByText('Line 10', { exact: true }).isVisible()).toBe(true);
  });

  it('a message that fails is marked, and Retry sends it once; one refused by a block offers no Retry, and the thread says why', async () => {
    const client = await chatter('client', 'Rita Retry');
    const pro = await chatter('model', 'Max Model');
    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await visible(composer(page));

    // The server busy for a moment: worth sending again.
    await page.route('**/api/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy just now.' } }),
          })
        : route.fallback(),
    );
    await composer(page).fill('Are you there?');
    await composer(page).press('Enter');
    await visible(page.getByText('Failed to send message', { exact: true }));
    const list = thread(page).getByRole('list', { name: 'Messages with Max Model' });
    await visible(list.getByText('Not sent', { exact: true }));
    expect(await list.getByText('Are you there?', { exact: true }).count()).toBe(1);
    await page.unroute('**/api/messages');

    // Pressed from the keyboard: the button goes with the failed entry, and the focus is
    // back in the composer, not lost.
    await list.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await visible(list.getByText('Sent', { exact: true }));
    await expect
      .poll(() => composer(page).evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await list.getByText('Not sent', { exact: true }).count()).toBe(0);
    expect(await list.getByText('Are you there?', { exact: true }).count()).toBe(1);
    const stored = await site.db
      .selectFrom('messages')
      .select(['content', 'client_id'])
      .where('sender_id', '=', client.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.content).toBe('Are you there?');

    // Refused because the professional blocked the client meanwhile (the open thread did
    // not know): no Retry, and the thread, read again, says it takes no messages.
    await site.db.insertInto('blocks').values({ blocker_id: pro.id, blocked_id: client.id }).execute();
    await composer(page).fill('Hello again?');
    await composer(page).press('Enter');
    await visible(list.getByText('Not sent', { exact: true }));
    expect(await list.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await visible(thread(page).getByText('You cannot message this member.').last());
    expect(await composer(page).count()).toBe(0);
  });
});

describe('reading a thread by screen reader and on a phone', () => {
  it('keeps the conversation’s options inside a phone’s screen with a long name, wrapped', async () => {
    const client = await chatter('client', 'Noor Narrow');
    const pro = await chatter('photographer', `Studio ${'Longname '.repeat(12).trim()}`);
    const phone = await signedInPage(client, 375);
    await phone.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await thread(phone).getByRole('button', { name: 'Conversation options' }).click();
    const menu = phone.getByRole('menu');
    await visible(menu.getByRole('menuitem', { name: /^All bookings with Studio Longname/ }));
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  it('keeps the header in view on a phone, names each Report apart, keeps list names short, and offers no profile that cannot open', async () => {
    const client = await chatter('client', 'Lena Listener');
    const pro = await chatter('model', 'Kai Caption');
    const hour = 3_600_000;
    await createMessage(site.db, {
      senderId: pro.id,
      recipientId: client.id,
      content: 'First: the call sheet is ready',
      createdAt: new Date(Date.now() - 3 * hour),
    });
    await createMessage(site.db, {
      senderId: pro.id,
      recipientId: client.id,
      content: 'Second: see you there',
      createdAt: new Date(Date.now() - 2 * hour),
    });
    await createMessage(site.db, { senderId: pro.id, recipientId: client.id, content: 'x'.repeat(5000) });

    // On a phone, opening the thread puts the focus in the composer without scrolling the
    // name, the back control and the options out of view.
    const phone = await signedInPage(client, 375);
    await phone.goto('/dashboard?tab=messages');
    const item = conversations(phone).getByRole('link', { name: /Kai Caption/ });
    await visible(item);
    // The list's link reads a short preview, not all 5,000 characters of the last message.
    expect((await item.textContent())!.length).toBeLessThan(200);
    await item.click();
    await visible(thread(phone).getByRole('heading', { name: 'Kai Caption' }));
    await expect
      .poll(() => composer(phone).evaluate((element) => element === document.activeElement))
      .toBe(true);
    for (const control of [
      thread(phone).getByRole('link', { name: 'Back to conversations' }),
      thread(phone).getByRole('button', { name: 'Conversation options' }),
      thread(phone).getByRole('heading', { name: 'Kai Caption' }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 740, String(box?.y)).toBe(true);
    }

    // Each message's Report says which message it reports.
    const names = await thread(phone)
      .getByRole('button', { name: /^Report the message from Kai Caption/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toContain('First: the call sheet is ready');
    expect(names[2]!.length).toBeLessThan(120);

    // Suspended, the other member's profile cannot be opened: the menu does not offer it.
    await site.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Spam' })
      .where('user_id', '=', pro.id)
      .execute();
    const desktop = await signedInPage(client);
    await desktop.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await visible(thread(desktop).getByText('This member cannot receive messages right now.'));
    await thread(desktop).getByRole('button', { name: 'Conversation options' }).click();
    await visible(desktop.getByRole('menuitem', { name: 'Report member' }));
    expect(await desktop.getByRole('menuitem', { name: 'View profile' }).count()).toBe(0);
  });
});

describe('a message an administrator deleted', () => {
  /** The send reaches the server and is stored, but its answer is lost on the way back. */
  const loseAnswers = (page: Page) =>
    page.route('**/api/messages', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });

  it('does not come back to retry after its answer was lost, and a retry is told it was removed', async () => {
    const client = await chatter('client', 'Dana Deleted');
    const pro = await chatter('model', 'Mo Moderated');
    const admin = await newMember(site, { profile: { role: 'client' }, admin: 'moderator' });
    const adminApi = await apiAs(site, admin);
    const hide = async (content: string) => {
      const { id } = await site.db
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', client.id)
        .where('content', '=', content)
        .executeTakeFirstOrThrow();
      const answer = await adminApi.request('PUT', `/api/admin/messages/${id}/hidden`, { reason: 'Spam' });
      expect(answer.status).toBe(200);
    };

    // The live event shows the stored message; once it is deleted, it leaves for good.
    const page = await signedInPage(client);
    await page.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await visible(composer(page));
    await loseAnswers(page);
    await composer(page).fill('First words');
    await composer(page).press('Enter');
    const list = thread(page).getByRole('list', { name: 'Messages with Mo Moderated' });
    await visible(list.getByText('Sent', { exact: true }));
    await hidden(list.getByText('Not sent', { exact: true }));
    await hide('First words');
    await hidden(list.getByText('First words', { exact: true }));
    expect(await list.getByText('Not sent', { exact: true }).count()).toBe(0);
    expect(await list.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // A tab without live events knows only that the send failed; Retry after the deletion
    // is told so, and the failed entry goes.
    const quiet = await signedInPage(client);
    await quiet.route('**/api/events*', (route) => route.abort());
    await quiet.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await visible(composer(quiet));
    await loseAnswers(quiet);
    await composer(quiet).fill('Second words');
    await composer(quiet).press('Enter');
    const quietList = thread(quiet).getByRole('list', { name: 'Messages with Mo Moderated' });
    await visible(quietList.getByText('Not sent', { exact: true }));
    await hide('Second words');
    await quiet.unroute('**/api/messages');
    await quietList.getByRole('button', { name: 'Retry' }).click();
    await visible(quiet.getByText('This message was removed by Frameline.', { exact: true }));
    await hidden(quietList.getByText('Second words', { exact: true }));
    expect(await quiet.getByText('Message sent!', { exact: true }).count()).toBe(0);
    expect(await quietList.getByText('Not sent', { exact: true }).count()).toBe(0);
  });
});

describe('the live event stream of a tab', () => {
  it('reconnects a second after a drop, from the last event id, and events flow again', async () => {
    const client = await chatter('client', 'Cora Connection');
    const pro = await chatter('photographer', 'Pax Photo');
    const page = await signedInPage(client);
    const opened: { url: string; at: number }[] = [];
    await page.route('**/api/events*', async (route) => {
      opened.push({ url: route.request().url(), at: Date.now() });
      if (opened.length > 1) return route.continue();
      // The first stream carries one event (its id is what the next one names), then drops.
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: 'id: 1\nevent: unread.changed\ndata: {"type":"unread.changed","unreadTotal":7}\n\n',
      });
    });
    await page.goto('/dashboard');
    await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(2);
    const [first, second] = opened;
    expect(new URL(second!.url).searchParams.get('after')).toBe('1');
    expect(new URL(first!.url).searchParams.get('after')).toBeNull();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);

    // The new stream is live: a message sent now arrives without a reload.
    const writer = await signedInPage(pro);
    await writer.goto(`/dashboard?tab=messages&with=${client.id}`);
    await composer(writer).fill('Still there?');
    await composer(writer).press('Enter');
    await visible(page.getByRole('tab', { name: /^Messages.*1 unread message$/ }));
  });
});

describe('the messages tab on a phone and on a desktop', () => {
  it('searches conversations by name as one types; a phone keeps the search across the thread; Escape and Clear search empty it; live messages still arrive', async () => {
    const me = await chatter('photographer', 'Sasha Search');
    const studio = await chatter('client', 'Harbour Studio');
    const gallery = await chatter('client', 'Harbour Gallery');
    const other = await chatter('client', 'Meadow Label');
    for (const [minutesAgo, from, text] of [
      [30, studio, 'About the harbour shoot'],
      [20, gallery, 'Opening night pictures?'],
      [10, other, 'Lookbook in May'],
    ] as const)
      await createMessage(site.db, {
        senderId: from.id,
        recipientId: me.id,
        content: text,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });

    const phone = await signedInPage(me, 375);
    await phone.goto('/dashboard?tab=messages');
    const box = conversations(phone).getByRole('searchbox', { name: 'Search conversations' });
    const names = () =>
      conversations(phone)
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.querySelector('.truncate')?.textContent));
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(['Meadow Label', 'Harbour Gallery', 'Harbour Studio']);

    await box.fill('HARBOUR');
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Harbour Gallery', 'Harbour Studio']);
    await visible(conversations(phone).getByRole('heading', { name: '2 conversations' }));

    // A message from a member the search leaves out does not join it; one it finds moves up.
    await (await apiAs(site, other)).request('POST', '/api/messages', {
      recipientId: me.id,
      clientId: crypto.randomUUID(),
      content: 'Still there?',
    });
    await (await apiAs(site, studio)).request('POST', '/api/messages', {
      recipientId: me.id,
      clientId: crypto.randomUUID(),
      content: 'The tide table is in',
    });
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Harbour Studio', 'Harbour Gallery']);
    await visible(conversations(phone).getByText('The tide table is in'));

    // Into a thread and back: the search is as it was.
    await conversations(phone)
      .getByRole('link', { name: /Harbour Studio/ })
      .click();
    await visible(thread(phone).getByRole('heading', { name: 'Harbour Studio' }));
    await thread(phone).getByRole('link', { name: 'Back to conversations' }).click();
    await visible(conversations(phone));
    expect(await box.inputValue()).toBe('HARBOUR');
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Harbour Studio', 'Harbour Gallery']);

    // Escape empties it: every conversation again (Meadow Label's last message came later).
    await box.focus();
    await phone.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(['Harbour Studio', 'Meadow Label', 'Harbour Gallery']);

    // A name nobody has, taken as written: said, with a way back that returns to the box.
    await box.fill('50% off_');
    await visible(conversations(phone).getByText('No conversations with a name like ‘50% off_’'));
    await conversations(phone).getByRole('button', { name: 'Clear search' }).click();
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(['Harbour Studio', 'Meadow Label', 'Harbour Gallery']);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('has the list and the thread as separate screens on a phone, with a back control, and no serious axe violation', async () => {
    const client = await chatter('client', 'Pia Phone');
    const pro = await chatter('stylist', 'Sol Stylist');
    const writer = await signedInPage(pro);
    await writer.goto(`/dashboard?tab=messages&with=${client.id}`);
    await composer(writer).fill('A long first message that has to wrap on a phone screen, to see it fits.');
    await composer(writer).press('Enter');
    await visible(writer.getByText('Message sent!', { exact: true }));

    const phone = await signedInPage(client, 375);
    await phone.goto('/dashboard');
    await phone.goto('/dashboard?tab=messages');
    const item = conversations(phone).getByRole('link', { name: /Sol Stylist/ });
    await visible(item);
    expect(await thread(phone).isVisible()).toBe(false);
    // The header shows the unread count beside the menu button.
    await visible(phone.getByRole('banner').getByRole('link', { name: 'Messages 1 unread message' }));
    expect(await seriousViolations(phone), 'phone, list').toEqual([]);
    const fits = () => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits(), 'the list fits the phone').toBe(true);

    await item.click();
    await visible(thread(phone).getByRole('heading', { name: 'Sol Stylist' }));
    expect(await conversations(phone).isVisible()).toBe(false);
    expect(await seriousViolations(phone), 'phone, thread').toEqual([]);
    expect(await fits(), 'the thread fits the phone').toBe(true);
    // A reply's toast does not lie over the composer, where the next one is typed.
    await composer(phone).fill('Thanks, it fits.');
    await composer(phone).press('Enter');
    const toast = phone.locator('[data-sonner-toast]').filter({ hasText: 'Message sent!' });
    await visible(toast);
    const [toastBox, composerBox] = [await toast.boundingBox(), await composer(phone).boundingBox()];
    expect(
      toastBox!.y + toastBox!.height <= composerBox!.y || composerBox!.y + composerBox!.height <= toastBox!.y,
    ).toBe(true);
    // Its close button answers a tap on 44 x 44 px (where that lies on the screen).
    // (Polled: the toast slides in first.)
    const reached = () =>
      toast.getByRole('button', { name: 'Close toast' }).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const points = [
          [x - 21, y],
          [x + 21, y],
          [x, y - 21],
          [x, y + 21],
        ].filter(([px, py]) => px! >= 0 && py! >= 0);
        return (
          points.length >= 2 &&
          points.every(([px, py]) => {
            const hit = document.elementFromPoint(px!, py!);
            return hit === element || element.contains(hit);
          })
        );
      });
    await expect.poll(reached).toBe(true);

    await thread(phone).getByRole('link', { name: 'Back to conversations' }).click();
    await visible(conversations(phone));
    expect(await thread(phone).isVisible()).toBe(false);
    await expect
      .poll(() => phone.evaluate(() => document.activeElement?.textContent ?? ''), { timeout: 15_000 })
      .toContain('Sol Stylist');
    // Back control and thread again: the history holds the list once, so the browser's
    // Back leaves the Messages tab instead of reopening the thread.
    await item.click();
    await thread(phone).getByRole('link', { name: 'Back to conversations' }).click();
    await visible(conversations(phone));
    await phone.goBack();
    await expect.poll(() => new URL(phone.url()).search).not.toContain('tab=messages');

    const desktop = await signedInPage(client, 1280);
    await desktop.goto(`/dashboard?tab=messages&with=${pro.id}`);
    await visible(thread(desktop).getByText('A long first message', { exact: false }));
    await visible(conversations(desktop).getByRole('link', { name: /Sol Stylist/ }));
    const panelHeight = await thread(desktop).evaluate(
      (element) => element.parentElement!.getBoundingClientRect().height,
    );
    expect(panelHeight).toBe(600);
    expect(await seriousViolations(desktop), 'desktop').toEqual([]);
  });
});
