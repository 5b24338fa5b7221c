// One server copy in its own process, as production runs them: buildApp with the
// configuration passed in BENCH_COPY_CONFIG (JSON of environment variables), on
// BENCH_COPY_PORT (a copy started again after a kill comes back where the load balancer
// expects it) or a free port. BENCH_COPY_LOGS=1 keeps the app's log (its level from
// LOG_LEVEL) on stdout. Tells its parent the URL once listening; answers 'stats' with its
// open streams and memory (after a garbage collection when started with --expose-gc);
// 'profile' records a CPU profile for `ms` and writes it to `file` (V8's .cpuprofile),
// answering with the process's user and system CPU time meanwhile;
// 'stop' closes it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';

const config = loadConfig(JSON.parse(process.env.BENCH_COPY_CONFIG ?? '{}'));
const app = await buildApp(config, { logger: process.env.BENCH_COPY_LOGS === '1' });
const url = await app.listen({ port: Number(process.env.BENCH_COPY_PORT ?? 0), host: '127.0.0.1' });
process.send?.({ type: 'listening', url });

process.on('message', async (message: { type: string; ms?: number; file?: string }) => {
  if (message.type === 'profile') {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const cpu = process.cpuUsage();
    await new Promise((done) => setTimeout(done, message.ms));
    const { user, system } = process.cpuUsage(cpu);
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(message.file!, JSON.stringify(profile));
    session.disconnect();
    // The process's CPU time meanwhile, in the kernel (system: sockets, files) and out of it.
    process.send?.({ type: 'profile', file: message.file, userMs: user / 1000, systemMs: system / 1000 });
  } else if (message.type === 'stats') {
    global.gc?.();
    const memory = process.memoryUsage();
    process.send?.({
      type: 'stats',
      streams: app.realtime.streamCount(),
      rss: memory.rss,
      heap: memory.heapUsed,
    });
  } else if (message.type === 'stop') {
    await app.close();
    process.exit(0);
  }
});
