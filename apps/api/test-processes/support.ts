import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ENTRY = `${REPO_ROOT}apps/api/dist/main.js`;
export const IMPORT_ENTRY = `${REPO_ROOT}apps/api/dist/catalogue/import-cli.js`;
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ACCEPT = 'application/json;v=2.0';
export const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';

export function requireBuild(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first (npm test does).`);
}

export function freshSchema(): string {
  return `proc_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startProcess(command: string, args: string[], env: Record<string, string>): RunningProcess {
  let output = '';
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * The built server as one replica of a deployment: production mode, no portal files, and demo mode on
 * (a server database turns it off by default; these tests sign in as the demo personas). `env` adds to
 * or overrides that (the database, a balancer's address, telemetry).
 */
export function startReplica(port: number, env: Record<string, string>): RunningProcess {
  return startProcess('node', [SERVER_ENTRY], {
    PORT: String(port),
    RISK_ATLAS_STATIC_DIR: '/nonexistent',
    NODE_ENV: 'production',
    RISK_ATLAS_DEMO: 'true',
    ...env,
  });
}

/** Polls `check` every 50 ms until it is true or `timeoutMs` passes; resolves with the time it took. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`Not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the server at `origin` answers `GET /api/readyz` with 200; fails at once, with the
 * process's output, when the process exits first (rather than polling a dead port until the timeout).
 */
export async function untilReady(running: RunningProcess, origin: string, timeoutMs: number): Promise<number> {
  let exit: string | null = null;
  const died = running.exited.then((code) => {
    exit = `exited with code ${code}`;
    throw new Error(exit);
  });
  died.catch(() => undefined);
  const ready = eventually(async () => {
    if (exit) return true; // stop polling: `died` has already settled the race
    return (await fetch(`${origin}/api/readyz`)).status === 200;
  }, timeoutMs);
  try {
    return await Promise.race([ready, died]);
  } catch (error) {
    throw new Error(`The server did not become ready: ${String(error)}\n${running.output()}`);
  }
}

/** True when something accepts connections on the port. */
export async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/healthz`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function login(base: string, username: string, password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: ACCEPT },
    body: new URLSearchParams({ username, password, grant_type: 'password', client_id: '1' }).toString(),
  });
}
