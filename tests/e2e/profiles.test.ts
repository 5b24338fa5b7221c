import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { startMailCatcher } from './support/mail-catcher.js';
import { setupSite } from './support/site.js';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail?.close();
});

const site = setupSite(() => ({ SMTP_URL: mail.url }));

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  return (await site.newContext({ viewport })).newPage();
}

const PASSWORD = 'a-good-password';

/** A small real JPEG, made on the spot. */
function jpeg(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function visible(page: Page, text: string, exact = true) {
  await expect
    .poll(() => page.getByText(text, { exact }).first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/** Signs up, confirms by the emailed link and signs in; a new member lands on /onboarding. */
async function newMember(page: Page, email: string) {
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await visible(page, 'Check your email for the confirmation link!');
  const confirmation = await mail.waitFor(email, /confirm/i);
  await page.goto(confirmation.link);
  await expect.poll(() => page.url()).toContain('/auth?confirmed=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/onboarding');
}

/** The wizard without detours, for pages that only need a member with a profile. */
async function quickWizard(page: Page, first: string, last: string) {
  await page.getByText('Model', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
}

describe('profiles, dashboard and portfolio in the browser', () => {
  it('takes a new member from sign-up through the wizard, settings and portfolio to a private-safe public profile', async () => {
    const page = await newPage();
    const email = 'jamie.rivera@example.test';
    await newMember(page, email);

    // Step 1: a role is required.
    await visible(page, 'Step 1 of 3');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page, 'Please select your role');
    expect(await page.getByText('Client/Brand', { exact: true }).isVisible()).toBe(true);
    await page.getByText('Photographer', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: first and last name are required.
    await visible(page, 'Step 2 of 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page, 'Please fill in your name');
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Location').fill('Lisbon, Portugal');
    await page.getByLabel('Bio').fill('Portraits in natural light, and the occasional wedding.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: experience is 0 to 50 years.
    await visible(page, 'Step 3 of 3');
    await page.getByRole('button', { name: 'Portrait' }).click();
    await page.getByRole('button', { name: 'Wedding' }).click();
    expect(await page.getByRole('button', { name: 'Portrait' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Years of experience').fill('51');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await visible(page, 'Experience must be at most 50 years');
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await page.getByLabel('Years of experience').fill('7');
    await page.getByLabel('Hourly rate (USD)').fill('150');
    await page.getByLabel('Instagram handle').fill('@jamie.frames');
    await page.getByLabel('Website').fill('jamie-rivera.example');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    // The dashboard shows the new profile.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
    await visible(page, 'Profile created successfully!');
    // A member who has just created their profile is welcomed, not welcomed back.
    await visible(page, 'Welcome to Frameline, Jamie Rivera');
    await visible(page, 'Photographer');
    await visible(page, 'Lisbon, Portugal', false);
    await visible(page, '$150/hour');
    await visible(page, '7 years');
    await visible(page, 'jamie.frames');
    const profileHref = await page.getByRole('link', { name: 'View public profile' }).getAttribute('href');
    expect(profileHref).toMatch(/^\/profile\/[0-9a-f-]{36}$/);

    // Availability: off and on again, with the API's messages.
    const availability = page.getByRole('switch', { name: 'Available for work' });
    await availability.click();
    await visible(page, 'Status updated to Unavailable');
    await availability.click();
    await visible(page, 'Status updated to Available');

    // Settings: the tab lives in the URL.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=settings');
    await page.reload();
    await visible(page, 'Profile Images');

    // Avatar and banner, with the client check for non-images first.
    await page.locator('input[type=file][name=avatar]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await visible(page, 'Please select an image file');
    await page.locator('input[type=file][name=avatar]').setInputFiles({
      name: 'avatar.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(400, 400, '#ff5a4e'),
    });
    await visible(page, 'Profile image updated successfully');
    await page.locator('input[type=file][name=banner]').setInputFiles({
      name: 'banner.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(1200, 400, '#5b3df5'),
    });
    await visible(page, 'Banner image updated successfully');
    await expect.poll(() => page.getByRole('button', { name: 'Remove banner' }).isVisible()).toBe(true);

    // A display name that differs from the full name, and a phone number: both private tests below.
    const basics = page.getByRole('region', { name: 'Basic Information' });
    await basics.getByLabel('Display name').fill('JR Studio');
    await basics.getByLabel('Phone').fill('+351 912 345 678');
    await basics.getByRole('button', { name: 'Save' }).click();
    await visible(page, 'Profile updated successfully');

    // Tag editors: duplicates are refused, tags are removable buttons.
    const skills = page.getByRole('region', { name: 'Skills' });
    for (const attempt of [1, 2]) {
      await skills.getByLabel('Add a skill').click();
      await page.getByRole('option', { name: 'Lighting' }).click();
      await skills.getByRole('button', { name: 'Add', exact: true }).click();
      if (attempt === 2) await visible(page, 'Item already exists');
    }
    await skills.getByLabel('Add a skill').click();
    await page.getByRole('option', { name: 'Retouching' }).click();
    await skills.getByRole('button', { name: 'Add', exact: true }).click();
    await skills.getByRole('button', { name: 'Remove Retouching' }).click();
    expect(await skills.getByRole('button', { name: 'Remove Retouching' }).count()).toBe(0);
    await expect.poll(() => skills.getByText('You have unsaved changes.').isVisible()).toBe(true);
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => skills.getByText('You have unsaved changes.').isVisible()).toBe(false);

    // Back to the overview with the back button; the welcome line follows the display name.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await visible(page, 'Welcome to Frameline, JR Studio');

    // The portfolio manager, straight at its upload form.
    await page.getByRole('button', { name: 'Upload Work' }).click();
    const manager = page.getByRole('dialog', { name: 'Your Portfolio' });
    await expect.poll(() => manager.getByText('Upload New Work').isVisible()).toBe(true);
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(page, 'Please select an image');
    await manager.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'first.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(800, 1000, '#2f1c8f'),
    });
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(page, 'Please enter a title');
    await manager.getByLabel('Title', { exact: true }).fill('First light');
    await manager.getByLabel('Description', { exact: true }).fill('Morning portrait by the river.');
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await visible(page, 'Work uploaded successfully!');
    await expect.poll(() => manager.getByRole('article', { name: 'First light' }).isVisible()).toBe(true);

    await manager.getByRole('button', { name: 'Add Work' }).click();
    await manager.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'second.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(1000, 800, '#ff7a70'),
    });
    await manager.getByLabel('Title', { exact: true }).fill('Second frame');
    await manager.getByLabel('Description', { exact: true }).fill('A wedding in the hills.');
    await manager.getByRole('button', { name: 'Upload Work' }).click();
    await expect.poll(() => manager.getByRole('article').count(), { timeout: 15_000 }).toBe(2);

    // Feature one.
    const second = manager.getByRole('article', { name: 'Second frame' });
    await second.getByRole('button', { name: 'Mark as featured' }).click();
    await visible(page, 'Marked as featured');
    await expect.poll(() => second.getByText('Featured', { exact: true }).isVisible()).toBe(true);

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
    await expect
      .poll(() => confirm.getByText('Are you sure you want to delete this portfolio item?').isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page, 'Portfolio item deleted');
    await expect.poll(() => manager.getByRole('article').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => manager.isVisible()).toBe(false);

    // A visitor sees the work, and none of the private details (docs/product.md, Private contact fields).
    const visitor = await newPage();
    await visitor.goto(profileHref!);
    await visible(visitor, 'JR Studio');
    await expect.poll(() => visitor.title()).toBe('JR Studio · Frameline');
    await visible(visitor, 'Available');
    await visible(visitor, 'Contact details are private');
    await visible(visitor, 'Use the Connect button to get in touch');
    await visible(visitor, '$150/hour');
    await visible(visitor, 'Lighting');
    // Not merely hidden: not in the document at all.
    const text = (await visitor.locator('body').textContent()) ?? '';
    expect(text).not.toContain(email);
    expect(await visitor.content()).not.toContain(email);
    expect(text).not.toContain('Jamie Rivera');
    expect(text).not.toContain('912 345 678');

    await visitor.getByRole('button', { name: /Second frame/ }).click();
    const lightbox = visitor.getByRole('dialog', { name: 'Second frame' });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    expect(await lightbox.getByText('A wedding in the hills.').isVisible()).toBe(true);
    expect(await lightbox.getByRole('img', { name: 'Second frame' }).isVisible()).toBe(true);
    await visitor.keyboard.press('Escape');
    await expect.poll(() => lightbox.isVisible()).toBe(false);

    // Connect needs a signed-in member.
    await visitor.getByRole('button', { name: 'Connect' }).click();
    await visible(visitor, 'Please sign in to connect with professionals');
    await expect.poll(() => visitor.url()).toContain(`/auth?next=${encodeURIComponent(profileHref!)}`);

    // The owner sees their own contact details, and cannot book themselves.
    await page.goto(profileHref!);
    await visible(page, email);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await visible(page, 'You cannot book yourself');
  });

  it('shows Profile not found for an unknown profile', async () => {
    const page = await newPage();
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByRole('heading', { name: 'Profile not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('has no serious or critical axe violations on /onboarding, /dashboard and a public profile', async () => {
    const page = await newPage();
    await newMember(page, 'axe.member@example.test');

    await visible(page, 'Step 1 of 3');
    expect(await seriousViolations(page), 'wizard step 1').toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page, 'Please select your role');
    expect(await seriousViolations(page), 'wizard step 1 with an error').toEqual([]);
    await page.getByText('Stylist', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page, 'Please fill in your name');
    expect(await seriousViolations(page), 'wizard step 2 with errors').toEqual([]);
    await page.getByLabel('First name').fill('Axel');
    await page.getByLabel('Last name').fill('Checker');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page, 'Step 3 of 3');
    expect(await seriousViolations(page), 'wizard step 3').toEqual([]);
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');

    await visible(page, 'Quick Stats');
    await visible(page, 'Profile views');
    expect(await seriousViolations(page), '/dashboard').toEqual([]);

    await page.getByRole('button', { name: 'View Portfolio' }).click();
    await visible(page, 'No portfolio items yet');
    expect(await seriousViolations(page), 'portfolio manager').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard?tab=settings');
    await visible(page, 'Profile Images');
    expect(await seriousViolations(page), '/dashboard?tab=settings').toEqual([]);

    await page.goto('/onboarding');
    await visible(page, 'Edit Your Profile');
    expect(await seriousViolations(page), '/onboarding (edit)').toEqual([]);

    const href = await (async () => {
      await page.goto('/dashboard');
      return page.getByRole('link', { name: 'View public profile' }).getAttribute('href');
    })();
    const visitor = await newPage({ width: 375, height: 800 });
    await visitor.goto(href!);
    await visible(visitor, 'Axel Checker');
    expect(await seriousViolations(visitor), 'public profile').toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A second member's profile with work in it, and its lightbox.
    await quickWizardAndUpload();

    async function quickWizardAndUpload() {
      const other = await newPage();
      await newMember(other, 'axe.second@example.test');
      await quickWizard(other, 'Lena', 'Okafor');
      await other.getByRole('button', { name: 'Upload Work' }).click();
      const manager = other.getByRole('dialog', { name: 'Your Portfolio' });
      await manager.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'work.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg(900, 1100, '#16161d'),
      });
      await manager.getByLabel('Title', { exact: true }).fill('Night walk');
      await manager.getByRole('button', { name: 'Upload Work' }).click();
      await visible(other, 'Work uploaded successfully!');
      expect(await seriousViolations(other), 'portfolio manager with an item').toEqual([]);
      await other.keyboard.press('Escape');
      const otherHref = await other.getByRole('link', { name: 'View public profile' }).getAttribute('href');

      await visitor.goto(otherHref!);
      await visible(visitor, 'Lena Okafor');
      expect(await seriousViolations(visitor), 'public profile with work').toEqual([]);
      await visitor.getByRole('button', { name: /Night walk/ }).click();
      await expect.poll(() => visitor.getByRole('dialog', { name: 'Night walk' }).isVisible()).toBe(true);
      expect(await seriousViolations(visitor), 'lightbox').toEqual([]);
    }
  });
});
