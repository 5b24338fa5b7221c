import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBooking, createProfile } from '../../src/server/db/seed/factories.js';
import { seriousViolations } from './support/axe.js';
import { jpeg, jpegFile } from './support/images.js';
import { apiAs, type Member, newMember, type ProfileValues } from './support/members.js';
import { atPath, openPage, PHONE, text, visible } from './support/pages.js';
import { setupSite } from './support/site.js';

// The profile wizard, the dashboard, its settings and the portfolio manager, and the
// public profile, each from a member made by ./support/members.ts.

const site = setupSite();

/** Jamie: a photographer whose display name differs from the full name, with a phone number. */
const JAMIE: ProfileValues = {
  role: 'photographer',
  full_name: 'Jamie Rivera',
  display_name: 'JR Studio',
  location: 'Lisbon, Portugal',
  phone: '+351 912 345 678',
  specialties: ['portrait', 'wedding'],
  skills: ['lighting'],
  hourly_rate: 150,
  day_rate: null,
  experience_years: 7,
  is_available: true,
};

/** A member with Jamie's profile, and a page signed in as them on their dashboard. */
async function jamieOnDashboard(profile: ProfileValues = JAMIE) {
  const member = await newMember(site, { profile });
  const page = await openPage(site, { as: member });
  await page.goto('/dashboard');
  return { member, page };
}

/** Uploads a work through the API, as the portfolio manager does. */
async function upload(member: Member, work: { title: string; description: string }) {
  const form = new FormData();
  form.set('title', work.title);
  form.set('description', work.description);
  const photo = await jpeg(1000, 800, '#ff7a70');
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'work.jpg');
  expect((await (await apiAs(site, member)).request('POST', '/api/portfolio', form)).status).toBe(201);
}

