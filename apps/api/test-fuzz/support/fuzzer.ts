import fc from 'fast-check';
import type { Contract, Operation } from './contract.js';
import { contractViolations, isNotImplemented, readAnswer, type Answer } from './conformance.js';
import { describeRequest, requestArbitrary, requestInit, urlFor, type FuzzRequest, type OperationFixtures } from './requests.js';
import type { SchemaValidators } from './schemas.js';

/** The floor; FUZZ_RUNS raises it (a smaller value is ignored). */
export const MIN_RUNS_PER_OPERATION = 200;

export function runsPerOperation(environment: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(environment.FUZZ_RUNS);
  return Number.isInteger(asked) && asked > MIN_RUNS_PER_OPERATION ? asked : MIN_RUNS_PER_OPERATION;
}

/** The server under test and how to sign requests for it. */
export interface FuzzTarget {
  baseUrl: string;
  contract: Contract;
  validators: SchemaValidators;
  /** Values that name real data, by operation, mixed into valid requests (see fixtures.ts). */
  fixtures?(operationId: string): OperationFixtures;
  /** Headers (credentials) for one request of an operation. */
  credentials(operation: Operation): Record<string, string>;
  /** Per-operation adjustments that keep the run from harming itself (see REQUEST_ADJUSTMENTS). */
  adjust?(operation: Operation, request: FuzzRequest): FuzzRequest;
}

export interface FuzzReport {
  operationId: string;
  /** Requests sent, shrinking included. */
  sent: number;
  statuses: Record<number, number>;
  /** Valid requests answered 501 not_implemented: the operation has not landed yet. */
  notImplemented: number;
  /** Valid requests answered 2xx: how much of the success path the run reached. */
  succeeded: number;
  /** The shrunk failing request and what it broke, with the seed that reproduces it. */
  failure: { request: string; problems: string[]; seed: number } | null;
}

export async function send(
  target: FuzzTarget,
  operation: Operation,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<Answer> {
  return readAnswer(await fetch(urlFor(operation, request, target.baseUrl), requestInit(operation, request, headers)));
}

class ContractBroken extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Sends `runs` generated requests (valid and invalid) to one operation and checks every answer. */
export async function fuzzOperation(
  target: FuzzTarget,
  operation: Operation,
  runs: number,
  seed = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31,
): Promise<FuzzReport> {
  const report: FuzzReport = { operationId: operation.operationId, sent: 0, statuses: {}, notImplemented: 0, succeeded: 0, failure: null };
  const property = fc.asyncProperty(
    requestArbitrary(operation, target.contract, target.validators, target.fixtures?.(operation.operationId)),
    async (generated) => {
      const request = target.adjust ? target.adjust(operation, generated) : generated;
      const answer = await send(target, operation, request, target.credentials(operation));
      report.sent += 1;
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      if (request.kind === 'valid' && isNotImplemented(answer)) report.notImplemented += 1;
      if (request.kind === 'valid' && answer.status < 300) report.succeeded += 1;
      const problems = contractViolations(target.contract, operation, request, answer, target.validators);
      if (problems.length > 0) throw new ContractBroken([...problems, `answer: ${answer.status} ${answer.text.slice(0, 300)}`]);
    },
  );
  const result = await fc.check(property, { numRuns: runs, seed, endOnFailure: false });
  if (result.failed && result.counterexample) {
    const [request] = result.counterexample;
    const adjusted = target.adjust ? target.adjust(operation, request) : request;
    const error = result.errorInstance;
    report.failure = {
      request: describeRequest(operation, adjusted),
      problems: error instanceof ContractBroken ? error.problems : [String(error)],
      seed,
    };
  }
  return report;
}

/** The credentials a secured operation must refuse with 401, by what is wrong with them. */
export function badCredentials(expiredToken: string): Record<string, Record<string, string>> {
  return {
    'no token': {},
    'a malformed bearer token': { authorization: 'Bearer not a token' },
    'an unknown bearer token': { authorization: `Bearer ${'A'.repeat(43)}` },
    'an expired bearer token': { authorization: `Bearer ${expiredToken}` },
    'a non-base64 link token': { authorization: 'LinkGen %%%not-base64%%%' },
    'an unknown scheme': { authorization: 'Basic dXNlcjpwYXNz' },
  };
}

/** One valid request of the operation, sent with each bad credential: anything but a 401 Error is a finding. */
export async function authenticationFindings(target: FuzzTarget, operation: Operation, expiredToken: string): Promise<string[]> {
  const [generated] = fc.sample(
    requestArbitrary(operation, target.contract, target.validators).filter((request) => request.kind === 'valid'),
    { numRuns: 1, seed: 42 },
  );
  const request = target.adjust ? target.adjust(operation, generated!) : generated!;
  const findings: string[] = [];
  for (const [what, headers] of Object.entries(badCredentials(expiredToken))) {
    const answer = await send(target, operation, request, headers);
    const problems = contractViolations(target.contract, operation, { kind: 'invalid' }, answer, target.validators);
    if (answer.status !== 401) problems.unshift(`answered ${answer.status}, not 401`);
    if (problems.length > 0) findings.push(`${what}: ${problems.join('; ')} — ${describeRequest(operation, request)}`);
  }
  return findings;
}
