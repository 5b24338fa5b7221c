import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SsrDataSource } from '../../shared/ssr.js';
import {
  RENDER_THREAD_NAME,
  type RenderWorkerOptions,
  type RenderWorkers,
  startRenderWorkers,
} from './render-workers.js';

// A stand-in render bundle: reads the session through the data source, holds its thread
// for `?busy=` milliseconds (a render's CPU), and can fail or kill its thread on request.
const BUNDLE = `
export async function render(url, data) {
  const address = new URL(url, 'http://localhost');
  if (address.pathname === '/exit') process.exit(3);
  if (address.pathname === '/throw') throw new Error('render broke');
  if (address.pathname === '/spin') while (true) {}
  if (address.pathname === '/client-only') return null;
  let session;
  try { session = await data.session(); } catch (error) { session = { failed: error.message }; }
  const until = Date.now() + Number(address.searchParams.get('busy') ?? 0);
  while (Date.now() < until) {}
  return { html: '<p>' + address.pathname + '</p>', state: { session }, head: '' };
}
`;

const folder = mkdtempSync(join(tmpdir(), 'render-workers-'));
const open: RenderWorkers[] = [];
afterAll(async () => {
  await Promise.all(open.map((threads) => threads.close()));
  rmSync(folder, { recursive: true, force: true });
});

