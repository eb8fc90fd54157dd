/** `npm run bench [-- section ...]`: builds what is measured, then runs the benchmark sections (bench/run.ts). */
import { npx, run } from './run.mjs';

const build = await npx(['turbo', 'run', 'build', '--output-logs=errors-only']);
if (build !== 0) process.exit(build);
process.exit(await run('node', ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]));
