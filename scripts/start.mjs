/**
 * `npm start`: builds the portal and the API (turbo replays both from cache when nothing changed), then
 * runs the compiled server, which serves the portal on the same port. The embedded database persists in
 * .data/. Signals are passed on, so stopping this script always stops the server with it.
 */
import { spawn } from 'node:child_process';
import { npx } from './run.mjs';

const build = await npx([
  'turbo',
  'run',
  'build',
  '--filter=@riskatlas/portal',
  '--filter=@riskatlas/api',
  '--filter=@riskatlas/embed',
  '--output-logs=errors-only',
]);
if (build !== 0) process.exit(build);

// The IPC channel tells the server when this script is gone, even after a SIGKILL that no handler sees.
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The server drains and exits by itself; this process waits for it and leaves with its code.
    if (server.exitCode === null && server.signalCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
// npm may die without passing a signal on (SIGKILL, a closed terminal): this script is then re-parented,
// and stops the server rather than leave it running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null) server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
server.on('error', (error) => {
  console.error(`Cannot start the server: ${error.message}`);
  process.exit(1);
});
