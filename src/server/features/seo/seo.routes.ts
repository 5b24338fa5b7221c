import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import * as seo from './seo.service.js';
import { createSitemaps } from './sitemaps.js';

const tags = ['seo'];

export const seoRoutes: FastifyPluginAsyncZod<seo.SeoDeps> = async (app, deps) => {
  // One per server copy: what it has read of the profiles for the sitemaps, for an hour.
  const sitemaps = createSitemaps(deps);
  app.get('/robots.txt', { schema: { tags, summary: 'Rules for crawlers' } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robotsTxt(deps)),
  );

  app.get('/sitemap.xml', { schema: { tags, summary: 'Sitemap index' } }, async (_request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemaps.index()),
  );

  app.get('/sitemap-pages.xml', { schema: { tags, summary: 'Public pages' } }, async (_request, reply) =>
    reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(sitemaps.pages()),
  );

  app.get(
    '/sitemap-profiles-:part.xml',
    {
      schema: {
        tags,
        summary: 'Public profiles, 50,000 per file',
        params: z.object({ part: z.string() }),
      },
    },
    async (request, reply) => {
      // One name per file: '1', not '01' or '1.0' (a second address of the same file).
      const { part } = request.params;
      const number = /^[1-9]\d{0,4}$/.test(part) ? Number(part) : null;
      const body = number !== null && number <= 10_000 ? await sitemaps.profiles(number) : null;
      // A part past the last is a refusal like any other: 404 in the one error shape.
      if (!body) throw new AppError('NOT_FOUND', 'No such sitemap');
      return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(body);
    },
  );
};
