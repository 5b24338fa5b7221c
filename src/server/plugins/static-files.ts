import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SsrModule } from '../../shared/ssr.js';
import { type RenderWorkers, startRenderWorkers } from '../lib/render-workers.js';
import { MEDIA_CACHE, type Storage } from '../lib/storage.js';
import { shape } from './errors.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The built web app: dist/web beside dist/server, or the repo's dist/web when run from src. */
export function findWebRoot(): string | undefined {
  return [join(here, '../web'), join(here, '../../../dist/web')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );
}

/**
 * Writes a page into index.html: its head (title, description, social tags) and, with
 * the server render bundle, its body. `personal`: the page holds this viewer's data.
 * `shared`: a page any signed-out visitor may be sent, with its validator, what a shared
 * cache in front may do with it, and its compressed bodies (made once, kept with it).
 */
export type PageRenderer = (page: {
  template: string;
  request: FastifyRequest;
  ssr: SsrModule | null;
}) => Promise<{
  status: number;
  html: string;
  /** The page is at another address: sent there (302) instead of rendered. */
  location?: string;
  personal?: boolean;
  shared?: { etag: string; cacheControl: string; bodies: Map<string, Promise<Buffer>> };
}>;

/**
 * The server render of the web app, built beside it (dist/ssr next to dist/web). Missing
 * (tests run from src, a build without it) or broken: null, and pages are the plain SPA.
 */
async function loadSsrModule(
  app: FastifyInstance,
  webRoot: string,
  renderWorkers: number,
): Promise<SsrModule | null> {
  const entry = join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  if (renderWorkers > 0) {
    try {
      const threads = await startRenderWorkers(pathToFileURL(entry).href, renderWorkers, (error) =>
        app.log.error({ err: error }, 'a render thread failed'),
      );
      return threads;
    } catch (error) {
      app.log.error(
        { err: error, entry },
        'the server render bundle failed to load; pages are client-rendered',
      );
      return null;
    }
  }
  try {
    const module = (await import(pathToFileURL(entry).href)) as Partial<SsrModule>;
    if (typeof module.render === 'function') return module as SsrModule;
    app.log.error({ entry }, 'the server render bundle has no render(); pages are client-rendered');
  } catch (error) {
    app.log.error(
      { err: error, entry },
      'the server render bundle failed to load; pages are client-rendered',
    );
  }
  return null;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The encoding a page goes out in: brotli or gzip when the client accepts it. */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Compressed quickly (brotli 5 or gzip 6): pages are made per request, or once per cached page. */
async function compressPage(html: string, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  const body = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return compressBrotli(body, { params });
  }
  if (encoding === 'gzip') return compressGzip(body);
  return body;
}

/** Whether the client's If-None-Match names this validator (or any, '*'). */
function stillFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Serves stored media under /media and the SPA: hashed assets cached for a year,
 * index.html never cached, and every unknown non-API GET answered with index.html so
 * client routes survive a reload.
 */
