import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, on a free port), so a test can
 * stop and start it under load without touching the server every other suite shares. It uses the
 * machine's PostgreSQL binaries (`.ci/run` installs them where they are missing).
 */
export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

/** The newest installed `pg_ctl`'s folder, or null when PostgreSQL's server binaries are not here. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asServerUser(command: string, args: string[]): void {
  const [file, fileArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed (.ci/run installs the postgresql package).');
  const dir = mkdtempSync(join(tmpdir(), 'risk-atlas-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // Its socket lives in its own folder; only TCP on loopback is used.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, '-l', join(dir, 'server.log'), 'start'),
    // "fast": sessions are cut at once, as in a failover or a restart by an operator.
    stop: () => pgCtl('-m', 'fast', 'stop'),
    remove() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
