import type { TestProject } from 'vitest/node';
import { startServerFor } from './global-setup.js';

export default (project: TestProject) => startServerFor(project, 'pglite');
