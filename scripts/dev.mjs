/** `npm run dev`: the API on 3000 (restarting on change) and Vite on 5173 proxying /api to it. */
import { spawn } from 'node:child_process';
import { npx } from './run.mjs';

const build = await npx(['turbo', 'run', 'build', '--filter=@riskatlas/portal^...', '--output-logs=errors-only']);
if (build !== 0) process.exit(build);
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    // The portal is Vite's page on 5173 here, so reset links must point there (config.ts PORTAL_ORIGINS).
    env: { PORTAL_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', ...process.env, RISK_ATLAS_STATIC_DIR: '/nonexistent' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/portal' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
