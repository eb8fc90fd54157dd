import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Cannot run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Runs a workspace tool (`turbo`, `vitest`, …) from node_modules/.bin when it is installed there, else
 * through npx: npx's own start-up costs one to two seconds on the 2-core machine, which a second
 * `npm start` would pay before the server even starts (issue #25's 3 s goal).
 */
export const npx = ([tool, ...rest], options) => {
  const local = fileURLToPath(new URL(`../node_modules/.bin/${tool}`, import.meta.url));
  return existsSync(local) ? run(local, rest, options) : run('npx', [tool, ...rest], options);
};
