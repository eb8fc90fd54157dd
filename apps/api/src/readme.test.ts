import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import type { ServerContext } from './context.js';
import { createHandlers } from './routes/index.js';
import { loadContract, operationIds } from './server.js';

describe('the README', () => {
  it('lists exactly the contract operations this server does not implement yet (they answer 501)', async () => {
    const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.split('## Not yet implemented')[1] ?? '';
    const listed = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    // Handler factories only capture their services; none is called here.
    const implemented = createHandlers({} as ServerContext);
    const missing = operationIds(await loadContract()).filter((operationId) => !(operationId in implemented));
    expect(listed.sort()).toEqual(missing.sort());
  });

  it('has no handler for an operation the contract does not define', async () => {
    const contractOperations = new Set<string>(operationIds(await loadContract()));
    expect(Object.keys(createHandlers({} as ServerContext)).filter((operationId) => !contractOperations.has(operationId))).toEqual([]);
  });
});
