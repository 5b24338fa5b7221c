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
};

export interface RenderWorkers extends SsrModule {
  close(): Promise<void>;
}

/**
 * Starts `size` render threads for the bundle at `entry` (a file URL). Resolves once the
 * first has loaded it; rejects if it cannot, so the caller serves the plain app instead.
 * A thread that dies fails the renders it held (those pages go out client-rendered) and
 * is replaced.
 */
export async function startRenderWorkers(
  entry: string,
  size: number,
  onError: (error: Error) => void,
): Promise<RenderWorkers> {
  let nextRender = 0;
  let closing = false;
  const threads: { worker: Worker; renders: Map<number, Render> }[] = [];

  const spawn = () =>
    new Promise<void>((ready, failed) => {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry } });
      const thread = { worker, renders: new Map<number, Render>() };
      threads.push(thread);
      const drop = (error: Error) => {
        threads.splice(threads.indexOf(thread), 1);
        for (const render of thread.renders.values()) render.reject(error);
        thread.renders.clear();
      };
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') ready();
        else if (message.type === 'failed') {
          drop(new Error(message.message));
          failed(new Error(message.message));
          void worker.terminate();
        } else if (message.type === 'read') {
          const render = thread.renders.get(message.render);
          void answer(worker, message, render?.data);
        } else if (message.type === 'done') {
          const render = thread.renders.get(message.render);
          thread.renders.delete(message.render);
          if (message.ok) render?.resolve(message.result);
          else render?.reject(new Error(message.message));
        }
      });
      // An uncaught error in the thread: reported here, then the thread exits (below).
      worker.on('error', (error) => {
        failed(error);
        onError(error);
      });
      worker.on('exit', (code) => {
        if (!threads.includes(thread)) return;
        const error = new Error(`a render thread exited (code ${code})`);
        drop(error);
        failed(error);
        if (!closing) {
          onError(error);
          spawn().catch(onError);
        }
      });
    });

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
      const thread = threads.reduce<(typeof threads)[number] | undefined>(
        (least, candidate) => (!least || candidate.renders.size < least.renders.size ? candidate : least),
        undefined,
      );
      if (!thread) return Promise.reject(new Error('no render thread is running'));
      const render = nextRender++;
      return new Promise<SsrResult | null>((resolve, reject) => {
        thread.renders.set(render, { data, resolve, reject });
        thread.worker.postMessage({ type: 'render', render, url });
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
