// Load generator for bench/bookings, run in its own process so that it does not share
// the server's event loop: CONNECTIONS connections send AMOUNT requests in all, taken in
// turn from a list of requests (method, path, headers, body) read from a JSON file, so
// that no request is sent twice. Prints one line of JSON: req/s, p50, p99, errors,
// status counts.
// Usage: node bench/bookings-load.mjs BASE_URL CONNECTIONS AMOUNT REQUESTS_JSON_FILE
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [base, connections, amount, file] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(file, 'utf8'));
let next = 0;
const statuses = {};
const instance = autocannon({
  url: base,
  connections: Number(connections),
  amount: Number(amount),
  requests: [
    {
      setupRequest: (request) => {
        const spec = requests[next++ % requests.length];
        request.method = spec.method;
        request.path = spec.path;
        request.headers = { ...request.headers, ...spec.headers };
        if (spec.body !== undefined) request.body = JSON.stringify(spec.body);
        return request;
      },
    },
  ],
});
instance.on('response', (_client, statusCode) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
const result = await instance;
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    statuses,
  }),
);
