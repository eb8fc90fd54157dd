/** `npm run dev`: the API on 3000 (restarting on change) and Vite on 5173 proxying /api to it. */
import { spawn } from 'node:child_process';
import { npx } from './run.mjs';

const build = await npx(['turbo', 'run', 'build', '--filter=@riskatlas/portal^...', '--output-logs=errors-only']);
if (build !== 0) process.exit(build);
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { stdio: 'inherit', env: { ...process.env, RISK_ATLAS_STATIC_DIR: '/nonexistent' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/portal' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
