// Starts the built server with the current environment (e.g. DATABASE_URL), checks that
// it serves / and reports the database as ok, and that no embedded cluster was created.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'frameline-smoke-'));
const port = 3900 + Math.floor(Math.random() * 90);
const child = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false' },
  stdio: 'inherit',
});
const base = `http://localhost:${port}`;
let ok = false;
for (let i = 0; i < 120 && !ok; i++) {
  await new Promise((done) => setTimeout(done, 500));
  try {
    const health = await (await fetch(`${base}/api/health`)).json();
    const home = await fetch(`${base}/`);
    ok = health.db === 'ok' && home.status === 200;
  } catch {}
}
const embedded = existsSync(join(dataDir, 'postgres'));
child.kill('SIGTERM');
await new Promise((done) => child.once('exit', done));
rmSync(dataDir, { recursive: true, force: true });
if (!ok) {
  console.error('smoke-start: the server did not serve / with db ok');
  process.exit(1);
}
if (process.env.DATABASE_URL && embedded) {
  console.error('smoke-start: DATABASE_URL was set but an embedded cluster was created');
  process.exit(1);
}
console.log(`smoke-start: ok (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'})`);
