import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadContractOperations } from './support/contract.js';
import { authenticationFindings, fuzzOperation, runsPerOperation, type FuzzReport, type FuzzTarget } from './support/fuzzer.js';
import { implementedOperations } from './support/implemented.js';
import { SUCCESS_EXEMPTIONS, successTable, unreachedSuccessPaths } from './support/success-paths.js';
import { fuzzTarget } from './support/target.js';

const operations = loadContractOperations().operations;
const implemented = implementedOperations();
const runs = runsPerOperation();
const reports: FuzzReport[] = [];
/** Findings on operations that answer 501 until their issue lands: printed, not failed. */
const pendingFindings: string[] = [];
let target: FuzzTarget;
/** How long asking the server for fixtures took, for the summary (CI time is budgeted). */
let discoverySeconds = 0;

beforeAll(async () => {
  const started = performance.now();
  target = await fuzzTarget(inject('fuzzBaseUrl'), inject('fuzzAccounts'), [...inject('disposableTokens')]);
  discoverySeconds = (performance.now() - started) / 1000;
});

afterAll(() => {
  const pending = reports.filter((report) => report.notImplemented > 0).map((report) => report.operationId);
  const neverSucceeded = unreachedSuccessPaths(reports, implemented);
  console.info(
    [
      `Contract fuzzing: ${reports.length} operations, ${reports.reduce((sum, report) => sum + report.sent, 0)} requests (fixtures discovered in ${discoverySeconds.toFixed(1)} s).`,
      `Not yet implemented (501): ${pending.length} — ${pending.join(', ') || 'none'}.`,
      `Implemented operations no valid request reached with a 2xx: ${neverSucceeded.join(', ') || 'none'}.`,
      ...Object.entries(SUCCESS_EXEMPTIONS).map(([operationId, reason]) => `Exempt from reaching a 2xx: ${operationId} (${reason}).`),
      'Valid requests answered 2xx, by operation:',
      successTable(reports),
      ...(pendingFindings.length > 0 ? ['Findings on operations not yet implemented (not failed):', ...pendingFindings] : []),
    ].join('\n'),
  );
});

/** Fails for an implemented operation; for one still answering 501, records the finding for the summary. */
function report(operationId: string, message: string) {
  if (implemented.has(operationId)) expect.fail(message);
  pendingFindings.push(message);
}

describe.concurrent(`contract fuzzing: ${runs} generated requests for each of the ${operations.length} operations`, () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers every request as the contract declares',
    async (_, operation) => {
      const result = await fuzzOperation(target, operation, runs);
      reports.push(result);
      if (result.failure) {
        report(
          operation.operationId,
          `${operation.operationId} broke the contract (seed ${result.failure.seed}; FUZZ_SEED reproduces it)\n  ${result.failure.request}\n  ${result.failure.problems.join('\n  ')}`,
        );
        return;
      }
      expect(result.sent).toBeGreaterThanOrEqual(runs);
    },
  );
});

describe.concurrent('secured operations refuse a missing, malformed, unknown or expired credential with 401', () => {
  it.each(operations.filter((operation) => operation.secured).map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      const findings = await authenticationFindings(target, operation, inject('expiredToken'));
      if (findings.length > 0) report(operation.operationId, `${operation.operationId}:\n  ${findings.join('\n  ')}`);
    },
  );

  it('covers every secured operation of the contract', () => {
    expect(operations.filter((operation) => operation.secured).length).toBeGreaterThan(40);
  });
});

describe('success paths', () => {
  it('every implemented operation fuzzed in this run answered at least one valid request with a 2xx', () => {
    const unreached = unreachedSuccessPaths(reports, implemented);
    expect(
      unreached,
      `No generated request reached the success path of ${unreached.join(', ')}: give the generator a fixture (support/fixtures.ts) or, if no caller can succeed in a test run, list the operation with its reason in SUCCESS_EXEMPTIONS`,
    ).toEqual([]);
  });
});
