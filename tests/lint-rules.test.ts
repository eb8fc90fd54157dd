import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/**
 * Lints `code` as if it were the file at `path` (a real file of the workspace, so the type-aware rules
 * find its project) and returns the rule ids that fired.
 */
async function rulesFiredFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('the lint rules that guard the architecture', () => {
  it('refuses a widget that imports the portal (and passes the same widget without it)', async () => {
    const wrong = "import { App } from '@riskatlas/portal';\nexport const Leaked = App;\n";
    expect(await rulesFiredFor('packages/widgets/src/index.ts', wrong)).toContain('no-restricted-imports');
    const right = "import { defaultTheme } from '@riskatlas/theme';\nexport const theme = defaultTheme;\n";
    expect(await rulesFiredFor('packages/widgets/src/index.ts', right)).toEqual([]);
  });

  it('refuses a widget that reaches into the API server by path', async () => {
    const wrong = "import { buildServer } from '../../../apps/api/src/server.js';\nexport const server = buildServer;\n";
    expect(await rulesFiredFor('packages/widgets/src/index.ts', wrong)).toContain('no-restricted-imports');
  });

  it('keeps React out of the core client, but not out of its hooks', async () => {
    const code = "import { useState } from 'react';\nexport const hook = useState;\n";
    expect(await rulesFiredFor('packages/api-client/src/client.ts', code)).toContain('no-restricted-imports');
    expect(await rulesFiredFor('packages/api-client/src/hooks/hooks.ts', code)).not.toContain('no-restricted-imports');
  });

  it('refuses UI in the client and server code in the portal', async () => {
    expect(
      await rulesFiredFor('packages/api-client/src/client.ts', "import { Button } from '@riskatlas/widgets';\nexport const b = Button;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFiredFor('apps/portal/src/main.tsx', "import { buildServer } from '@riskatlas/api';\nexport const b = buildServer;\n"),
    ).toContain('no-restricted-imports');
  });

  it('keeps SQL and cross-route imports out of route modules', async () => {
    const sql =
      "import type { Database } from '../db/client.js';\nexport const count = (db: Database) => db.query('SELECT count(*) FROM users');\n";
    expect(await rulesFiredFor('apps/api/src/routes/user.ts', sql)).toContain('no-restricted-syntax');
    const crossRoute = "import { userHandlers } from './user.js';\nexport const again = userHandlers;\n";
    expect(await rulesFiredFor('apps/api/src/routes/industries.ts', crossRoute)).toContain('no-restricted-imports');
  });

  it('refuses a cast of the request query in the server', async () => {
    const code =
      "import type { FastifyRequest } from 'fastify';\nexport const page = (request: FastifyRequest) => (request.query as { page: number }).page;\n";
    expect(await rulesFiredFor('apps/api/src/routes/user.ts', code)).toContain('no-restricted-syntax');
  });

  it('is type-aware: a promise nobody awaits is an error', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function click(): void {\n  save();\n}\n';
    expect(await rulesFiredFor('packages/widgets/src/index.ts', code)).toContain('@typescript-eslint/no-floating-promises');
  });
});
