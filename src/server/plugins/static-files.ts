import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_CACHE, type Storage } from '../lib/storage.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The built web app: dist/web beside dist/server, or the repo's dist/web when run from src. */
export function findWebRoot(): string | undefined {
  return [join(here, '../web'), join(here, '../../../dist/web')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );
}

/** Writes a page's head (title, description, social tags) into index.html; returns its status. */
export type PageRenderer = (path: string, template: string) => Promise<{ status: number; html: string }>;

/**
 * Serves stored media under /media and the SPA: hashed assets cached for a year,
 * index.html never cached, and every unknown non-API GET answered with index.html so
 * client routes survive a reload.
 */
export const staticFilesPlugin = fp(
  async (app: FastifyInstance, opts: { storage: Storage; webRoot?: string; renderPage?: PageRenderer }) => {
    const webRoot = opts.webRoot ?? findWebRoot();
    // /media holds stored images (local driver) and the app's own shipped media (hero
    // videos, posters): the first folder that has the file wins.
    const mediaRoots = [opts.storage.localRoot, webRoot && join(webRoot, 'media')].filter(
      (dir): dir is string => Boolean(dir && existsSync(dir)),
    );
    if (mediaRoots.length) {
      await app.register(fastifyStatic, {
        root: mediaRoots,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        setHeaders: (reply) => reply.header('cache-control', MEDIA_CACHE),
      });
    }

    if (webRoot) {
      await app.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders: (reply, path) => {
          const hashed =
            path.includes(`${join('assets', '')}`) ||
            /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|webp|avif|mp4|webm|svg|png|jpg)$/.test(path);
          reply.header('cache-control', hashed ? MEDIA_CACHE : 'no-cache');
        },
      });
    }

    let template: string | undefined;
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // Client routes get index.html; a missing file (an old hashed asset after a
      // deploy) gets a real 404, so the browser never runs HTML as a script.
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|media|dev|assets)(\/|$)/.test(path) &&
        !/\.[a-z0-9]{2,5}$/i.test(path);
      if (isPage && webRoot) {
        template ??= readFileSync(join(webRoot, 'index.html'), 'utf8');
        const { status, html } = opts.renderPage
          ? await opts.renderPage(path, template)
          : { status: 200, html: template };
        return reply
          .code(status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      if (isPage) {
        return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
      }
      return reply.code(404).send({
        error: {
          code: 'NOT_FOUND',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      });
    });
  },
);
