import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { type Member, newMember } from './support/members.js';
import { atPath, DESKTOP, openPage, PHONE, signInWithForm, text, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// The admin area's shell, Professionals, Admins and Settings in the browser
// (docs/product.md, Admin tabs; Protected admin accounts; Platform settings). Members
// and their sessions are written straight into the server's database; the moderator
// signs in with the form, as /admin's landing is part of what is tested.

const BOOTSTRAP = 'boss@example.test';
const site = setupSite({ mail: true, env: { ADMIN_EMAIL: BOOTSTRAP } });

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });
const tabNames = async (page: Page) =>
  (await tabList(page).getByRole('tab').allTextContents()).map((name) => name.trim());
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Opens the Audit log tab and finds a row of each action. */
async function auditLogHas(page: Page, actions: string[]) {
  await tabList(page).getByRole('tab', { name: 'Audit log', exact: true }).click();
  const log = page.getByRole('table', { name: 'Audit log entries' });
  for (const action of actions) await visible(log.getByRole('row').filter({ hasText: action }).first());
}

/**
 * The Audit log read a moment ago, then the tab before it again (back): a write made now
 * must show in the log at once, though the log's rows were read well within their 30 s
 * of freshness.
 */
async function auditLogReadThenBack(page: Page, actions: string[]) {
  await auditLogHas(page, actions);
  await page.goBack();
}

let superAdmins = 0;
async function superAdmin(fullName = `Sam Super ${++superAdmins}`): Promise<Member> {
  return newMember(site, { admin: 'super_admin', profile: { role: 'client', full_name: fullName } });
}

describe('the admin shell', () => {
  it('sends visitors to /auth and refuses members; shows a super_admin the stat cards as the database counts them', async () => {
    const visitor = await openPage(site);
    await visitor.goto('/admin');
    await atPath(visitor, '/auth');
    expect(new URL(visitor.url()).searchParams.get('next')).toBe('/admin');

    const member = await newMember(site, { profile: { role: 'photographer' } });
    const memberPage = await openPage(site, { as: member });
    await memberPage.goto('/admin');
    await visible(text(memberPage, 'You do not have access to the admin area.'));

    const boss = await superAdmin();
    const page = await openPage(site, { as: boss });
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }));
    const { rows } = await sql<Record<string, number>>`
      select
        (select count(*) from profiles where role <> 'client')::int as "Total Professionals",
        (select count(*) from bookings)::int as "Total Bookings",
        (select count(*) from bookings where status = 'pending')::int as "Pending Bookings",
        (select count(*) from messages)::int as "Total Messages",
        (select count(*) from users where created_at > now() - interval '30 days')::int as "New Signups (30d)"
    `.execute(site.db);
    for (const [label, value] of Object.entries(rows[0]!)) {
      const card = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await visible(card);
      expect(await card.locator('dd').textContent()).toBe(String(value));
    }
    await visible(text(page, 'Active Professionals'));

    expect(await tabNames(page)).toEqual(
      expect.arrayContaining(['Overview', 'Professionals', 'Admins', 'Settings']),
    );
    // The tab is in the address, and back returns to the previous one.
    await tabList(page).getByRole('tab', { name: 'Admins' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=admins');
    await visible(page.getByRole('heading', { name: 'Administrators' }));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await visible(page.getByRole('heading', { name: 'Recent activity' }));
    // Generate Reports downloads the server's CSV of the chosen days.
    const reports = page.getByRole('heading', { name: 'Generate Reports' });
    await visible(reports);
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Professionals CSV' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`frameline-professionals-2020-01-01-to-${today}.csv`);
    await page.getByLabel('To', { exact: true }).fill('2019-12-31');
    await visible(
      page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }),
    );
    expect(await page.getByRole('link', { name: 'Bookings CSV' }).count()).toBe(0);

    // Quick actions: Review Flagged Content opens the Reports tab, Platform Settings the
    // Settings tab.
    await page.getByRole('button', { name: 'Review Flagged Content' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=reports');
    await visible(tabList(page).getByRole('tab', { name: 'Reports', selected: true }));
    await page.goBack();
    await page.getByRole('button', { name: 'Platform Settings' }).click();
    await visible(page.getByRole('heading', { name: 'Platform settings' }));
    expect(new URL(page.url()).search).toBe('?tab=settings');
  });

  it("says 'Failed to load dashboard data' when the figures fail", async () => {
    const boss = await superAdmin();
    const page = await openPage(site, { as: boss });
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"Down"}}',
      }),
    );
    await page.goto('/admin');
    await visible(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' }));
  });
});

