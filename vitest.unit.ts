/**
 * Scheduling of the unit projects (node and jsdom suites with no server, database or browser). Vitest
 * runs one worker per core minus one, which on CI's two cores means every test file in turn; projects
 * with another worker count must form their own group. These run after the rest, on both cores.
 */
export const UNIT_PROJECT = {
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
} as const;
