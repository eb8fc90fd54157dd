/** `npm run soak`: builds the API, then runs bench/soak.ts against the built server (loopback only). */
import { npx, run } from './run.mjs';

const build = await npx(['turbo', 'run', 'build', '--filter=@riskatlas/api', '--output-logs=errors-only']);
if (build !== 0) process.exit(build);
process.exit(await run('node', ['--import', 'tsx', 'bench/soak.ts']));
