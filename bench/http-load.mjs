// Load generator for bench/discovery, run in its own process so that it does not share
// the server's event loop: 50 connections for a while against one path, or against a
// list of paths taken in turn across all connections (so that no two requests in
// flight ask the same thing). Prints one line of JSON: req/s, p50, p99, errors.
// Usage: node bench/http-load.mjs BASE_URL DURATION_S CONNECTIONS PATH [PATH...]
// LOAD_HEADERS (JSON) adds headers to every request (e.g. a session cookie).
import autocannon from 'autocannon';

const [base, duration, connections, ...paths] = process.argv.slice(2);
let next = 0;
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(duration),
  headers: JSON.parse(process.env.LOAD_HEADERS ?? '{}'),
  requests: [
    {
      setupRequest: (request) => {
        request.path = paths[next++ % paths.length];
        return request;
      },
    },
  ],
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  }),
);