describe('Professionals tab', () => {
  it('suspends with a reason (the visitor gets Profile not found, the member an email), verifies, and activates', async () => {
    const admin = await newMember(site, { admin: 'admin' });
    const pro = await newMember(site, {
      profile: { role: 'photographer', display_name: 'Quinn Aperture', is_available: true },
    });
    const page = await openPage(site, { as: admin });
    await page.goto('/admin?tab=professionals');
    await page.getByLabel('Search by name or email').fill('Quinn Aper');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Quinn Aper');
    const quinn = row(page, 'Quinn Aperture');
    await visible(quinn);
    await visible(quinn.getByText('Active', { exact: true }));
    await visible(quinn.getByText(pro.email, { exact: true }));

    // A visitor finds them among the newest talent on the landing.
    const visitor = await openPage(site);
    await visitor.goto('/');
    await visible(visitor.getByText('Quinn Aperture', { exact: true }).first());

    await quinn.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Quinn Aperture' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await visible(dialog.getByText('Please give a reason for the suspension'));
    await dialog.getByLabel('Reason (emailed to the member)').fill('Portfolio images copied from others');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await visible(text(page, 'Professional suspended successfully'));
    await visible(quinn.getByText('Suspended', { exact: true }));
    await visible(quinn.getByText('Portfolio images copied from others'));

    const mail = await site.mail.waitFor(pro.email, /suspended/);
    expect(mail.text).toContain('The reason given: Portfolio images copied from others.');
    // Their profile is not found, and they are gone from the landing kept for visitors, as
    // soon as the copies hear of it (docs/product.md, Who is listed).
    await visitor.goto(`/profile/${pro.id}`);
    await visible(text(visitor, 'Profile not found'));
    await expect
      .poll(
        async () => {
          await visitor.goto('/');
          await visible(visitor.getByRole('heading', { level: 1 }).first());
          return visitor.getByText('Quinn Aperture', { exact: true }).count();
        },
        { timeout: 5_000, interval: 500 },
      )
      .toBe(0);

    await quinn.getByRole('button', { name: 'Mark verified' }).click();
    await visible(text(page, 'Professional marked as verified'));
    await visible(quinn.getByText('Verified', { exact: true }));

    await auditLogReadThenBack(page, ['Professional suspended', 'Verification set']);
    await quinn.getByRole('button', { name: 'Activate' }).click();
    await visible(text(page, 'Professional activated successfully'));
    await visible(quinn.getByText('Active', { exact: true }));
    await visitor.goto(`/profile/${pro.id}`);
    await visible(visitor.getByRole('heading', { name: 'Quinn Aperture', level: 1 }));

    // Each change is in the audit log, the reason among the new values; the activation
    // too, made after the log was last read.
    await auditLogHas(page, ['Professional suspended', 'Verification set', 'Professional activated']);
    await visible(
      page
        .getByRole('table', { name: 'Audit log entries' })
        .getByText('Portfolio images copied from others')
        .first(),
    );

    // View profile opens the public page.
    await page.goto('/admin?tab=professionals');
    await quinn.getByRole('link', { name: 'View profile' }).click();
    await atPath(page, `/profile/${pro.id}`);
  });
});

