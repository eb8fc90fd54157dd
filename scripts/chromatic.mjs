/**
 * `npm run chromatic`: builds Storybook and publishes it to Chromatic for review in the browser, when
 * CHROMATIC_PROJECT_TOKEN is set. Chromatic is for designers' review only: the gate is the local visual
 * suite (tests/visual), so changes found there never fail this command (`--exit-zero-on-changes`).
 * Extra arguments go to the Chromatic CLI (e.g. `npm run chromatic -- --only-changed`).
 */
import { npx } from './run.mjs';

const STORYBOOK_DIR = 'storybook-static';

/** The Chromatic CLI's arguments for a Storybook built into STORYBOOK_DIR. */
function chromaticArgs(extra = []) {
  return ['chromatic', '--storybook-build-dir', STORYBOOK_DIR, '--exit-zero-on-changes', '--exit-once-uploaded', ...extra];
}

async function main() {
  if (!process.env.CHROMATIC_PROJECT_TOKEN) {
    console.error(
      'CHROMATIC_PROJECT_TOKEN is not set: nothing was published. Set it to the project token from chromatic.com (see docs/releasing.md).',
    );
    return 2;
  }
  const built = await npx(['storybook', 'build', '-o', STORYBOOK_DIR, '--quiet']);
  if (built !== 0) return built;
  // The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself: it never appears in a process list.
  return npx(chromaticArgs(process.argv.slice(2)));
}

process.exit(await main());
