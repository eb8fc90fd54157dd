import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { UNIT_PROJECT } from '../../vitest.unit';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'portal',
    // A unit project: its own group, on both cores (see vitest.unit.ts).
    ...UNIT_PROJECT,
    environment: 'jsdom',
    // Generous for busy CI machines: a slow run is not a failure (performance is measured by npm run bench).
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