describe('Professionals tab, two admins', () => {
  it('a suspension another admin made meanwhile: the dialog says so, and the list shows it as it is', async () => {
    const admin = await newMember(site, { admin: 'admin' });
    const pro = await newMember(site, {
      profile: { role: 'model', display_name: 'Rory Raced', is_available: true },
    });
    const page = await openPage(site, { as: admin });
    await page.goto('/admin?tab=professionals&q=Rory%20Raced');
    const rory = row(page, 'Rory Raced');
    await visible(rory.getByText('Active', { exact: true }));
    await rory.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Rory Raced' });
    await dialog.getByLabel('Reason (emailed to the member)').fill('Fake bookings');
    // Another admin suspends them first, with another reason.
    await site.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Spam messages' })
      .where('user_id', '=', pro.id)
      .execute();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await visible(
      dialog.getByRole('alert').filter({
        hasText: 'This member was suspended in the meantime, with another reason. Please reload.',
      }),
    );
    await page.keyboard.press('Escape');
    await visible(rory.getByText('Spam messages'));
    await visible(rory.getByText('Suspended', { exact: true }));
    await visible(rory.getByRole('button', { name: 'Activate' }));
  });
});

describe('Admins tab', () => {
  it('adds a moderator (blank, unknown and duplicate say so); the moderator signs in, lands on /admin and sees only their tabs', async () => {
    const boss = await superAdmin('Sam Superadmin');
    const password = 'moderator-password-1';
    const candidate = await newMember(site, {
      password,
      profile: { role: 'client', full_name: 'Mia Moderator', display_name: 'Mia' },
    });
    const page = await openPage(site, { as: boss });
    await page.goto('/admin?tab=admins');
    const form = page.getByRole('form', { name: 'Add an administrator' });
    await visible(form);
    expect(await form.getByLabel('Admin level').inputValue()).toBe('admin');

    await form.getByRole('button', { name: 'Add admin' }).click();
    await visible(form.getByText('Please enter an email address'));

    await form.getByLabel('Email').fill('nobody-at-all@example.test');
    await form.getByRole('button', { name: 'Add admin' }).click();
    await visible(form.getByText('User not found with that email address'));

    await form.getByLabel('Email').fill(candidate.email);
    await form.getByLabel('Admin level').selectOption('moderator');
    await form.getByRole('button', { name: 'Add admin' }).click();
    await visible(text(page, 'Admin user added successfully'));
    const mia = row(page, 'Mia Moderator');
    await visible(mia);
    expect(await mia.getByLabel('Level of Mia Moderator').inputValue()).toBe('moderator');

    await form.getByLabel('Email').fill(candidate.email);
    await form.getByRole('button', { name: 'Add admin' }).click();
    await visible(form.getByText('User is already an admin'));

    // The ADMIN_EMAIL account: shown, never changed here.
    const bootstrap = row(page, BOOTSTRAP);
    await visible(bootstrap.getByText('Set by ADMIN_EMAIL', { exact: true }));
    expect(await bootstrap.getByRole('button').count()).toBe(0);
    expect(await bootstrap.getByRole('combobox').count()).toBe(0);

    // Oneself: shown, without remove, deactivate or a level to change.
    const me = row(page, 'Sam Superadmin');
    await visible(me.getByText('You', { exact: true }));
    expect(await me.getByRole('button').count()).toBe(0);
    expect(await me.getByRole('combobox').count()).toBe(0);

    // The moderator signs in and lands on the admin area with their tabs only.
    const moderatorPage = await openPage(site);
    await moderatorPage.goto('/auth');
    await signInWithForm(moderatorPage, candidate.email, password);
    await atPath(moderatorPage, '/admin');
    await visible(moderatorPage.getByRole('heading', { name: 'Admin Dashboard', level: 1 }));
    const names = await tabNames(moderatorPage);
    expect(names).toContain('Overview');
    for (const forbidden of ['Professionals', 'Admins', 'Settings']) expect(names).not.toContain(forbidden);
    // A forbidden tab in the address opens Overview.
    await moderatorPage.goto('/admin?tab=admins');
    await visible(moderatorPage.getByRole('heading', { name: 'Recent activity' }));
    expect(await moderatorPage.getByRole('button', { name: 'Platform Settings' }).count()).toBe(0);
    expect(await moderatorPage.getByRole('heading', { name: 'Generate Reports' }).count()).toBe(0);

    // Deactivated: the moderator's next request has no admin area.
    await mia.getByRole('button', { name: 'Deactivate' }).click();
    await visible(text(page, 'Admin deactivated successfully'));
    await moderatorPage.reload();
    await visible(text(moderatorPage, 'You do not have access to the admin area.'));
    await mia.getByRole('button', { name: 'Activate' }).click();
    await visible(text(page, 'Admin activated successfully'));

    // Promoted to admin: Professionals appears on the next load. Choosing a level changes
    // nothing (arrow keys on the list choose too); Change level does.
    const level = mia.getByLabel('Level of Mia Moderator');
    await level.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await level.inputValue()).toBe('super_admin');
    await level.selectOption('admin');
    await moderatorPage.goto('/admin');
    await visible(tabList(moderatorPage).getByRole('tab', { name: 'Reports' }));
    expect(await tabList(moderatorPage).getByRole('tab', { name: 'Professionals' }).count()).toBe(0);
    await mia.getByRole('button', { name: 'Change level' }).click();
    await visible(text(page, 'Admin level updated successfully'));
    await expect.poll(() => level.evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await mia.getByRole('button', { name: 'Change level' }).count()).toBe(0);
    await moderatorPage.goto('/admin');
    await visible(tabList(moderatorPage).getByRole('tab', { name: 'Professionals' }));

    // Made a moderator again while the page is open: the refusal of the next request reads
    // the session again, and the tabs follow without a reload.
    await level.selectOption('moderator');
    await mia.getByRole('button', { name: 'Change level' }).click();
    await expect.poll(() => mia.getByRole('button', { name: 'Change level' }).count()).toBe(0);
    await tabList(moderatorPage).getByRole('tab', { name: 'Professionals' }).click();
    await expect
      .poll(() => tabList(moderatorPage).getByRole('tab', { name: 'Professionals' }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await visible(tabList(moderatorPage).getByRole('tab', { name: 'Reports' }));
    await visible(moderatorPage.getByText('Moderator', { exact: true }));

    await auditLogReadThenBack(page, ['Admin added', 'Admin level changed']);
    await mia.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText('Are you sure you want to remove this admin user?'));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await visible(text(page, 'Admin user removed successfully'));
    await expect.poll(() => mia.count()).toBe(0);

    // Every one of these changes is in the audit log, the removal made after it was last read.
    await auditLogHas(page, [
      'Admin added',
      'Admin deactivated',
      'Admin activated',
      'Admin level changed',
      'Admin removed',
    ]);
  });
});

