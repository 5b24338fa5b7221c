import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/errors.js';
import { CSRF_HEADER } from '../../src/shared/http.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// Hostile input against every operation the API describes (/api/openapi.json): generated
// bad path parameters, queries and bodies, sent over real HTTP as a visitor, a member and
// a super_admin. Whatever arrives, the answer is never a 5xx, and every 4xx is in the one
// error shape (docs/product.md, Errors). Seeded: a failure prints the seed and the path
// that reproduce it (FUZZ_SEED=... npx vitest run tests/api/hostile-input.test.ts).

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 14);
type Actor = 'visitor' | 'member' | 'super_admin';
const ACTORS: Actor[] = ['visitor', 'member', 'super_admin'];

// Rate limits off: a 429 would stop the input before the validation it is meant to reach
// (the limits have their own tests).
const t = setupTestApp({ RATE_LIMITS: 'false' });
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  console.log(`hostile input: ${sent} requests, statuses ${JSON.stringify(statuses)}`);
});

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryNames: string[];
  bodyKeys: string[] | null;
};

/** The operations of the API's own description, with what each takes. */
async function operations(): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const spec = response.json() as OpenAPIV3_1.Document;
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ]?.schema as OpenAPIV3_1.SchemaObject | undefined;
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: body ? Object.keys(body.properties ?? {}) : null,
      });
    }
  }
  return found;
}

// What an attacker or a broken client sends.
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '%00',
  "$'$&$`",
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'NaN',
  '-0',
  '1e309',
  '-1',
  '9'.repeat(40),
  '2026-02-30',
  '0000-01-01',
  '\ud800',
  'x'.repeat(10_001),
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'true',
  '[]',
  '{}',
);
const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid(),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(Number.MAX_SAFE_INTEGER * 1000),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), text, { maxKeys: 3 }),
);

/** A path segment as a client might send it: encoded, or a broken percent-encoding. */
function segment(raw: string) {
  try {
    return encodeURIComponent(raw);
  } catch {
    return '%E0%A4%A';
  }
}

type Request = { path: string; query: [string, string][]; body: { type: string; data: string } | null };

function requestOf(operation: Operation): fc.Arbitrary<Request> {
  const params = fc.tuple(...operation.pathParams.map(() => text));
  const queryKey = operation.queryNames.length
    ? fc.oneof(fc.constantFrom(...operation.queryNames), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
  const query = fc.array(fc.tuple(queryKey, text.map(String)), { maxLength: 5 });
  const keys = operation.bodyKeys ?? [];
  const jsonBody = fc.oneof(
    fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((key) => [key, value]))),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const body =
    operation.method === 'GET'
      ? fc.constant(null)
      : fc.oneof(
          {
            weight: 6,
            arbitrary: jsonBody.map((data) => ({ type: 'application/json', data: JSON.stringify(data) })),
          },
          { weight: 1, arbitrary: fc.constant({ type: 'application/json', data: '{"a": ' }) },
          { weight: 1, arbitrary: text.map((data) => ({ type: 'text/plain', data: String(data) })) },
          {
            weight: 1,
            arbitrary: text.map((data) => ({
              type: 'multipart/form-data; boundary=xyz',
              data: `--xyz\r\nContent-Disposition: form-data; name="file"; filename="${data}"\r\n\r\n${data}\r\n--xyz--`,
            })),
          },
          { weight: 1, arbitrary: fc.constant(null) },
        );
  return fc.record({ params, query, body }).map(({ params: values, query: pairs, body: sentBody }) => ({
    path: operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      segment(String(values[operation.pathParams.indexOf(name)])),
    ),
    query: pairs,
    body: sentBody,
  }));
}

let sent = 0;
const statuses: Record<number, number> = {};

/** Cookies and the CSRF header of a visitor's, a member's or a super_admin's browser. */
async function headersOf(actor: Actor): Promise<Record<string, string>> {
  const client =
    actor === 'visitor'
      ? new TestClient(t.app)
      : (
          await signedInMember(t, {
            label: actor,
            profile: { role: 'photographer', display_name: 'Fuzz Target', is_available: true },
            adminLevel: actor === 'super_admin' ? 'super_admin' : undefined,
          })
        ).client;
  await client.get('/api/auth/session');
  return {
    cookie: [...client.cookies].map(([name, cookieValue]) => `${name}=${cookieValue}`).join('; '),
    [CSRF_HEADER]: client.cookies.get(client.cookieNames.csrf) ?? '',
  };
}

async function send(operation: Operation, request: Request, headers: Record<string, string>) {
  const search = new URLSearchParams(request.query).toString();
  const response = await fetch(`${base}${request.path}${search ? `?${search}` : ''}`, {
    method: operation.method,
    headers: request.body ? { ...headers, 'content-type': request.body.type } : headers,
    body: request.body?.data,
    redirect: 'manual',
  });
  sent++;
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  return { status: response.status, body: await response.text() };
}

describe('hostile input against every operation of /api/openapi.json', () => {
  it('never answers 5xx; every 4xx is in the error shape', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(40);
    for (const operation of all) {
      for (const actor of ACTORS) {
        // A fresh session per operation: a sign-out among the inputs ends only its own.
        const headers = await headersOf(actor);
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async (request) => {
            const { status, body } = await send(operation, request, headers);
            const where = `${actor} ${operation.method} ${request.path}`;
            expect(status, where).toBeLessThan(500);
            if (status >= 400) {
              expect(errorBodySchema.safeParse(JSON.parse(body ?? 'null')).success, `${where}: ${body}`).toBe(
                true,
              );
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_OPERATION },
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2000);
  }, 300_000);
});
