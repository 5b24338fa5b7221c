// Paced load generator, run in its own process: requests sent at a fixed rate, evenly
// spaced (autocannon's rate sends each second's budget at the start of the second, in a
// burst), over at most CONNECTIONS keep-alive connections, against a list of paths taken
// in turn. A request's latency counts from when it was sent for, not from when a free
// connection took it, so a server that falls behind is seen falling behind (no
// coordinated omission); the timer's own lateness (a millisecond or more on a busy
// machine) is the generator's and is not counted.
// Prints one line of JSON: req/s, p50, p99 (ms, to 0.1), errors.
// Usage: node bench/paced-load.mjs BASE_URL DURATION_S CONNECTIONS RATE PATH [PATH...]
// LOAD_HEADERS (JSON) adds headers to every request.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const [base, duration, connections, rate, ...paths] = process.argv.slice(2);
const headers = JSON.parse(process.env.LOAD_HEADERS ?? '{}');
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const interval = 1000 / Number(rate);
const latencies = [];
let errors = 0;
let sent = 0;
let pending = 0;

function send(path) {
  const sentAt = performance.now();
  pending++;
  const request = http.get(new URL(path, base), { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => {
      latencies.push(performance.now() - sentAt);
      if (response.statusCode >= 400) errors++;
      pending--;
    });
  });
  request.on('error', () => {
    errors++;
    pending--;
  });
}

const start = performance.now();
const end = start + Number(duration) * 1000;
await new Promise((done) => {
  const tick = () => {
    const now = performance.now();
    // Every request due by now goes out.
    while (start + sent * interval <= Math.min(now, end)) {
      send(paths[sent % paths.length]);
      sent++;
    }
    if (now < end) setTimeout(tick, Math.min(interval, 1));
    else done();
  };
  tick();
});
while (pending > 0) await new Promise((done) => setTimeout(done, 5));
agent.destroy();

latencies.sort((a, b) => a - b);
const at = (q) =>
  Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
console.log(
  JSON.stringify({
    rps: latencies.length / Number(duration),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    requests: latencies.length,
  }),
);