async function start(source = BUNDLE, size = 1, options: RenderWorkerOptions = {}) {
  const file = join(folder, `bundle-${open.length}-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  const errors: Error[] = [];
  const threads = await startRenderWorkers(
    pathToFileURL(file).href,
    size,
    (error) => errors.push(error),
    options,
  );
  open.push(threads);
  return { threads, errors, file };
}

/** A data source whose session read is answered on this (the main) thread and counted. */
function dataSource(session: () => Promise<unknown>) {
  const reads = { count: 0 };
  const data = {
    session: async () => {
      reads.count++;
      return session();
    },
  } as unknown as SsrDataSource;
  return { data, reads };
}

describe('render threads', () => {
  it('render on a thread with data read on the main thread', async () => {
    const { threads } = await start();
    const { data, reads } = dataSource(async () => ({ user: { id: 'member-1' } }));
    const result = await threads.render('/about', data);
    expect(result).toEqual({
      html: '<p>/about</p>',
      state: { session: { user: { id: 'member-1' } } },
      head: '',
    });
    expect(reads.count).toBe(1);
    expect(await threads.render('/client-only', data)).toBeNull();
  });

  it("a render thread loads React's production build, as the client has, whatever the server's NODE_ENV", async () => {
    // The tests' own NODE_ENV is 'test': a thread that inherited it would load React's
    // development build (several times slower per render; docs/decisions/0021).
    expect(process.env.NODE_ENV).not.toBe('production');
    const { threads } = await start(`
      import { createRequire } from 'node:module';
      const require = createRequire(${JSON.stringify(join(process.cwd(), 'package.json'))});
      export async function render() {
        require('react');
        const builds = Object.keys(require.cache)
          .map((file) => file.split(/[\\/]/).pop())
          .filter((name) => /^react\.(development|production)\.js$/.test(name));
        return { html: builds.join(','), state: { env: process.env.NODE_ENV }, head: '' };
      }
    `);
    const { data } = dataSource(async () => null);
    expect(await threads.render('/', data)).toEqual({
      html: 'react.production.js',
      state: { env: 'production' },
      head: '',
    });
  });

  // Linux's threads and priorities, read from /proc: what `top -H` shows an operator.
  it.runIf(process.platform === 'linux')(
    'render threads go by their name and yield the cores to the main thread (nice 10)',
    async () => {
      const renderThreads = () =>
        readdirSync('/proc/self/task').filter((tid) => {
          try {
            return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === RENDER_THREAD_NAME;
          } catch {
            return false; // ended meanwhile
          }
        });
      const before = new Set(renderThreads());
      const mainThreadNice = getPriority();
      const { threads } = await start(BUNDLE, 2);
      const started = renderThreads().filter((tid) => !before.has(tid));
      expect(started).toHaveLength(2);
      for (const tid of started) expect(getPriority(Number(tid))).toBe(10);
      expect(getPriority()).toBe(mainThreadNice);
      // Lowered, they still render.
      const { data } = dataSource(async () => ({ user: null }));
      await expect(threads.render('/named', data)).resolves.toMatchObject({ html: '<p>/named</p>' });
    },
  );

  it('a render holding its thread does not hold the main thread', async () => {
    const { threads } = await start();
    const { data } = dataSource(async () => ({ user: null }));
    const order: string[] = [];
    const rendering = threads.render('/?busy=400', data).then(() => order.push('render finished'));
    // Once the render has its data it spins for 400 ms; the main thread meanwhile answers a timer.
    await new Promise((done) => setTimeout(done, 50));
    order.push('main thread free');
    await rendering;
    expect(order).toEqual(['main thread free', 'render finished']);
  });

  it('a failing data read reaches the render as an error; a failing render rejects', async () => {
    const { threads } = await start();
    const { data } = dataSource(async () => {
      throw new Error('database down');
    });
    const result = await threads.render('/about', data);
    expect(result?.state).toEqual({ session: { failed: 'Error: database down' } });
    await expect(threads.render('/throw', data)).rejects.toThrow('render broke');
  });

  it('renders spread over the threads and run side by side', async () => {
    const { threads } = await start(BUNDLE, 2);
    const { data, reads } = dataSource(async () => ({ user: null }));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => threads.render(`/page-${i}?busy=20`, data)),
    );
    expect(results.map((result) => result?.html)).toEqual(
      Array.from({ length: 6 }, (_, i) => `<p>/page-${i}</p>`),
    );
    expect(reads.count).toBe(6);
  });

  it('a thread that dies fails its render and is replaced', async () => {
    const { threads, errors } = await start();
    const { data } = dataSource(async () => ({ user: null }));
    await expect(threads.render('/exit', data)).rejects.toThrow(/exited/);
    expect(errors.map(String)).toEqual([expect.stringMatching(/exited \(code 3\)/)]);
    // The next render waits for nothing: a new thread has taken the old one's place.
    await expect
      .poll(() => threads.render('/about', data).catch(() => null))
      .toMatchObject({
        html: '<p>/about</p>',
      });
  });

  it('a replacement that cannot load the bundle is tried again until it can', async () => {
    const { threads, errors, file } = await start(BUNDLE, 1, { retryMs: 50 });
    const { data } = dataSource(async () => ({ user: null }));
    // Mid-deploy, say: the bundle is away when the thread dies.
    renameSync(file, `${file}.away`);
    await expect(threads.render('/exit', data)).rejects.toThrow(/exited/);
    await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await expect(threads.render('/about', data)).rejects.toThrow();
    renameSync(`${file}.away`, file);
    await expect
      .poll(() => threads.render('/about', data).catch(() => null), { timeout: 5000 })
      .toMatchObject({ html: '<p>/about</p>' });
  });

  it('a render past its deadline is failed; a thread that no longer answers is replaced', async () => {
    const { threads, errors } = await start(BUNDLE, 1, { deadlineMs: 300, probeMs: 200 });
    const { data } = dataSource(async () => ({ user: null }));
    await expect(threads.render('/spin', data)).rejects.toThrow(/longer than 300 ms/);
    await expect
      .poll(() => errors.map(String))
      .toContainEqual(expect.stringMatching(/did not answer for 200 ms/));
    await expect
      .poll(() => threads.render('/about', data).catch(() => null), { timeout: 5000 })
      .toMatchObject({ html: '<p>/about</p>' });
  });

  it('a render past its deadline while it waits on data is failed, and its thread goes on', async () => {
    const { threads, errors } = await start(BUNDLE, 1, { deadlineMs: 300, probeMs: 200 });
    const slow = dataSource(() => new Promise((done) => setTimeout(() => done({ user: null }), 600)));
    const fast = dataSource(async () => ({ user: null }));
    const waiting = threads.render('/slow', slow.data);
    const beside = threads.render('/about', fast.data);
    await expect(waiting).rejects.toThrow(/longer than 300 ms/);
    expect(await beside).toMatchObject({ html: '<p>/about</p>' });
    // The thread was not ended: nothing to report, and it renders on.
    await new Promise((done) => setTimeout(done, 400));
    expect(errors).toEqual([]);
    expect(await threads.render('/about', fast.data)).toMatchObject({ html: '<p>/about</p>' });
  });

  it('a render past its deadline behind others busy on its thread fails alone: the thread answers and goes on', async () => {
    const { threads, errors } = await start(BUNDLE, 1, { deadlineMs: 300, probeMs: 1000 });
    const { data } = dataSource(async () => ({ user: null }));
    const [first, second] = await Promise.allSettled([
      threads.render('/first?busy=200', data),
      threads.render('/second?busy=200', data),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { html: '<p>/first</p>' } });
    expect(second).toMatchObject({ status: 'rejected' });
    await new Promise((done) => setTimeout(done, 1200));
    expect(errors).toEqual([]);
    expect(await threads.render('/about', data)).toMatchObject({ html: '<p>/about</p>' });
  });

  it('a bundle that cannot render is refused at start', async () => {
    await expect(start('export const nothing = 1;')).rejects.toThrow('has no render()');
    await expect(start('this is not javascript')).rejects.toThrow();
  });
});
