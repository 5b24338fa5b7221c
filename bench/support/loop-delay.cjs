// Preloaded into the server by bench/pages (`--require`): how long the server's main thread
// kept callbacks waiting, the API's requests among them, read per stage. On SIGUSR2 it
// appends the delays since the last signal (ms: p50, p99, max) as one line of JSON to
// BENCH_LOOP_DELAY_FILE and starts counting again. Its timer wakes the thread every 5 ms,
// the same in every stage.
const { isMainThread } = require('node:worker_threads');

if (isMainThread && process.env.BENCH_LOOP_DELAY_FILE) {
  const { appendFileSync } = require('node:fs');
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const RESOLUTION_MS = 5;
  const delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delays.enable();
  // The histogram holds the time between the timer's wake-ups: the delay is what exceeds 5 ms.
  const late = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  process.on('SIGUSR2', () => {
    const line = {
      p50: late(delays.percentile(50)),
      p99: late(delays.percentile(99)),
      max: late(delays.max),
    };
    appendFileSync(process.env.BENCH_LOOP_DELAY_FILE, `${JSON.stringify(line)}\n`);
    delays.reset();
  });
}
