import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Real-browser journeys: playwright-core drives Debian Chromium against the built portal and the real API. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A journey waits for states, not for time: on a busy machine an announcement or a saved state may
    // take seconds to appear, so expect.poll waits up to 10 s (the default is 1 s) before failing.
    expect: { poll: { timeout: 10_000 } },
  },
});
