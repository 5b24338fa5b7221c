import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type RunningServer = {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, as a process manager would, then wait for a clean exit. */
  stop: () => Promise<number | null>;
};

const root = resolve(import.meta.dirname, '../../..');

/** Starts the built server the way `npm start` does, on its own port and DATA_DIR, once healthy. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer> {
  const server = await launchServer(env, dataDir);
  const deadline = Date.now() + 120_000;
  while (true) {
    if (server.exitCode() !== null) throw new Error(`The server exited during start-up:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not become healthy:\n${server.output()}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return server;
}

/** The built server's process as started, not yet answering (start-up itself under test). */
export async function launchServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<RunningServer & { exitCode: () => number | null }> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'frameline-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    url: `http://localhost:${port}`,
    dataDir: dir,
    output: () => output,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}