describe('Settings tab', () => {
  it('closing sign-up makes the sign-up form say so, and the audit log shows the change at once', async () => {
    const boss = await superAdmin();
    const page = await openPage(site, { as: boss });
    await page.goto('/admin?tab=audit-log');
    await visible(
      page.getByRole('table', { name: 'Audit log entries' }).or(page.getByText('Nothing recorded yet')),
    );
    await tabList(page).getByRole('tab', { name: 'Settings', exact: true }).click();
    const form = page.getByRole('form', { name: 'Platform settings' });
    await visible(form);
    await form.getByRole('switch', { name: 'Sign-up is open' }).click();
    await form.getByLabel('Unread message email delay (minutes)').fill('0');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await visible(form.getByText('The delay is at least 1 minute'));
    await form.getByLabel('Unread message email delay (minutes)').fill('15');
    const save = form.getByRole('button', { name: 'Save settings' });
    await save.press('Enter');
    await visible(form.getByRole('status').filter({ hasText: 'Platform settings saved' }));
    // The keyboard focus is where it was, not sent to the top of the page while saving.
    expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);

    try {
      // In the audit log at once, though the log was read just before.
      await auditLogHas(page, ['Platform settings changed']);
      const visitor = await openPage(site);
      await visitor.goto('/auth?mode=sign-up');
      await visitor.getByLabel('Email').fill('too-late@example.test');
      await visitor.getByLabel('Password', { exact: true }).fill('member-password-1');
      await visitor.getByRole('button', { name: 'Create Account' }).click();
      await visible(text(visitor, 'Sign-up is closed for now. Please try again later.'));
    } finally {
      await site.db
        .updateTable('platform_settings')
        .set({ sign_up_open: true, unread_email_delay_minutes: null })
        .execute();
    }
  });
});

