import { Worker } from 'node:worker_threads';
import type { SsrDataSource, SsrModule, SsrResult } from '../../shared/ssr.js';

// Server renders run on worker threads (docs/decisions/0021): a React render holds its
// thread for ~10 ms of CPU, and on the main thread every API request of the copy would
// wait behind it. The worker only renders; the page's data is still read on the main
// thread by the server's own services (the worker asks for it by message), so database
// connections, request context and view counting stay where they were.

/**
 * On Linux a render thread goes by this name (in `top -H`, say) and runs at nice 10: when
 * the cores are short, the main thread's requests (and PostgreSQL, which the render's data
 * waits on) go before a render, as image work does (lib/images.ts). A render is ~10 ms of
 * CPU, a request a fraction of one: shorter work first keeps the API answering.
 */
export const RENDER_THREAD_NAME = 'page render';
const RENDER_THREAD_NICE = 10;

/**
 * React (and the router and query libraries) pick their development or production build by
 * NODE_ENV when first loaded. The render bundle is a production build, as the client's is,
 * so its threads load production React whatever the server's NODE_ENV (which is the
 * deployment's mode: cookies, the dev mailbox, the demo seed). Development React renders a
 * page several times slower and, with a production client, adds no check: a mismatch is
 * still reported by the browser.
 */
const renderThreadEnv = () => ({ ...process.env, NODE_ENV: 'production' });

/** The worker's whole program: load the render bundle, render on request, ask for data by message. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (process.platform === 'linux') {
  try {
    const fs = require('node:fs');
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    fs.writeFileSync('/proc/thread-self/comm', workerData.name);
    require('node:os').setPriority(tid, workerData.nice);
  } catch {
    // no /proc, or not allowed: the thread keeps the process's name and priority
  }
}
const loaded = import(workerData.entry);
const reads = new Map();
let nextRead = 0;
loaded.then(
  (bundle) => parentPort.postMessage(typeof bundle.render === 'function'
    ? { type: 'ready' }
    : { type: 'failed', message: 'the render bundle has no render()' }),
  (error) => parentPort.postMessage({ type: 'failed', message: String((error && error.stack) || error) }),
);
function dataFor(render) {
  return new Proxy({}, {
    get: (_, method) => (...args) => new Promise((resolve, reject) => {
      const read = nextRead++;
      reads.set(read, { resolve, reject });
      parentPort.postMessage({ type: 'read', render, read, method: String(method), args });
    }),
  });
}
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const read = reads.get(message.read);
    reads.delete(message.read);
    if (message.ok) read.resolve(message.value);
    else read.reject(new Error(message.message));
    return;
  }
  if (message.type === 'ping') {
    parentPort.postMessage({ type: 'pong' });
    return;
  }
  try {
    const bundle = await loaded;
    const result = await bundle.render(message.url, dataFor(message.render));
    parentPort.postMessage({ type: 'done', render: message.render, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ type: 'done', render: message.render, ok: false, message: String((error && error.stack) || error) });
  }
});
`;

type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'pong' }
  | { type: 'read'; render: number; read: number; method: string; args: unknown[] }
  | { type: 'done'; render: number; ok: true; result: SsrResult | null }
  | { type: 'done'; render: number; ok: false; message: string };

type Render = {
  data: SsrDataSource;
  resolve: (result: SsrResult | null) => void;
  reject: (error: Error) => void;
  deadline: NodeJS.Timeout;
};

/**
 * `probe`: the timer of a liveness question asked after a render passed its deadline;
 * `ending`: being ended (it did not answer); given no more renders.
 */
type Thread = {
  worker: Worker;
  renders: Map<number, Render>;
  loaded: boolean;
  probe?: NodeJS.Timeout;
  ending: boolean;
};

export interface RenderWorkers extends SsrModule {
  close(): Promise<void>;
}

export type RenderWorkerOptions = {
  /** A render not done by then is failed (its page goes out client-rendered). */
  deadlineMs?: number;
  /** How long a thread has to answer when asked whether it is alive, before it is ended. */
  probeMs?: number;
  /** The first wait before a replacement thread that could not load is tried again; doubled each time up to 30 s. */
  retryMs?: number;
};

/** Renders take ~10 ms of CPU; one still going after this is stuck, or its data is, or its thread is. */
export const RENDER_DEADLINE_MS = 10_000;
const RETRY_MAX_MS = 30_000;

/**
 * Starts `size` render threads for the bundle at `entry` (a file URL). Resolves once each
 * has loaded it; rejects if one cannot, so the caller serves the plain app instead.
 * A thread that dies fails the renders it held (those pages go out client-rendered) and
 * is replaced; a replacement that cannot load is tried again, less and less often, so the
 * pool never shrinks for good. A render past its deadline is failed, and its thread is
 * asked whether it is alive: one that does not answer within `probeMs` is held by a render
 * that never returns (it would hold every render sent to it after), and is ended and
 * replaced. A thread that answers is only busy, or its render waits on data: it goes on.
 */
