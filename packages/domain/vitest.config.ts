import { defineConfig } from 'vitest/config';
import { UNIT_PROJECT } from '../../vitest.unit';

export default defineConfig({
  test: {
    name: 'domain',
    // A unit project: its own group, on both cores (see vitest.unit.ts).
    ...UNIT_PROJECT,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
