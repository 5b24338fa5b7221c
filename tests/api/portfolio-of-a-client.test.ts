import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPortfolioItem } from '../../src/server/db/seed/factories.js';
import { PORTFOLIO_TEXTS } from '../../src/shared/texts.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// A professional who becomes a client (docs/product.md, Portfolio): a client has no
// portfolio, so the works kept from before are shown to nobody else; the owner still has
// them, may delete them, and shows them again by switching back.

// A stand-in for the built page and its render bundle (the real ones: tests/e2e), which
// puts the portfolio a profile page is rendered with into the page.
const root = mkdtempSync(join(tmpdir(), 'frameline-client-portfolio-'));
mkdirSync(join(root, 'web'));
mkdirSync(join(root, 'ssr'));
writeFileSync(
  join(root, 'web', 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Frameline</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(root, 'ssr', 'entry-server.js'),
  `export async function render(url, data) {
    const id = new URL(url, 'http://x').pathname.split('/')[2];
    if (!id) return null;
    const { items } = await data.portfolio(id);
    return { html: '<p>' + items.length + ' works</p>', state: { items }, head: '' };
  }`,
);

const t = setupTestApp({}, { webRoot: join(root, 'web') });

async function formerProfessional() {
  const member = await signedInMember(t, { label: 'former', profile: 'photographer' });
  const works: string[] = [];
  for (let i = 0; i < 3; i++) works.push((await createPortfolioItem(t.db, member.id, { sort_order: i })).id);
  const switched = await member.client.patch('/api/profiles/me', { role: 'client' });
  expect(switched.statusCode).toBe(200);
  return { ...member, works };
}

const idsOf = async (response: Awaited<ReturnType<TestClient['get']>>) => {
  expect(response.statusCode).toBe(200);
  return (response.json().items as { id: string }[]).map((item) => item.id);
};

describe("a former professional's portfolio", () => {
  it('is shown to no visitor and no other member, on the API and in the public page', async () => {
    const former = await formerProfessional();
    const other = await signedInMember(t, { label: 'other', profile: 'model' });
    const path = `/api/profiles/${former.id}/portfolio`;
    expect(await idsOf(await new TestClient(t.app).get(path))).toEqual([]);
    expect(await idsOf(await other.client.get(path))).toEqual([]);
    // Administrators see hidden works, as they see a suspended member's.
    const admin = await signedInMember(t, { label: 'admin', adminLevel: 'moderator' });
    expect(await idsOf(await admin.client.get(path))).toEqual(former.works);
    // The server-rendered profile page carries the data it was rendered from.
    const page = await new TestClient(t.app).get(`/profile/${former.id}`);
    expect(page.body).toContain('<p>0 works</p>');
    for (const id of former.works) expect(page.body).not.toContain(id);
  });

  it('is kept for its owner, who may delete a work but not change or reorder them', async () => {
    const former = await formerProfessional();
    const path = `/api/profiles/${former.id}/portfolio`;
    expect(await idsOf(await former.client.get(path))).toEqual(former.works);

    const featured = await former.client.patch(`/api/portfolio/${former.works[0]}`, { isFeatured: true });
    expect(featured.statusCode).toBe(403);
    expect(errorOf(featured).message).toBe(PORTFOLIO_TEXTS.keptWhileClient);
    const reordered = await former.client.request('PUT', '/api/portfolio/order', {
      payload: { itemIds: [...former.works].reverse() },
    });
    expect(reordered.statusCode).toBe(403);
    expect(errorOf(reordered).message).toBe(PORTFOLIO_TEXTS.keptWhileClient);

    const deleted = await former.client.delete(`/api/portfolio/${former.works[2]}`);
    expect(deleted.statusCode).toBe(200);
    expect(await idsOf(await former.client.get(path))).toEqual(former.works.slice(0, 2));
  });

  it('is shown again, in its order, once the owner is a professional again', async () => {
    const former = await formerProfessional();
    const back = await former.client.patch('/api/profiles/me', { role: 'photographer' });
    expect(back.statusCode).toBe(200);
    const path = `/api/profiles/${former.id}/portfolio`;
    expect(await idsOf(await new TestClient(t.app).get(path))).toEqual(former.works);
    const featured = await former.client.patch(`/api/portfolio/${former.works[0]}`, { isFeatured: true });
    expect(featured.statusCode).toBe(200);
  });
});
