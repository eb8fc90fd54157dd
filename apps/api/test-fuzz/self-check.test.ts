import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../src/contract/handlers.js';
import { contractBreakingHandlers, customizationHandlers, unreachableSuccessHandlers } from './support/broken-handlers.js';
import { contractViolations, readAnswer } from './support/conformance.js';
import type { Operation } from './support/contract.js';
import { createFuzzAccounts } from './support/fuzz-accounts.js';
import { fuzzOperation } from './support/fuzzer.js';
import { implementedOperations } from './support/implemented.js';
import { runMatrix } from './support/matrix.js';
import { FUZZ_PERSONA } from './support/personas.js';
import { startServer, type RunningServer } from './support/server.js';
import { unreachedSuccessPaths } from './support/success-paths.js';
import { contractTarget, fuzzTarget, signIn } from './support/target.js';

/** Enough to meet an always-broken handler; the real suites run at least 200 per operation. */
const SELF_CHECK_RUNS = 20;
/** Enough for a fixture to be drawn into a valid request (about one request in four) all but surely. */
const SUCCESS_PATH_RUNS = 50;

const brokenHandlers: Handlers = {
  ...contractBreakingHandlers,
  ...customizationHandlers({ checkOwner: false }),
  ...unreachableSuccessHandlers,
};

async function serverWith(handlerOverrides: Handlers) {
  const server = await startServer({ catalogue: false, handlerOverrides });
  return { server, target: contractTarget(server.baseUrl, await signIn(server.baseUrl, FUZZ_PERSONA)) };
}

const byId = (operations: readonly Operation[], operationId: string) =>
  operations.find((operation) => operation.operationId === operationId)!;

describe('self-check: the hardening suites catch a deliberately broken server', () => {
  const servers: RunningServer[] = [];
  let broken: Awaited<ReturnType<typeof serverWith>>;
  let sound: Awaited<ReturnType<typeof serverWith>>;

  beforeAll(async () => {
    broken = await serverWith(brokenHandlers);
    sound = await serverWith(customizationHandlers({ checkOwner: true }));
    servers.push(broken.server, sound.server);
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('the fuzzer flags an answer missing a required field, and prints the request', async () => {
    const report = await fuzzOperation(broken.target, byId(broken.target.contract.operations, 'getUser'), SELF_CHECK_RUNS);
    expect(report.failure?.request).toMatch(/^valid request: GET \/user /);
    expect(report.failure?.problems.join('\n')).toMatch(/server error 500|body breaks the 200 schema/);
  });

  it('the fuzzer flags a status the operation does not declare', async () => {
    const report = await fuzzOperation(broken.target, byId(broken.target.contract.operations, 'getHealth'), SELF_CHECK_RUNS);
    expect(report.failure?.problems).toContain('status 202 is not declared (declared: 200, 400, 403, 406, 429)');
  });

  it('the fuzzer flags an answer without the rate-limit headers every answer must carry', async () => {
    const { contract, validators } = sound.target;
    const answer = await readAnswer(await fetch(`${sound.server.baseUrl}/healthz`));
    const operation = byId(contract.operations, 'getHealth');
    expect(contractViolations(contract, operation, { kind: 'valid' }, answer, validators)).toEqual([]);
    answer.headers = new Headers(answer.headers);
    answer.headers.delete('ratelimit');
    answer.headers.set('ratelimit-policy', 'unlimited');
    expect(contractViolations(contract, operation, { kind: 'valid' }, answer, validators)).toEqual([
      'the required RateLimit header is missing',
      'the RateLimit-Policy header "unlimited" does not match its schema',
    ]);
  });

  it('the run names an implemented operation that no valid request brought to a 2xx, and only that one', async () => {
    // The sound server's fixtures (real place ids) on both: the broken getPlace answers them 404 too.
    const soundTarget = await fuzzTarget(sound.server.baseUrl, await createFuzzAccounts(sound.server.db));
    const operation = byId(soundTarget.contract.operations, 'getPlace');
    const reached = await fuzzOperation(soundTarget, operation, SUCCESS_PATH_RUNS);
    const unreached = await fuzzOperation({ ...broken.target, fixtures: soundTarget.fixtures }, operation, SUCCESS_PATH_RUNS);
    expect(reached.succeeded).toBeGreaterThan(0);
    expect(unreached.statuses[404]).toBeGreaterThan(0);
    expect(unreachedSuccessPaths([reached], implementedOperations(customizationHandlers({ checkOwner: true })))).toEqual([]);
    expect(unreachedSuccessPaths([reached, unreached], implementedOperations(brokenHandlers))).toEqual(['getPlace']);
  });

  it('the matrix flags a handler that skips its ownership check, on every call it lets through', async () => {
    const outcomes = await runMatrix(broken.target);
    const read = outcomes.find((outcome) => outcome.operationId === 'getReportCustomization')!;
    expect(read.pending).toBeNull();
    expect(read.findings).toEqual([
      expect.stringMatching(/^as adviser\.nz: answered 200, expected 404; the answer carries "Matrix Owner…"/),
      expect.stringMatching(/^as trial\.au: answered 200, expected 404; the answer carries "Matrix Owner…"/),
    ]);
    expect(outcomes.find((outcome) => outcome.operationId === 'putReportCustomization')!.findings).toHaveLength(2);
    // A list that shows every saved report, not the caller's own, leaks what the owner named.
    expect(outcomes.find((outcome) => outcome.operationId === 'listUserReports')!.findings).toEqual([
      expect.stringMatching(/^as adviser\.nz: the answer carries "Matrix Owner…"/),
      expect.stringMatching(/^as trial\.au: the answer carries "Matrix Owner…"/),
    ]);
  });

  it('the matrix passes the same handlers once they check the owner (no false alarms)', async () => {
    const outcomes = await runMatrix(sound.target);
    const customizations = outcomes.filter((outcome) => outcome.operationId.endsWith('ReportCustomization'));
    expect(customizations.map((outcome) => [outcome.operationId, outcome.pending, outcome.findings])).toEqual([
      // Writes first, deletes last: the owner's control removes the instance the others share.
      ['putReportCustomization', null, []],
      ['getReportCustomization', null, []],
      ['deleteReportCustomization', null, []],
    ]);
    expect(customizations[1]!.statuses).toEqual({ anonymous: 401, 'adviser.nz': 404, 'trial.au': 404, 'adviser.au': 200 });
    expect(outcomes.find((outcome) => outcome.operationId === 'listUserReports')).toMatchObject({
      pending: null,
      findings: [],
      statuses: { 'adviser.nz': 200, 'trial.au': 200 },
    });
  });
});
