import { open, readFile, rm } from 'node:fs/promises';

/** Thrown when another process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running npm start?). ` +
        'Stop that process first: PGlite is one process, and a second one opening the same folder would corrupt it.',
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dataDir` for this process with a lock file beside it (`<dataDir>.lock`, holding our pid), so a
 * second server, an import or a backup cannot open the same PGlite folder at once. A lock left by a
 * process that has died is taken over. The result releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) throw new DataDirInUseError(dataDir, holder);
      await rm(path, { force: true });
    }
  }
  throw new Error(`Cannot lock ${dataDir}: another process keeps taking ${path}`);
}