describe('the profile wizard', () => {
  it('asks for a role, a name and at most 50 years of experience, then shows the new profile on the dashboard', async () => {
    const page = await openPage(site, { as: await newMember(site) });
    await page.goto('/onboarding');

    // Step 1: a role is required.
    await visible(text(page, 'Step 1 of 3'));
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(text(page, 'Please select your role'));
    expect(await page.getByText('Client/Brand', { exact: true }).isVisible()).toBe(true);
    await page.getByText('Photographer', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: first and last name are required.
    await visible(text(page, 'Step 2 of 3'));
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(text(page, 'Please fill in your name'));
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await page.getByLabel('Bio').fill('Portraits in natural light, and the occasional wedding.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: experience is 0 to 50 years.
    await visible(text(page, 'Step 3 of 3'));
    await page.getByRole('button', { name: 'Portrait' }).click();
    await page.getByRole('button', { name: 'Wedding' }).click();
    expect(await page.getByRole('button', { name: 'Portrait' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Years of experience').fill('51');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await visible(text(page, 'Experience must be at most 50 years'));
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await page.getByLabel('Years of experience').fill('7');
    await page.getByLabel('Hourly rate (USD)').fill('150');
    await page.getByLabel('Day rate (USD)').fill('1200');
    await page.getByLabel('Instagram handle').fill('@jamie.frames');
    await page.getByLabel('Website').fill('jamie-rivera.example');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    // The dashboard shows the new profile.
    await atPath(page, '/dashboard');
    await visible(text(page, 'Profile created successfully!'));
    // A member who has just created their profile is welcomed, not welcomed back.
    await visible(text(page, 'Welcome to Frameline, Jamie Rivera'));
    await visible(text(page, 'Photographer'));
    await visible(text(page, 'Lisbon, Portugal', false));
    await visible(text(page, '$150/hour'));
    await visible(text(page, '$1,200/day'));
    await visible(text(page, '7 years'));
    await visible(text(page, 'jamie.frames'));
    const profileHref = await page.getByRole('link', { name: 'View public profile' }).getAttribute('href');
    expect(profileHref).toMatch(/^\/profile\/[0-9a-f-]{36}$/);

    // What the profile does not show clients yet: a photo and three works.
    const checklist = page.getByRole('list', { name: 'Your profile checklist' });
    await visible(checklist);
    expect(
      await page.getByRole('progressbar', { name: 'Profile complete' }).getAttribute('aria-valuetext'),
    ).toBe('4 of 6 done');
    expect((await checklist.getByRole('listitem').allTextContents()).map((item) => item.trim())).toEqual([
      'Add a profile photo',
      'Write a bio: who you are and how you work: done',
      'Say where you are based: done',
      'Choose your specialties: done',
      'Set a day or hourly rate: done',
      'Show at least 3 works in your portfolio',
    ]);
    await checklist.getByRole('button', { name: 'Show at least 3 works in your portfolio' }).click();
    const manager = page.getByRole('dialog', { name: 'Your Portfolio' });
    await visible(manager.getByText('Upload New Work'));
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => manager.count()).toBe(0);
    await checklist.getByRole('link', { name: 'Add a profile photo' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('settings');
    // Edit Your Profile opens at the field an item names.
    await page.goto('/onboarding?focus=specialties');
    const firstSpecialty = page.getByRole('button', { name: 'Fashion' });
    await expect.poll(() => firstSpecialty.evaluate((chip) => chip === document.activeElement)).toBe(true);
  });

  it('asks a client nothing about experience or rates; in Settings a client changes role and links', async () => {
    const member = await newMember(site);
    const page = await openPage(site, { as: member });
    await page.goto('/onboarding');
    await page.getByText('Client/Brand', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Brand');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(text(page, 'Step 3 of 3'));
    await visible(page.getByLabel('Instagram handle'));
    for (const label of ['Years of experience', 'Hourly rate (USD)', 'Day rate (USD)'])
      expect(await page.getByLabel(label).count(), label).toBe(0);
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await atPath(page, '/dashboard');

    // A link to another tab takes its own link away: the focus goes to the content, not
    // back to the top of the document.
    await page.getByRole('link', { name: 'Open Bookings' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('bookings');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The top bar has the dashboard's Bookings and Settings, and says which is open.
    const bar = page.getByRole('banner');
    const barLink = (name: string) => bar.getByRole('link', { name, exact: true });
    await expect.poll(() => barLink('Bookings').getAttribute('aria-current')).toBe('page');
    await barLink('Settings').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('settings');
    await expect.poll(() => barLink('Settings').getAttribute('aria-current')).toBe('page');

    const details = page.getByRole('region', { name: 'Professional Details' });
    await visible(details.getByLabel('Website'));
    expect(await details.getByLabel('Years of experience').count()).toBe(0);
    await details.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Photographer' }).click();
    await visible(details.getByLabel('Years of experience'));
    await details.getByLabel('Years of experience').fill('3');
    await details.getByRole('button', { name: 'Save' }).click();
    await visible(text(page, 'Profile updated successfully'));
    expect(
      await site.db
        .selectFrom('profiles')
        .select(['role', 'experience_years'])
        .where('user_id', '=', member.id)
        .executeTakeFirst(),
    ).toEqual({ role: 'photographer', experience_years: 3 });
  });
});

describe('the dashboard', () => {
  it('switches availability off and on, with the API’s messages', async () => {
    const { page } = await jamieOnDashboard();
    const availability = page.getByRole('switch', { name: 'Available for work' });
    await availability.click();
    await visible(text(page, 'Status updated to Unavailable'));
    await availability.click();
    await visible(text(page, 'Status updated to Available'));
  });

  it('Quick Stats that fail to load say so with the product’s text and the reason, and load on Try again', async () => {
    const member = await newMember(site, { profile: JAMIE });
    const page = await openPage(site, { as: member });
    await page.route('**/api/profiles/me/stats', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy just now.' },
        }),
      }),
    );
    await page.goto('/dashboard');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load stats' });
    await visible(failure);
    await visible(failure.getByText('The server is busy just now.'));
    await page.unroute('**/api/profiles/me/stats');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByText('Portfolio items', { exact: true }));
    expect(await page.getByText('Failed to load stats').count()).toBe(0);
  });

  it('keeps the settings tab in the URL, and takes an avatar and a banner but refuses a non-image', async () => {
    const { page } = await jamieOnDashboard();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=settings');
    await page.reload();
    await visible(text(page, 'Profile Images'));
    // Every type the server takes is named (GIF and AVIF too).
    await visible(text(page, 'A square image works best. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.'));

    const avatar = page.locator('input[type=file][name=avatar]');
    await avatar.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await visible(text(page, 'Please select an image file'));
    await avatar.setInputFiles(await jpegFile('avatar.jpg', 400, 400, '#ff5a4e'));
    await visible(text(page, 'Profile image updated successfully'));
    await page
      .locator('input[type=file][name=banner]')
      .setInputFiles(await jpegFile('banner.jpg', 1200, 400, '#5b3df5'));
    await visible(text(page, 'Banner image updated successfully'));
    // Removed from the keyboard: the button goes, and the focus moves to Upload banner.
    await page.getByRole('button', { name: 'Remove banner' }).focus();
    await page.keyboard.press('Enter');
    await visible(text(page, 'Banner image removed'));
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Upload banner' })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
  });

  it('offers a suspended professional no uploads the server would refuse, and says why', async () => {
    // Work and an avatar from before the suspension, which they may still remove.
    const member = await newMember(site, { profile: JAMIE });
    await upload(member, { title: 'Kept work', description: 'Shot before the suspension.' });
    const avatarForm = new FormData();
    avatarForm.set(
      'file',
      new Blob([new Uint8Array(await jpeg(400, 400, '#ff5a4e'))], { type: 'image/jpeg' }),
      'a.jpg',
    );
    expect(
      (await (await apiAs(site, member)).request('PUT', '/api/profiles/me/avatar', avatarForm)).status,
    ).toBe(200);
    await site.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Test' })
      .where('user_id', '=', member.id)
      .execute();
    const page = await openPage(site, { as: member });
    await page.goto('/dashboard');
    const why = 'Your account is suspended, so uploads are unavailable. You can still sign in and read.';
    const portfolio = page
      .getByRole('heading', { name: 'Portfolio' })
      .locator('xpath=ancestor::*[@data-slot="card"]');
    await visible(portfolio.getByText(why));
    expect(await page.getByRole('button', { name: 'Upload Work' }).count()).toBe(0);
    // Available, yet nobody can book them while suspended: the switch does not say they can.
    await visible(page.getByText('Connect and Book Now are hidden on your profile.'));

    await portfolio.getByRole('button', { name: 'View Portfolio' }).click();
    const manager = page.getByRole('dialog', { name: 'Your Portfolio' });
    await visible(manager.getByText(why));
    expect(await manager.getByRole('button', { name: /Add Work|Upload Your First Work/ }).count()).toBe(0);
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    // Deleting from the keyboard: with no Add Work to go on from, the focus rests on the
    // reason, inside the manager, not on the page behind it.
    await manager.getByRole('article', { name: 'Kept work' }).getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await visible(text(page, 'Portfolio item deleted'));
    await expect.poll(() => isFocused(manager.getByText(why))).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Settings' }).click();
    const images = page.getByRole('region', { name: 'Profile Images' });
    await visible(images.getByText(why));
    expect(await images.getByRole('button', { name: /Upload (avatar|banner)/ }).count()).toBe(0);
    await images.getByRole('button', { name: 'Remove avatar' }).focus();
    await page.keyboard.press('Enter');
    await visible(text(page, 'Profile image removed'));
    await expect
      .poll(() => isFocused(images.getByRole('heading', { name: 'Profile image', exact: true })))
      .toBe(true);
    // Deleting the account is refused while suspended: said, not offered.
    const deletion = page.getByRole('region', { name: 'Delete account' });
    await visible(
      deletion.getByText('Your account is suspended, so it cannot be deleted here.', { exact: false }),
    );
    expect(await deletion.getByRole('button', { name: 'Delete account' }).count()).toBe(0);
  });

  it('asks a professional before a switch to Client/Brand takes their experience and rates', async () => {
    const { member, page } = await jamieOnDashboard();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const details = page.getByRole('region', { name: 'Professional Details' });
    const chooseClient = async () => {
      await details.getByLabel('Role').click();
      await page.getByRole('option', { name: 'Client/Brand' }).click();
      await details.getByRole('button', { name: 'Save' }).click();
    };
    const roleOf = async () =>
      await site.db
        .selectFrom('profiles')
        .select(['role', 'experience_years', 'hourly_rate'])
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow();
    const ask = page.getByRole('dialog', { name: 'Switch to Client/Brand?' });

    await chooseClient();
    await visible(ask);
    await ask.getByRole('button', { name: 'Keep my role' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await roleOf()).toMatchObject({ role: 'photographer', experience_years: 7 });
    // The focus is back on Save, which opened the question (also after Escape).
    const save = details.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.evaluate((button) => button === document.activeElement)).toBe(true);
    await save.press('Enter');
    await visible(ask);
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await expect.poll(() => save.evaluate((button) => button === document.activeElement)).toBe(true);

    await details.getByRole('button', { name: 'Save' }).click();
    await ask.getByRole('button', { name: 'Switch to Client/Brand' }).click();
    await visible(text(page, 'Profile updated successfully'));
    expect(await roleOf()).toEqual({ role: 'client', experience_years: 0, hourly_rate: null });
  });

  it('asks the same in Edit Your Profile (/onboarding)', async () => {
    const { member, page } = await jamieOnDashboard();
    await page.goto('/onboarding');
    await page.getByText('Client/Brand', { exact: true }).click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const ask = page.getByRole('dialog', { name: 'Switch to Client/Brand?' });
    await visible(ask);
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    const roleOf = async () =>
      (
        await site.db
          .selectFrom('profiles')
          .select('role')
          .where('user_id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).role;
    expect(await roleOf()).toBe('photographer');
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await ask.getByRole('button', { name: 'Switch to Client/Brand' }).click();
    await visible(text(page, 'Profile updated successfully!'));
    expect(await roleOf()).toBe('client');
  });

  it('keeps settings not saved yet across tabs, and asks before leaving the page with them', async () => {
    const { page } = await jamieOnDashboard();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const location = page.getByRole('region', { name: 'Basic Information' }).getByLabel('Location');
    await location.fill('Porto, Portugal');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await location.inputValue()).toBe('Porto, Portugal');

    // A link away asks first: Stay keeps the page and what was typed. Back to another tab
    // of the dashboard is not leaving it.
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    const discover = page.getByRole('banner').getByRole('link', { name: 'Discover' });
    await discover.click();
    await visible(leave);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => leave.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await location.inputValue()).toBe('Porto, Portugal');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await location.inputValue()).toBe('Porto, Portugal');
    await discover.click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/discover-talent');

    // Saved, nothing is asked.
    await page.goto('/dashboard?tab=settings');
    expect(await location.inputValue()).toBe('Lisbon, Portugal');
    await location.fill('Porto, Portugal');
    await page
      .getByRole('region', { name: 'Basic Information' })
      .getByRole('button', { name: 'Save' })
      .click();
    await visible(text(page, 'Profile updated successfully'));
    await discover.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/discover-talent');
  });

  it('Edit Your Profile asks before leaving with changes not saved; Cancel and a save leave without asking', async () => {
    const { page } = await jamieOnDashboard();
    const editProfile = page.getByRole('link', { name: 'Edit Profile' }).first();
    await editProfile.click();
    const location = page.getByLabel('Location', { exact: true });
    await visible(location);
    // Nothing changed: leaving is not asked about.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    await editProfile.click();
    await location.fill('Porto, Portugal');
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await visible(leave);
    await visible(leave.getByText('Your changes to your profile are not saved yet. Leaving now loses them.'));
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => leave.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(await location.inputValue()).toBe('Porto, Portugal');
    // Back in the browser asks too.
    await page.goBack();
    await visible(leave);
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    // Cancel discards on purpose.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect(await leave.count()).toBe(0);

    // A save goes to the dashboard without asking.
    await page.goto('/onboarding');
    await location.fill('Porto, Portugal');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await visible(text(page, 'Profile updated successfully!'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect(await leave.count()).toBe(0);
  });

  it('saves the basic information and skills without duplicate tags; Back returns to the overview, which greets by the display name', async () => {
    const member = await newMember(site);
    const page = await openPage(site, { as: member });
    // The profile is made during this session, so its owner is greeted as new (not welcomed back).
    await createProfile(site.db, member.id, {
      ...JAMIE,
      display_name: 'Jamie Rivera',
      phone: null,
      skills: [],
    });
    await page.goto('/dashboard');
    await visible(text(page, 'Welcome to Frameline, Jamie Rivera'));
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=settings');

    // A display name that differs from the full name, and a phone number.
    const basics = page.getByRole('region', { name: 'Basic Information' });
    await basics.getByLabel('Display name').fill('JR Studio');
    await basics.getByLabel('Phone').fill('+351 912 345 678');
    await basics.getByRole('button', { name: 'Save' }).click();
    await visible(text(page, 'Profile updated successfully'));

    // Tag editors: duplicates are refused, tags are removable buttons.
    const skills = page.getByRole('region', { name: 'Skills' });
    for (const attempt of [1, 2]) {
      await skills.getByLabel('Add a skill').click();
      await page.getByRole('option', { name: 'Lighting' }).click();
      await skills.getByRole('button', { name: 'Add', exact: true }).click();
      if (attempt === 2) await visible(text(page, 'Item already exists'));
    }
    await skills.getByLabel('Add a skill').click();
    await page.getByRole('option', { name: 'Retouching' }).click();
    await skills.getByRole('button', { name: 'Add', exact: true }).click();
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    // Add is disabled until the next choice: the focus is back on the picker, not lost.
    await expect.poll(() => focused(skills.getByLabel('Add a skill'))).toBe(true);
    await skills.getByRole('button', { name: 'Remove Retouching' }).focus();
    await page.keyboard.press('Enter');
    expect(await skills.getByRole('button', { name: 'Remove Retouching' }).count()).toBe(0);
    // The tag that is left takes the focus of the one removed.
    await expect.poll(() => focused(skills.getByRole('button', { name: 'Remove Lighting' }))).toBe(true);
    await visible(skills.getByText('You have unsaved changes.'));
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => skills.getByText('You have unsaved changes.').isVisible()).toBe(false);

    // Back to the overview with the back button; the welcome line follows the display name.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await visible(text(page, 'Welcome to Frameline, JR Studio'));
  });

  it('checks the upload form, then uploads, features, reorders and deletes portfolio work', async () => {
    const { page } = await jamieOnDashboard();
    // The portfolio manager, straight at its upload form.
    await page.getByRole('button', { name: 'Upload Work' }).click();
    const manager = page.getByRole('dialog', { name: 'Your Portfolio' });
    await visible(manager.getByText('Upload New Work'));
    await visible(manager.getByText('JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.'));
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(text(page, 'Please select an image'));
    await manager
      .getByLabel('Image', { exact: true })
      .setInputFiles(await jpegFile('first.jpg', 800, 1000, '#2f1c8f'));
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(text(page, 'Please enter a title'));
    await manager.getByLabel('Title', { exact: true }).fill('First light');
    await manager.getByLabel('Description', { exact: true }).fill('Morning portrait by the river.');
    // A stray Escape does not throw the form away.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await manager.isVisible()).toBe(true);
    expect(await manager.getByLabel('Title', { exact: true }).inputValue()).toBe('First light');
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(text(page, 'Work uploaded successfully!'));
    // The form is gone; the keyboard goes on from Add Work.
    await expect
      .poll(() =>
        manager
          .getByRole('button', { name: 'Add Work' })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await visible(manager.getByRole('article', { name: 'First light' }));

    await manager.getByRole('button', { name: 'Add Work' }).click();
    await manager
      .getByLabel('Image', { exact: true })
      .setInputFiles(await jpegFile('second.jpg', 1000, 800, '#ff7a70'));
    await manager.getByLabel('Title', { exact: true }).fill('Second frame');
    await manager.getByLabel('Description', { exact: true }).fill('A wedding in the hills.');
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await expect.poll(() => manager.getByRole('article').count(), { timeout: 15_000 }).toBe(2);

    // Feature one.
    const second = manager.getByRole('article', { name: 'Second frame' });
    await second.getByRole('button', { name: 'Mark as featured' }).click();
    await visible(text(page, 'Marked as featured'));
    await visible(second.getByText('Featured', { exact: true }));

    // Reorder with the keyboard-reachable buttons.
    const firstTitle = () => manager.getByRole('article').first().getByRole('heading').textContent();
    const before = await firstTitle();
    await manager.getByRole('article').first().getByRole('button', { name: 'Move later' }).click();
    await expect.poll(firstTitle).not.toBe(before);

    // Delete the other, after confirming.
    await manager
      .getByRole('article', { name: 'First light' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText('Are you sure you want to delete this portfolio item?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(text(page, 'Portfolio item deleted'));
    await expect.poll(() => manager.getByRole('article').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => manager.isVisible()).toBe(false);
  });
});

describe('the public profile', () => {
  it("a client's shows no availability, experience, rates, portfolio or Book Now, only Connect; a suspended one shows an admin no buttons", async () => {
    const brand = await newMember(site, {
      profile: { role: 'client', display_name: 'Northwind Brand', is_available: true },
    });
    const pro = await newMember(site, { profile: { role: 'photographer', display_name: 'Pat Lens' } });
    const page = await openPage(site, { as: pro });
    await page.goto(`/profile/${brand.id}`);
    await visible(page.getByRole('heading', { name: 'Northwind Brand', level: 1 }));
    await visible(page.getByText('Northwind Brand hires creative talent on Frameline.'));
    await visible(page.getByRole('button', { name: 'Connect' }));
    // Only professionals are saved.
    for (const gone of ['Book Now', 'Save'])
      expect(await page.getByRole('button', { name: gone, exact: true }).count(), gone).toBe(0);
    for (const heading of ['Rates', 'Portfolio', 'Reviews'])
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(0);
    for (const word of ['Available', 'Unavailable'])
      expect(await page.getByText(word, { exact: true }).count(), word).toBe(0);
    expect(await page.getByText(/years? of experience/).count()).toBe(0);
    // Lists a client keeps none of are left out, not shown empty; one they keep is shown.
    for (const heading of ['Specialties', 'Skills', 'Equipment'])
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(0);
    const studio = await newMember(site, {
      profile: { role: 'client', display_name: 'Studio Client', skills: ['lighting'] },
    });
    await page.goto(`/profile/${studio.id}`);
    await visible(page.getByRole('heading', { name: 'Studio Client', level: 1 }));
    await visible(page.getByRole('heading', { name: 'Skills', exact: true }));
    await visible(page.getByText('Lighting', { exact: true }));
    for (const heading of ['Specialties', 'Equipment'])
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(0);

    const suspended = await newMember(site, {
      profile: { role: 'model', display_name: 'Sid Suspended', is_available: true },
      suspended: true,
    });
    const admin = await newMember(site, { admin: 'admin' });
    const adminPage = await openPage(site, { as: admin });
    await adminPage.goto(`/profile/${suspended.id}`);
    await visible(adminPage.getByRole('heading', { name: 'Sid Suspended', level: 1 }));
    await visible(adminPage.getByText('Suspended', { exact: true }));
    await visible(
      adminPage.getByText("Sid Suspended's profile is suspended: it cannot be contacted or booked."),
    );
    for (const gone of ['Connect', 'Book Now', 'Save'])
      expect(await adminPage.getByRole('button', { name: gone, exact: true }).count(), gone).toBe(0);
  });

  // docs/product.md, Private contact fields.
  it('shows a visitor the work and none of the private details, and asks them to sign in to connect', async () => {
    const jamie = await newMember(site, { profile: JAMIE });
    await upload(jamie, { title: 'Second frame', description: 'A wedding in the hills.' });
    const profileHref = `/profile/${jamie.id}`;
    // Three requests: two declined within the hour, one left to expire.
    const asker = await newMember(site, { profile: { role: 'client', display_name: 'Asking Brand' } });
    for (const [to, minutes] of [
      ['declined', 20],
      ['declined', 40],
      ['expired', 7 * 24 * 60],
    ] as const) {
      const made = new Date(Date.now() - 10 * 86_400_000);
      const request = await createBooking(site.db, {
        clientId: asker.id,
        professionalId: jamie.id,
        status: to,
        created_at: made,
      });
      await site.db
        .insertInto('booking_events')
        .values({
          booking_id: request.id,
          actor_id: to === 'declined' ? jamie.id : null,
          actor_role: to === 'declined' ? 'professional' : 'system',
          from_status: 'pending',
          to_status: to,
          created_at: new Date(made.getTime() + minutes * 60_000),
        })
        .execute();
    }

    const visitor = await openPage(site);
    await visitor.goto(profileHref);
    await visible(text(visitor, 'JR Studio'));
    await expect.poll(() => visitor.title()).toBe('JR Studio · Frameline');
    await visible(text(visitor, 'Available'));
    await visible(text(visitor, 'Contact details are private'));
    await visible(text(visitor, 'Use the Connect button to get in touch'));
    await visible(text(visitor, '$150/hour'));
    await visible(text(visitor, 'Usually answers within an hour'));
    await visible(text(visitor, '2 of the last 3 requests answered'));
    await visible(text(visitor, 'Lighting'));
    // Not merely hidden: not in the document at all.
    const shown = (await visitor.locator('body').textContent()) ?? '';
    expect(shown).not.toContain(jamie.email);
    expect(await visitor.content()).not.toContain(jamie.email);
    expect(shown).not.toContain('Jamie Rivera');
    expect(shown).not.toContain('912 345 678');

    await visitor.getByRole('button', { name: /Second frame/ }).click();
    const lightbox = visitor.getByRole('dialog', { name: 'Second frame' });
    await visible(lightbox);
    expect(await lightbox.getByText('A wedding in the hills.').isVisible()).toBe(true);
    expect(await lightbox.getByRole('img', { name: 'Second frame' }).isVisible()).toBe(true);
    await visitor.keyboard.press('Escape');
    await expect.poll(() => lightbox.isVisible()).toBe(false);

    // Connect needs a signed-in member.
    await visitor.getByRole('button', { name: 'Connect' }).click();
    await visible(text(visitor, 'Please sign in to connect with professionals'));
    await expect.poll(() => visitor.url()).toContain(`/auth?next=${encodeURIComponent(profileHref)}`);
  });

  it('shares a profile: its address copied with a mouse, the share sheet on a phone, from the dashboard too; nothing without scripts', async () => {
    const jamie = await newMember(site, { profile: JAMIE });
    const profileHref = `/profile/${jamie.id}`;
    const profileUrl = new URL(profileHref, site.server.url).href;

    // With a mouse: the address is copied, and only then said; by keyboard too.
    const desk = await openPage(site);
    await desk.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    await desk.goto(profileHref);
    const share = desk.getByRole('button', { name: 'Share', exact: true });
    await expect.poll(() => share.count()).toBe(1);
    await share.focus();
    await desk.keyboard.press('Enter');
    await visible(text(desk, 'Profile link copied'));
    expect(await desk.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);

    // On a phone (touch, no mouse): the system's share sheet, with the name and the address.
    const phone = await openPage(site, { viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await phone.goto(profileHref);
    const phoneShare = phone.getByRole('button', { name: 'Share', exact: true });
    await expect.poll(() => phoneShare.count()).toBe(1);
    // Above the card, where a phone has room for it.
    const box = await phoneShare.boundingBox();
    const heading = await phone.getByRole('heading', { name: 'JR Studio', level: 1 }).boundingBox();
    expect(box!.y + box!.height).toBeLessThan(heading!.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await phoneShare.tap();
    await expect
      .poll(() => phone.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: 'JR Studio on Frameline', url: profileUrl }]);
    expect(await phone.getByText('Profile link copied').count()).toBe(0);

    // The owner's overview offers it too.
    const owner = await openPage(site, { as: jamie });
    await owner
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    await owner.goto('/dashboard');
    await owner.getByRole('button', { name: 'Share profile' }).click();
    await visible(text(owner, 'Profile link copied'));
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);

    // Without scripts the page is read, and offers no Share that could not work.
    const plain = await openPage(site, { javaScriptEnabled: false });
    await plain.goto(profileHref);
    await visible(plain.getByRole('heading', { name: 'JR Studio', level: 1 }));
    expect(await plain.getByRole('button', { name: 'Share' }).count()).toBe(0);
  });

  it('shows the owner their own contact details, and does not let them book themselves', async () => {
    const { member, page } = await jamieOnDashboard();
    await page.goto(`/profile/${member.id}`);
    await visible(text(page, member.email));
    await page.getByRole('button', { name: 'Book Now' }).click();
    await visible(text(page, 'You cannot book yourself'));
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  });

  // docs/product.md, Blocking and reporting.
  it('a signed-in member reports a profile from its foot; the owner and a visitor are offered no Report', async () => {
    const pro = await newMember(site, { profile: { ...JAMIE, display_name: 'Copied Portfolio' } });
    const member = await newMember(site, { profile: { role: 'client', display_name: 'Watchful Brand' } });
    const page = await openPage(site, { as: member });
    await page.goto(`/profile/${pro.id}`);
    await page.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Copied Portfolio' });
    await visible(dialog);
    await dialog.getByLabel('What is wrong?').fill('These photos are from another photographer’s site.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(dialog.getByText('Thank you. Our team will review your report.'));
    const reports = await site.db
      .selectFrom('reports')
      .select(['reporter_id', 'message_id', 'reason', 'status'])
      .where('member_id', '=', pro.id)
      .execute();
    expect(reports).toEqual([
      {
        reporter_id: member.id,
        message_id: null,
        reason: 'These photos are from another photographer’s site.',
        status: 'open',
      },
    ]);

    const owner = await openPage(site, { as: pro });
    await owner.goto(`/profile/${pro.id}`);
    await visible(owner.getByRole('heading', { name: 'Copied Portfolio' }));
    expect(await owner.getByRole('button', { name: 'Report this profile' }).count()).toBe(0);
    const visitor = await openPage(site);
    await visitor.goto(`/profile/${pro.id}`);
    await visible(visitor.getByRole('heading', { name: 'Copied Portfolio' }));
    expect(await visitor.getByRole('button', { name: 'Report this profile' }).count()).toBe(0);
  });

  // docs/product.md, Saved talent.
  it('saves a professional from their profile, lists them on the dashboard, removes and undoes there; a visitor signs in first', async () => {
    const pro = await newMember(site, { profile: { ...JAMIE, display_name: 'Noor Shortlist' } });
    const client = await newMember(site, { profile: { role: 'client', display_name: 'Shortlist Brand' } });
    const savedBy = (memberId: string) =>
      site.db.selectFrom('saved_talent').select('talent_id').where('member_id', '=', memberId).execute();
    const page = await openPage(site, { as: client, viewport: PHONE });
    await page.goto(`/profile/${pro.id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(text(page, 'Noor Shortlist is in your saved talent.'));
    await visible(page.getByRole('button', { name: 'Saved', exact: true }));
    await page.reload();
    await visible(page.getByRole('button', { name: 'Saved', exact: true }));
    // On the narrowest phone the heart alone, on one line with the Available badge.
    await page.setViewportSize({ width: 320, height: 800 });
    const middle = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return Math.round(box.y + box.height / 2);
    };
    await expect
      .poll(async () =>
        Math.abs(
          (await middle(page.getByText('Available', { exact: true }))) -
            (await middle(page.getByRole('button', { name: 'Saved', exact: true }))),
        ),
      )
      .toBeLessThanOrEqual(2);
    await page.setViewportSize(PHONE);

    await page.goto('/dashboard');
    const saved = page.getByRole('list', { name: 'Your saved talent' });
    await visible(saved.getByRole('link', { name: 'Noor Shortlist', exact: true }));
    await visible(saved.getByText('Photographer', { exact: true }));
    await visible(saved.getByText('Lisbon, Portugal', { exact: true }));
    await visible(page.getByText('1 saved', { exact: true }));
    // Message opens our conversation, as Connect on the profile does.
    expect(await saved.getByRole('link', { name: 'Message Noor Shortlist' }).getAttribute('href')).toBe(
      `/dashboard?tab=messages&with=${pro.id}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Remove, then Undo in its toast.
    await saved.getByRole('button', { name: 'Remove Noor Shortlist from saved talent' }).click();
    await visible(text(page, 'Noor Shortlist is no longer in your saved talent.'));
    // The row took its button with it: the focus is on the card's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Saved talent');
    await visible(
      text(page, 'No saved talent yet. Press Save on a professional’s profile to keep them here.'),
    );
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await visible(
      page
        .getByRole('list', { name: 'Your saved talent' })
        .getByRole('link', { name: 'Noor Shortlist', exact: true }),
    );

    // From the list to the profile, where Saved, pressed with the keyboard, removes them.
    await page
      .getByRole('list', { name: 'Your saved talent' })
      .getByRole('link', { name: 'Noor Shortlist', exact: true })
      .click();
    await atPath(page, `/profile/${pro.id}`);
    await page.getByRole('button', { name: 'Saved', exact: true }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('button', { name: 'Save', exact: true }));
    expect(await savedBy(client.id)).toEqual([]);

    // The member's other tab, on the dashboard with its live events open.
    const otherTab = await openPage(site, { as: client, viewport: PHONE });
    const streamOpen = otherTab.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
    );
    await otherTab.goto('/dashboard');
    await visible(
      text(otherTab, 'No saved talent yet. Press Save on a professional’s profile to keep them here.'),
    );
    await streamOpen;

    // The heart on their card in the search results saves them without opening the profile.
    await page.goto(`/discover-talent?q=${encodeURIComponent('Noor Shortlist')}`);
    const heart = page.locator('#results').getByRole('button', { name: 'Save Noor Shortlist' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await visible(text(page, 'Noor Shortlist is in your saved talent.'));
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await savedBy(client.id)).toEqual([{ talent_id: pro.id }]);
    // The other tab lists them at once, without a reload.
    await visible(
      otherTab
        .getByRole('list', { name: 'Your saved talent' })
        .getByRole('link', { name: 'Noor Shortlist', exact: true }),
    );
    // The professional's Quick Stats count it.
    const proPage = await openPage(site, { as: pro });
    await proPage.goto('/dashboard');
    const savedByRow = proPage.getByText('Saved by members', { exact: true }).locator('..');
    await expect.poll(() => savedByRow.textContent()).toBe('Saved by members1');

    // A visitor sees no heart, and Save on the profile asks them to sign in first.
    const visitor = await openPage(site);
    await visitor.goto(`/discover-talent?q=${encodeURIComponent('Noor Shortlist')}`);
    await visible(visitor.locator('#results').getByRole('link', { name: 'Noor Shortlist', exact: true }));
    expect(await visitor.getByRole('button', { name: 'Save Noor Shortlist' }).count()).toBe(0);
    await visitor.goto(`/profile/${pro.id}`);
    await visitor.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(text(visitor, 'Please sign in to save professionals.'));
    await expect
      .poll(() => visitor.url())
      .toContain(`/auth?next=${encodeURIComponent(`/profile/${pro.id}`)}`);
  });

  it('wraps a name and a one-word place as long as the limits allow on a phone: nothing is wider than the screen, for a visitor or the owner', async () => {
    const longName = `${'L'.repeat(100)} ${'M'.repeat(99)}`;
    const longPlace = 'Llanfairpwllgwyngyll'.repeat(10);
    const member = await newMember(site, {
      profile: { ...JAMIE, full_name: longName, display_name: longName, location: longPlace },
    });
    const overflow = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const as of [undefined, member]) {
      const page = await openPage(site, { viewport: PHONE, ...(as ? { as } : {}) });
      await page.goto(`/profile/${member.id}`);
      await visible(page.getByRole('heading', { name: longName, level: 1 }));
      expect(await overflow(page), as ? 'the owner' : 'a visitor').toBeLessThanOrEqual(0);
      if (!as) continue;
      await page.goto('/dashboard');
      await visible(page.getByText(longPlace).first());
      expect(await overflow(page), "the owner's dashboard").toBeLessThanOrEqual(0);
    }
  });

  it('shows Profile not found for an unknown profile', async () => {
    const page = await openPage(site);
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await visible(page.getByRole('heading', { name: 'Profile not found' }));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await atPath(page, '/');
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations on /onboarding, /dashboard and a public profile', async () => {
    const member = await newMember(site);
    const page = await openPage(site, { as: member });
    await page.goto('/onboarding');

    await visible(text(page, 'Step 1 of 3'));
    expect(await seriousViolations(page), 'wizard step 1').toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(text(page, 'Please select your role'));
    expect(await seriousViolations(page), 'wizard step 1 with an error').toEqual([]);
    await page.getByText('Stylist', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(text(page, 'Please fill in your name'));
    expect(await seriousViolations(page), 'wizard step 2 with errors').toEqual([]);
    await page.getByLabel('First name').fill('Axel');
    await page.getByLabel('Last name').fill('Checker');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(text(page, 'Step 3 of 3'));
    expect(await seriousViolations(page), 'wizard step 3').toEqual([]);
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await atPath(page, '/dashboard');

    await visible(text(page, 'Quick Stats'));
    await visible(text(page, 'Profile views'));
    expect(await seriousViolations(page), '/dashboard').toEqual([]);

    await page.getByRole('button', { name: 'View Portfolio' }).click();
    await visible(text(page, 'No portfolio items yet'));
    expect(await seriousViolations(page), 'portfolio manager').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard?tab=settings');
    await visible(text(page, 'Profile Images'));
    expect(await seriousViolations(page), '/dashboard?tab=settings').toEqual([]);

    await page.goto('/onboarding');
    await visible(text(page, 'Edit Your Profile'));
    expect(await seriousViolations(page), '/onboarding (edit)').toEqual([]);

    const visitor = await openPage(site, { viewport: PHONE });
    await visitor.goto(`/profile/${member.id}`);
    await visible(text(visitor, 'Axel Checker'));
    expect(await seriousViolations(visitor), 'public profile').toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A second member's profile with work in it, and its lightbox.
    const lena = await newMember(site, {
      profile: { role: 'model', full_name: 'Lena Okafor', display_name: 'Lena Okafor' },
    });
    const other = await openPage(site, { as: lena });
    await other.goto('/dashboard');
    await other.getByRole('button', { name: 'Upload Work' }).click();
    const manager = other.getByRole('dialog', { name: 'Your Portfolio' });
    await manager
      .getByLabel('Image', { exact: true })
      .setInputFiles(await jpegFile('work.jpg', 900, 1100, '#16161d'));
    await manager.getByLabel('Title', { exact: true }).fill('Night walk');
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(text(other, 'Work uploaded successfully!'));
    expect(await seriousViolations(other), 'portfolio manager with an item').toEqual([]);
    await other.keyboard.press('Escape');

    await visitor.goto(`/profile/${lena.id}`);
    await visible(text(visitor, 'Lena Okafor'));
    expect(await seriousViolations(visitor), 'public profile with work').toEqual([]);
    await visitor.getByRole('button', { name: /Night walk/ }).click();
    await visible(visitor.getByRole('dialog', { name: 'Night walk' }));
    expect(await seriousViolations(visitor), 'lightbox').toEqual([]);
  });
});