export const staticFilesPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { storage: Storage; webRoot?: string; renderPage?: PageRenderer; renderWorkers?: number },
  ) => {
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
        // Photos in messages are stored beside public images but served only by the app,
        // to those who may see them (docs/decisions/0031).
        allowedPath: (pathName) => !isPrivateMediaPath(pathName),
        setHeaders: (reply) => reply.header('cache-control', MEDIA_CACHE),
      });
    }

    if (webRoot) {
      await app.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        wildcard: false,
        index: false,
        // The page template is no page of its own: /index.html answers 404 like any other
        // unknown address (pages are served from their own addresses, below).
        allowedPath: (pathName) => !/^\/index\.html$/i.test(pathName),
        // The build writes .br and .gz beside scripts and styles (scripts/compress-assets.mjs).
        preCompressed: true,
        setHeaders: (reply, path) => {
          const hashed =
            path.includes(`${join('assets', '')}`) ||
            /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|webp|avif|mp4|webm|svg|png|jpg)$/.test(path);
          reply.header('cache-control', hashed ? MEDIA_CACHE : 'no-cache');
        },
      });
    }

    // A page's form sent by the browser itself (scripts off, or not running yet) is a POST
    // to the page's address (the app's forms say method="post", so nothing typed goes into
    // an address, a history or a log). It is sent back to the page unread: the page says
    // there what needs scripts, and nothing pretends to have been sent.
    app.addHook('onRequest', async (request, reply) => {
      // Only what a browser's own form sends: an API client's JSON gets the API's answers.
      const type = String(request.headers['content-type'] ?? '');
      if (
        request.method !== 'POST' ||
        !/^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i.test(type)
      )
        return;
      const path = request.url.split('?')[0] ?? '';
      if (!isPageAddress(path) || methodsAt(app, path).length > 0) return;
      // One leading slash only: '//host' would send the browser to another site.
      const back = `/${request.url.replace(/^[/\\]+/, '')}`;
      return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
    });

    let template: string | undefined;
    const ssr = webRoot ? loadSsrModule(app, webRoot, opts.renderWorkers ?? 0) : Promise.resolve(null);
    app.addHook('onClose', async () => {
      const loaded = await ssr;
      if (loaded && 'close' in loaded) await (loaded as RenderWorkers).close();
    });
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // Client routes get index.html; a missing file (an old hashed asset after a
      // deploy) gets a real 404, so the browser never runs HTML as a script.
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPageAddress(path);
      if (isPage && webRoot) {
        template ??= readFileSync(join(webRoot, 'index.html'), 'utf8');
        const page = opts.renderPage
          ? await opts.renderPage({ template, request, ssr: await ssr })
          : { status: 200, html: template };
        // Where a page is sent depends on its address alone: any cache may keep that.
        if (page.location)
          return reply
            .code(302)
            .header('location', page.location)
            .header('cache-control', 'public, max-age=3600')
            .send();
        reply.header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
        const encoding = pageEncoding(request);
        if (page.shared) {
          reply.header('etag', page.shared.etag).header('cache-control', page.shared.cacheControl);
          if (page.status === 200 && stillFresh(request, page.shared.etag)) return reply.code(304).send();
        } else {
          reply.header('cache-control', page.personal ? 'private, no-cache' : 'no-cache');
        }
        const key = encoding ?? 'identity';
        let body = page.shared?.bodies.get(key);
        if (!body) {
          body = compressPage(page.html, encoding);
          page.shared?.bodies.set(key, body);
        }
        if (encoding) reply.header('content-encoding', encoding);
        return reply.code(page.status).send(await body);
      }
      if (isPage) {
        return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
      }
      // An address this server answers, asked with a method it does not take: 405 and the
      // methods it does take (RFC 9110), so a client can tell a wrong method from a typo.
      // A route of this very method that sent its request here (a file that is not there)
      // makes it a 404.
      const allowed = methodsAt(app, path);
      if (allowed.length && !allowed.includes(request.method)) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send(
            shape(
              'METHOD_NOT_ALLOWED',
              `${request.method} is not allowed for ${path}; this address takes ${allowed.join(', ')}.`,
            ),
          );
      }
      return reply.code(404).send(shape('NOT_FOUND', `No route for ${request.method} ${path}`));
    });
  },
);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** An address that may be one of the app's pages: no API, media, dev or asset address, no file name. */
function isPageAddress(path: string): boolean {
  return !/^\/(api|media|dev|assets)(\/|$)/.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path);
}

/**
 * The methods of the routes at `path`. Pages are left out: whether a page address is one
 * (or a 404 page) is known only by rendering it, so other methods there stay 404.
 */
function methodsAt(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    try {
      return app.findRoute({ method, url: path }) !== null;
    } catch {
      // A path the router cannot read (it refused it before any handler) has no route.
      return false;
    }
  });
}

/** A /media path into the private part of the store (or one that cannot be read as a path). */
function isPrivateMediaPath(pathName: string): boolean {
  try {
    return /^[/\\]*private([/\\]|$)/i.test(decodeURIComponent(pathName));
  } catch {
    return true;
  }
}
