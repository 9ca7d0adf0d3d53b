import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A portal process started as `npm start` starts it (`node --import tsx server/main.ts`), for the
 * tests and benchmarks that need one of their own: two instances on one PostgreSQL and Redis, a
 * server restarted in the middle of a replay, a benchmark beside a bare baseline. Without
 * `DATABASE_URL` in `env` it runs on a fresh embedded database in a temporary directory; the demo
 * laboratory is seeded unless `SEED_DEMO` says otherwise. `restart` keeps the port, the data
 * directory and the environment, so sessions and data survive it like a redeploy.
 */
export interface PortalProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** The server process's id while it runs (benchmarks read its CPU and memory from /proc). */
  readonly pid: number | undefined;
  /** Stops the process: SIGTERM lets in-flight requests finish, SIGKILL is a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Stops (SIGKILL unless told) and starts the same process again; resolves when it answers. */
  restart(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface PortalOptions {
  port: number;
  /** Added to the environment (DATABASE_URL, REDIS_URL, ...); strings only. */
  env?: Record<string, string>;
  /** Where the process's output goes; 'inherit' by default. */
  stdio?: 'inherit' | 'ignore';
  /** How long the start may take. */
  startTimeoutMs?: number;
  /** A data directory of the caller's (a restored one); a fresh temporary one by default. */
  dataDir?: string;
  /** The source tree to run (another release's, tests/upgrades); this checkout by default. */
  cwd?: string;
  /** More Node options before the entry point, e.g. a benchmark's `--import` probe (bench:soak). */
  nodeArgs?: string[];
}

const POLL_MS = 250;

export async function startPortal(options: PortalOptions): Promise<PortalProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kc-portal-'));
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn('node', ['--import', 'tsx', ...(options.nodeArgs ?? []), 'server/main.ts'], {
      env,
      ...(options.cwd ? { cwd: options.cwd } : {}),
      stdio: options.stdio ?? 'inherit',
    });
    child = started;
    await waitUntilAnswering(url, started, options.startTimeoutMs ?? 120_000);
  };

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(signal);
    await exited;
  };

  await launch();
  return {
    url,
    port: options.port,
    dataDir,
    get pid() {
      return child?.pid;
    },
    stop,
    restart: async (signal = 'SIGKILL') => {
      await stop(signal);
      await launch();
    },
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal at ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`the portal at ${url} did not answer within ${timeoutMs} ms`);
}
