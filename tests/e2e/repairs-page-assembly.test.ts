import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { jpeg } from './support/images.js';
import { apiAs, newMember } from './support/members.js';
import { collectErrors, DESKTOP } from './support/pages.js';
import { setupSite } from './support/site.js';

// Repair 1 in the browser, against the built server and its real server render: a member
// whose texts hold every String.replace pattern ($' $& $`) must not break the pages that
// show them, for them or anyone else, and neither may a search for such text.

const site = setupSite();

const PATTERNS = "$' $& $`";
const typed = {
  firstName: "Dollar$'Test",
  lastName: 'Frames',
  displayName: `Dollar$'Test ${PATTERNS}`,
  location: `Lisbon ${PATTERNS}`,
  bio: `Soft light ${PATTERNS} and $$ $1`,
  websiteUrl: "https://ava.example/$'$&$`",
  title: `Harbour ${PATTERNS}`,
  description: `Shot at dawn ${PATTERNS}`,
};
const search = "$'x$`y";
let memberId: string;

beforeAll(async () => {
  // The profile and work go through the API, as the wizard and the upload form send them.
  const member = await newMember(site, { email: 'dollar.test@example.test' });
  memberId = member.id;
  const api = await apiAs(site, member);
  const created = await api.request('PUT', '/api/profiles/me', {
    role: 'photographer',
    firstName: typed.firstName,
    lastName: typed.lastName,
    location: typed.location,
    bio: typed.bio,
    specialties: ['portrait'],
    experienceYears: 5,
    hourlyRate: 100,
    instagramHandle: '@dollar.test',
    websiteUrl: typed.websiteUrl,
  });
  expect(created.status).toBe(201);
  expect((await api.request('PATCH', '/api/profiles/me', { displayName: typed.displayName })).status).toBe(
    200,
  );
  const photo = await jpeg(800, 600, '#6b5cf6');
  const form = new FormData();
  form.set('title', typed.title);
  form.set('description', typed.description);
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'harbour.jpg');
  expect((await api.request('POST', '/api/portfolio', form)).status).toBe(201);
});

/** Opens `path` as a visitor, collecting every console error and uncaught exception. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  // Not waiting for the app to take over: a page broken by the texts might never be.
  const page = await (await site.newContext({ viewport: DESKTOP })).newPage();
  const errors = collectErrors(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { page, errors };
}

/** The page as the server sent it: one root, and both data scripts are JSON. */
async function assembledPage(page: Page) {
  return page.evaluate(() => {
    const json = (selector: string) => {
      const text = document.querySelector(selector)?.textContent;
      return text == null ? null : (JSON.parse(text) as unknown);
    };
    return {
      roots: document.querySelectorAll('#root').length,
      state: json('script#ssr-state'),
      ld: json('script[type="application/ld+json"]'),
      title: document.title,
    };
  });
}

describe("repair 1: members' $' $& $` render as typed, and the pages stay whole", () => {
  it('the profile page: one root, valid JSON-LD and data, every text as typed, no console error', async () => {
    const { page, errors } = await open(`/profile/${memberId}`);
    const assembled = await assembledPage(page);
    expect(assembled.roots).toBe(1);
    expect(assembled.title.startsWith(typed.displayName), assembled.title).toBe(true);
    expect(assembled.ld).toMatchObject({
      '@type': 'Person',
      name: typed.displayName,
      description: typed.bio,
    });
    expect(assembled.state).not.toBeNull();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: typed.displayName, exact: true }).isVisible())
      .toBe(true);
    for (const text of [typed.bio, typed.title]) {
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    // The work's description shows in its lightbox; the page's data holds it as typed.
    expect(JSON.stringify(assembled.state)).toContain(JSON.stringify(typed.description));
    expect(await page.getByText(typed.location).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/ and /discover: one root, valid data, the card named as typed, no console error', async () => {
    for (const path of ['/', '/discover']) {
      const { page, errors } = await open(path);
      const assembled = await assembledPage(page);
      expect(assembled.roots, path).toBe(1);
      expect(assembled.state, path).not.toBeNull();
      expect(JSON.stringify(assembled.state), path).toContain(JSON.stringify(typed.displayName));
      await expect
        .poll(() => page.getByText(typed.displayName, { exact: true }).first().isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(errors, path).toEqual([]);
    }
  });

  it("a search for $' and $`: one root, valid data, the search field holds the text as typed", async () => {
    const { page, errors } = await open(`/discover?q=${encodeURIComponent(search)}`);
    const assembled = await assembledPage(page);
    expect(assembled.roots).toBe(1);
    expect(assembled.state).not.toBeNull();
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(search);
    expect(errors).toEqual([]);
  });
});
