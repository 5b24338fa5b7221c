// bench/pages' floor of the host: a bare node:http server (no framework, no hooks, no
// database) that answers every request as /api/health/live does, {"status":"ok"}. What
// a load at 25% of its own capacity costs a paced probe of it is what any Node process
// loaded so, ours or not, costs its probe on the machine the bench runs on.
// Usage: PORT=N node bench/support/bare-server.mjs   (prints "listening" once it is)
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
