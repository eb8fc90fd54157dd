#!/usr/bin/env node
// Regenerates the contract's types into a temporary file and compares them with the committed
// src/schema.d.ts. Exits 1 (with the fix) when they differ, so a contract change cannot ship
// without its regenerated client types.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contract = resolve(packageDirectory, '../../openapi/openapi.yaml');
const committed = join(packageDirectory, 'src/schema.d.ts');
const require = createRequire(join(packageDirectory, 'package.json'));
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');

const temporaryDirectory = mkdtempSync(join(tmpdir(), 'api-client-drift-'));
const generated = join(temporaryDirectory, 'schema.d.ts');
try {
  // Same command as `npm run gen`, run from the package directory so the output is byte-identical.
  const result = spawnSync(process.execPath, [cli, relative(packageDirectory, contract), '-o', generated], {
    cwd: packageDirectory,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(`api-client drift check: openapi-typescript failed:\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  if (!existsSync(committed)) {
    console.error('api-client drift check: src/schema.d.ts is missing. Run: npm run gen -w @riskatlas/api-client');
    process.exit(1);
  }
  const expected = readFileSync(generated, 'utf8');
  const actual = readFileSync(committed, 'utf8');
  if (expected !== actual) {
    const expectedLines = expected.split('\n');
    const actualLines = actual.split('\n');
    let line = 0;
    while (line < expectedLines.length && expectedLines[line] === actualLines[line]) line += 1;
    console.error(
      [
        'api-client drift check FAILED: packages/api-client/src/schema.d.ts does not match openapi/openapi.yaml.',
        `First difference at line ${line + 1}:`,
        `  committed:   ${actualLines[line] ?? '<end of file>'}`,
        `  regenerated: ${expectedLines[line] ?? '<end of file>'}`,
        'Fix: npm run gen -w @riskatlas/api-client, then commit src/schema.d.ts.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('api-client drift check: src/schema.d.ts matches openapi/openapi.yaml.');
} finally {
  rmSync(temporaryDirectory, { recursive: true, force: true });
}
