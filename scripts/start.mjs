/**
 * `npm start`: builds the portal (turbo replays it from cache when nothing changed), then starts the API,
 * which serves the portal on the same port. The embedded database persists in .data/.
 */
import { npx, run } from './run.mjs';

const build = await npx(['turbo', 'run', 'build', '--filter=@riskatlas/portal', '--output-logs=errors-only']);
if (build !== 0) process.exit(build);
process.exit(await run('node', ['--import', 'tsx', 'apps/api/src/main.ts'], { env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } }));
