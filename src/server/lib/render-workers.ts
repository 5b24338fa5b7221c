import { Worker } from 'node:worker_threads';
import type { SsrDataSource, SsrModule, SsrResult } from '../../shared/ssr.js';

// Server renders run on worker threads (docs/decisions/0021): a React render holds its
// thread for ~10 ms of CPU, and on the main thread every API request of the copy would
// wait behind it. The worker only renders; the page's data is still read on the main
// thread by the server's own services (the worker asks for it by message), so database
// connections, request context and view counting stay where they were.

/** The worker's whole program: load the render bundle, render on request, ask for data by message. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
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
  | { type: 'read'; render: number; read: number; method: string; args: unknown[] }
  | { type: 'done'; render: number; ok: true; result: SsrResult | null }
  | { type: 'done'; render: number; ok: false; message: string };

type Render = {
  data: SsrDataSource;
  resolve: (result: SsrResult | null) => void;
  reject: (error: Error) => void;
  /** Data reads asked for and not answered yet: while one is, the render waits on data, not on its thread. */
  reading: number;
  deadline: NodeJS.Timeout;
};

type Thread = { worker: Worker; renders: Map<number, Render>; loaded: boolean };

export interface RenderWorkers extends SsrModule {
  close(): Promise<void>;
}

export type RenderWorkerOptions = {
  /** A render not done by then is failed (its page goes out client-rendered). */
  deadlineMs?: number;
  /** The first wait before a replacement thread that could not load is tried again; doubled each time up to 30 s. */
  retryMs?: number;
};

/** Renders take ~10 ms of CPU; one still going after this is stuck, or its data is. */
export const RENDER_DEADLINE_MS = 10_000;
const RETRY_MAX_MS = 30_000;

/**
 * Starts `size` render threads for the bundle at `entry` (a file URL). Resolves once each
 * has loaded it; rejects if one cannot, so the caller serves the plain app instead.
 * A thread that dies fails the renders it held (those pages go out client-rendered) and
 * is replaced; a replacement that cannot load is tried again, less and less often, so the
 * pool never shrinks for good. A render past its deadline is failed; if it was holding its
 * thread (not waiting on data), the thread is ended and replaced, as a render that never
 * returns would otherwise hold every render sent to it after.
 */
export async function startRenderWorkers(
  entry: string,
  size: number,
  onError: (error: Error) => void,
  options: RenderWorkerOptions = {},
): Promise<RenderWorkers> {
  const deadlineMs = options.deadlineMs ?? RENDER_DEADLINE_MS;
  const firstRetryMs = options.retryMs ?? 1_000;
  let retryMs = firstRetryMs;
  let nextRender = 0;
  let closing = false;
  const threads: Thread[] = [];

  const spawn = () =>
    new Promise<void>((ready, failed) => {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry } });
      const thread: Thread = { worker, renders: new Map(), loaded: false };
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
        else if (message.type === 'read') {
          const render = thread.renders.get(message.render);
          if (render) render.reading++;
          void answer(worker, message, render?.data).finally(() => {
            if (render) render.reading--;
          });
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

  /** A thread in the place of one that ended; tried again later while it cannot load. */
  const replace = () => {
    if (closing) return;
    spawn().then(
      () => {
        retryMs = firstRetryMs;
      },
      (error: Error) => {
        if (closing) return;
        onError(error);
        setTimeout(replace, retryMs).unref();
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      },
    );
  };

  function pastDeadline(thread: Thread, id: number) {
    const render = thread.renders.get(id);
    if (!render) return;
    thread.renders.delete(id);
    const error = new Error(`a render took longer than ${deadlineMs} ms`);
    render.reject(error);
    // Held on its thread (no data read outstanding): the thread is stuck; end and replace it.
    if (render.reading === 0) {
      onError(error);
      void thread.worker.terminate();
    }
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
      const thread = threads.reduce<Thread | undefined>(
        (least, candidate) => (!least || candidate.renders.size < least.renders.size ? candidate : least),
        undefined,
      );
      if (!thread) return Promise.reject(new Error('no render thread is running'));
      const id = nextRender++;
      return new Promise<SsrResult | null>((resolve, reject) => {
        const deadline = setTimeout(() => pastDeadline(thread, id), deadlineMs);
        deadline.unref();
        thread.renders.set(id, { data, resolve, reject, reading: 0, deadline });
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