describe('Settings tab, two super_admins', () => {
  it('a save over a change made meanwhile is refused; Reload shows it and the save applies, twice over', async () => {
    const boss = await superAdmin();
    const page = await openPage(site, { as: boss });
    await page.goto('/admin?tab=settings');
    const form = page.getByRole('form', { name: 'Platform settings' });
    const delay = form.getByLabel('Unread message email delay (minutes)');
    const signUp = form.getByRole('switch', { name: 'Sign-up is open' });
    await visible(form);
    const stored = () =>
      site.db
        .selectFrom('platform_settings')
        .select(['sign_up_open', 'unread_email_delay_minutes'])
        .executeTakeFirstOrThrow();
    // Another super_admin saves while this form is open.
    await site.db
      .updateTable('platform_settings')
      .set({ unread_email_delay_minutes: 45, updated_at: new Date() })
      .execute();
    try {
      await signUp.click();
      await form.getByRole('button', { name: 'Save settings' }).click();
      await visible(
        form.getByRole('alert').filter({
          hasText:
            'Another administrator changed the settings in the meantime. Please reload to see their change, then save yours again.',
        }),
      );
      expect(await stored()).toEqual({ sign_up_open: true, unread_email_delay_minutes: 45 });

      await form.getByRole('button', { name: 'Reload the settings' }).press('Enter');
      await expect.poll(() => delay.inputValue(), { timeout: 5000 }).toBe('45');
      await expect.poll(() => signUp.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect(signUp.getAttribute('aria-checked')).resolves.toBe('true');
      await visible(form.getByRole('button', { name: 'Save settings' }));
      expect(await form.getByRole('alert').count()).toBe(0);

      await delay.fill('50');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await visible(form.getByRole('status').filter({ hasText: 'Platform settings saved' }));
      await expect
        .poll(stored, { timeout: 5000 })
        .toEqual({ sign_up_open: true, unread_email_delay_minutes: 50 });
      // The next save goes on from the one just made, not from the version first loaded.
      await delay.fill('55');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect
        .poll(stored, { timeout: 5000 })
        .toEqual({ sign_up_open: true, unread_email_delay_minutes: 55 });
      expect(await form.getByRole('alert').count()).toBe(0);
    } finally {
      await site.db
        .updateTable('platform_settings')
        .set({ sign_up_open: true, unread_email_delay_minutes: null })
        .execute();
    }
  });
});

describe('accessibility', () => {
  let boss: Member;
  it('sets up a super_admin and professionals to show', async () => {
    boss = await superAdmin();
    await newMember(site, { profile: { role: 'model', display_name: 'Axe Model' }, suspended: true });
    await newMember(site, { profile: { role: 'stylist', display_name: 'Axe Stylist' } });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const tab of ['overview', 'professionals', 'admins', 'settings']) {
      it(`axe finds nothing serious on ${tab} at ${viewport.width} px, and nothing is wider than the screen`, async () => {
        const page = await openPage(site, { as: boss, viewport });
        await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
        await visible(page.getByRole('tabpanel'));
        const problems = await seriousViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${overflow}px wider than the screen`);
        if (tab === 'professionals') {
          await row(page, 'Axe Stylist').getByRole('button', { name: 'Suspend' }).click();
          await visible(page.getByRole('dialog'));
          for (const violation of await seriousViolations(page))
            problems.push(`suspend dialog: ${violation}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