export async function startRenderWorkers(
  entry: string,
  size: number,
  onError: (error: Error) => void,
  options: RenderWorkerOptions = {},
): Promise<RenderWorkers> {
  const deadlineMs = options.deadlineMs ?? RENDER_DEADLINE_MS;
  const probeMs = options.probeMs ?? 2_000;
  const firstRetryMs = options.retryMs ?? 1_000;
  let nextRender = 0;
  let closing = false;
  const threads: Thread[] = [];

  const spawn = () =>
    new Promise<void>((ready, failed) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { entry, name: RENDER_THREAD_NAME, nice: RENDER_THREAD_NICE },
        env: renderThreadEnv(),
      });
      const thread: Thread = { worker, renders: new Map(), loaded: false, ending: false };
      threads.push(thread);
      let ended = false;
      // Once per thread, whatever ended it (a failed load, an error, an exit, a stuck render).
      const end = (error: Error) => {
        if (ended) return;
        ended = true;
        threads.splice(threads.indexOf(thread), 1);
        for (const render of thread.renders.values()) {
          clearTimeout(render.deadline);
          render.reject(error);
        }
        thread.renders.clear();
        clearTimeout(thread.probe);
        void worker.terminate();
        if (!thread.loaded) failed(error);
        else if (!closing) {
          onError(error);
          replace();
        }
      };
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          thread.loaded = true;
          ready();
        } else if (message.type === 'failed') end(new Error(message.message));
        else if (message.type === 'pong') {
          clearTimeout(thread.probe);
          thread.probe = undefined;
        } else if (message.type === 'read') {
          const render = thread.renders.get(message.render);
          void answer(worker, message, render?.data);
        } else if (message.type === 'done') {
          const render = thread.renders.get(message.render);
          thread.renders.delete(message.render);
          if (!render) return; // past its deadline already
          clearTimeout(render.deadline);
          if (message.ok) render.resolve(message.result);
          else render.reject(new Error(message.message));
        }
      });
      // An uncaught error in the thread, then its exit.
      worker.on('error', end);
      worker.on('exit', (code) => end(new Error(`a render thread exited (code ${code})`)));
    });

  /** A thread in the place of one that ended; tried again, less and less often, while it cannot load. */
  const replace = (waitMs = firstRetryMs) => {
    if (closing) return;
    spawn().catch((error: Error) => {
      if (closing) return;
      onError(error);
      setTimeout(() => replace(Math.min(waitMs * 2, RETRY_MAX_MS)), waitMs).unref();
    });
  };

  function pastDeadline(thread: Thread, id: number) {
    const render = thread.renders.get(id);
    if (!render) return;
    thread.renders.delete(id);
    render.reject(new Error(`a render took longer than ${deadlineMs} ms`));
    if (thread.probe || thread.ending) return;
    // Alive? A thread held by a render that never returns cannot answer.
    thread.probe = setTimeout(() => {
      thread.ending = true;
      onError(
        new Error(`a render thread did not answer for ${probeMs} ms after a render passed its deadline`),
      );
      void thread.worker.terminate();
    }, probeMs);
    thread.probe.unref();
    thread.worker.postMessage({ type: 'ping' });
  }

  try {
    await Promise.all(Array.from({ length: Math.max(1, size) }, spawn));
  } catch (error) {
    closing = true;
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
    throw error;
  }

  return {
    render(url, data) {
      // The thread with the fewest renders under way: renders wait on data as much as on CPU.
      const thread = threads
        .filter((candidate) => !candidate.ending)
        .reduce<Thread | undefined>(
          (least, candidate) => (!least || candidate.renders.size < least.renders.size ? candidate : least),
          undefined,
        );
      if (!thread) return Promise.reject(new Error('no render thread is running'));
      const id = nextRender++;
      return new Promise<SsrResult | null>((resolve, reject) => {
        const deadline = setTimeout(() => pastDeadline(thread, id), deadlineMs);
        deadline.unref();
        thread.renders.set(id, { data, resolve, reject, deadline });
        thread.worker.postMessage({ type: 'render', render: id, url });
      });
    },
    async close() {
      closing = true;
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

/** Answers one of a render's data reads from the server's data source. */
async function answer(
  worker: Worker,
  message: { render: number; read: number; method: string; args: unknown[] },
  data: SsrDataSource | undefined,
) {
  const read =
    data && Object.hasOwn(data, message.method) ? data[message.method as keyof SsrDataSource] : null;
  try {
    if (!read) throw new Error(`the render asked for unknown data: ${message.method}`);
    const value = await (read as (...args: unknown[]) => Promise<unknown>)(...message.args);
    worker.postMessage({ type: 'answer', read: message.read, ok: true, value });
  } catch (error) {
    worker.postMessage({ type: 'answer', read: message.read, ok: false, message: String(error) });
  }
}
