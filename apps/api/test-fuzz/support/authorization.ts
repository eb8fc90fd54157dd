import fc from 'fast-check';
import { validArbitrary } from './arbitraries.js';
import type { Operation } from './contract.js';
import { contractViolations, isNotImplemented, leaks, type Answer } from './conformance.js';
import { send, type FuzzTarget } from './fuzzer.js';
import { requestArbitrary, type FuzzRequest } from './requests.js';

/** Path parameters that name catalogue data every signed-in user may read: nobody owns them. */
export const CATALOGUE_PARAMETERS = new Set([
  'id',
  'country',
  'abbr',
  'revision',
  'insuranceClass',
  'industry',
  'placeId',
  'courseId',
  'unitId',
  'quizId',
  'file',
]);

/** The path's owned-parameter value, as the owner creates or finds one; null when it cannot (yet). */
type OwnedSource = (owner: MatrixCaller, context: MatrixContext) => Promise<{ id: string } | { pending: string }>;

export interface MatrixCaller {
  name: string;
  headers: Record<string, string>;
  /** The caller's own email and tokens: its own answers may carry them (GET /user does). */
  ownSecrets?: string[];
}

export interface MatrixContext {
  target: FuzzTarget;
  /** A real industry id, for bodies that name one. */
  industryId: number;
  /**
   * The owner's instance per owned parameter, created once per run: accounts hold few companies
   * (at most 2), and every operation can probe the same one.
   */
  owned: Map<string, Promise<{ id: string } | { pending: string }>>;
}

function operation(context: MatrixContext, operationId: string): Operation {
  const found = context.target.contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`The contract has no ${operationId}`);
  return found;
}

async function call(context: MatrixContext, operationId: string, caller: MatrixCaller, parts: Partial<FuzzRequest>): Promise<Answer> {
  const request: FuzzRequest = { operationId, kind: 'valid', mutation: null, path: {}, query: {}, body: null, ...parts };
  return send(context.target, operation(context, operationId), request, caller.headers);
}

/** Creates one through `operationId` as the owner and reads its id from the answer. */
const createdBy =
  (operationId: string, body: (context: MatrixContext) => unknown): OwnedSource =>
  async (owner, context) => {
    const answer = await call(context, operationId, owner, { body: { kind: 'json', value: body(context) } });
    if (isNotImplemented(answer)) return { pending: `${operationId} (which creates one) is not implemented yet` };
    const id = (answer.json as { id?: unknown } | undefined)?.id;
    if (answer.status >= 300 || typeof id !== 'number')
      throw new Error(`${operationId} as ${owner.name} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return { id: String(id) };
  };

/** Finds the first one `operationId` lists for the owner. */
const listedBy =
  (operationId: string): OwnedSource =>
  async (owner, context) => {
    const answer = await call(context, operationId, owner, {});
    if (isNotImplemented(answer)) return { pending: `${operationId} (which lists them) is not implemented yet` };
    const first = (answer.json as { data?: { id?: unknown }[] } | undefined)?.data?.[0]?.id;
    if (typeof first !== 'number') return { pending: `${owner.name} has none listed by ${operationId}` };
    return { id: String(first) };
  };

/**
 * Path parameters naming something a user or company owns, and how the owner comes by one. The
 * contract says which parameters a path has; only this table says who owns what they name. A new
 * path parameter in neither table fails the matrix until it is classified.
 */
/** Body fields that name catalogue data or protocol constants, not anything a user owns. */
export const CATALOGUE_BODY_FIELDS = new Set(['industryId', 'industry_id', 'question_id', 'answer_id', 'client_id']);
/**
 * Body fields that repeat the path's owned id (`PUT /user/reports/customizations/{templateId}` sends it
 * as `id`): the matrix sets them to the owner's id along with the path.
 */
export const PATH_ECHO_BODY_FIELDS = new Set(['id']);

const ID_FIELD = /(?:^id$|_id$|Id$)/;

/**
 * Id-like fields of request bodies in neither table above: a body naming something owned (a company,
 * a report) must be added to the matrix before the operation ships, so the matrix can call it with
 * a foreign id. Derived from the contract, like the path parameters.
 */
export function unclassifiedBodyIds(operations: readonly Operation[], resolve: <T>(value: T) => T): string[] {
  const found = new Set<string>();
  const walk = (raw: unknown, operationId: string, depth: number) => {
    const schema = resolve(raw) as Record<string, unknown> | undefined;
    if (!schema || typeof schema !== 'object' || depth > 8) return;
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
      if (ID_FIELD.test(name) && !CATALOGUE_BODY_FIELDS.has(name) && !PATH_ECHO_BODY_FIELDS.has(name)) found.add(`${operationId}: ${name}`);
      walk(property, operationId, depth + 1);
    }
    for (const branch of [...((schema.oneOf ?? []) as unknown[]), ...((schema.anyOf ?? []) as unknown[])])
      walk(branch, operationId, depth + 1);
    if (schema.items) walk(schema.items, operationId, depth + 1);
  };
  for (const operation of operations)
    for (const schema of Object.values(operation.body?.content ?? {})) walk(schema, operation.operationId, 0);
  return [...found];
}

/** What the owner names the things it creates; no stranger's answer may ever carry it. */
export const OWNER_MARK = 'Matrix Owner';

export const OWNED_PARAMETERS: Record<string, OwnedSource> = {
  companyId: createdBy('createCompany', () => ({
    name: `${OWNER_MARK} Brokers Pty Ltd`,
    description: '<p>Owned by the matrix owner.</p>',
  })),
  templateId: createdBy('createReportCustomization', (context) => ({
    industryId: context.industryId,
    name: `${OWNER_MARK} Bakery`,
    report_type: 'tailored',
    customizations: [],
  })),
  reportId: listedBy('listUserReports'),
};

/** A body for the matrix's calls: what a client would send, with ids that must agree with the path. */
function matrixBody(target: FuzzTarget, subject: Operation, path: Record<string, string>, context: MatrixContext): FuzzRequest['body'] {
  const declared = subject.body && Object.entries(subject.body.content)[0];
  if (!declared) return null;
  const [mediaType, schema] = declared;
  if (mediaType === 'multipart/form-data') {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    return { kind: 'multipart', fields: {}, files: { file: { bytes: Uint8Array.from(png), type: 'image/png', name: 'logo.png' } } };
  }
  const [sample] = fc.sample(
    validArbitrary(schema, target.contract).filter((value) => target.validators.validate(schema, value).valid),
    { numRuns: 1, seed: 7 },
  );
  const value = { ...(sample as Record<string, unknown>) };
  // Bodies that repeat the path's id, or name an industry, must name real ones for the owner's control call to succeed.
  const ownedIds = Object.values(path);
  for (const field of PATH_ECHO_BODY_FIELDS) if (field in value && ownedIds.length === 1) value[field] = Number(ownedIds[0]);
  if ('industryId' in value) value.industryId = context.industryId;
  if ('name' in value) value.name = `${OWNER_MARK} Renamed`;
  if ('customizations' in value) value.customizations = [];
  return { kind: 'json', value };
}

export interface MatrixOutcome {
  operationId: string;
  /** Why the operation could not be probed yet (501, or no owned instance to probe). */
  pending: string | null;
  findings: string[];
  /** Status by caller, for the printed matrix. */
  statuses: Record<string, number>;
}

export interface MatrixCallers {
  owner: MatrixCaller;
  /** Callers who must get `expected` (default 404) for the owner's ids. */
  strangers: MatrixCaller[];
  /** Strings no answer may contain: other users' emails, tokens. */
  secrets: string[];
  /** The owner's own email and tokens: only the owner's answers may carry them. */
  ownerSecrets: string[];
}

/** Operations with a path parameter naming something owned, derived from the contract; throws on an unclassified parameter. */
export function ownedOperations(operations: readonly Operation[]): Operation[] {
  const unclassified = operations.flatMap((candidate) =>
    candidate.parameters
      .filter((parameter) => parameter.in === 'path' && !CATALOGUE_PARAMETERS.has(parameter.name) && !(parameter.name in OWNED_PARAMETERS))
      .map((parameter) => `${candidate.operationId}: {${parameter.name}}`),
  );
  if (unclassified.length > 0)
    throw new Error(`Classify these path parameters as catalogue or owned (authorization.ts): ${unclassified.join(', ')}`);
  const owned = operations.filter((candidate) =>
    candidate.parameters.some((parameter) => parameter.in === 'path' && parameter.name in OWNED_PARAMETERS),
  );
  // Writes first (a logo must exist before reading it is a fair control), deletes last (the owner's
  // control removes the instance the other operations share).
  const rank = (candidate: Operation) => (candidate.method === 'DELETE' ? 2 : candidate.method === 'GET' ? 1 : 0);
  return [...owned].sort((a, b) => rank(a) - rank(b));
}

/**
 * One owned operation called with the owner's ids: by anonymous (401), by every stranger (404: a
 * foreign id must look like one that does not exist), then by the owner as the control that proves
 * the call was right (last, so a delete by a stranger is shown to have changed nothing).
 */
export async function probeOwnedOperation(context: MatrixContext, subject: Operation, callers: MatrixCallers): Promise<MatrixOutcome> {
  const outcome: MatrixOutcome = { operationId: subject.operationId, pending: null, findings: [], statuses: {} };
  const path: Record<string, string> = {};
  for (const parameter of subject.parameters.filter((p) => p.in === 'path')) {
    const source = OWNED_PARAMETERS[parameter.name];
    if (!source) {
      const [value] = fc.sample(validArbitrary(parameter.schema, context.target.contract), { numRuns: 1, seed: 7 });
      path[parameter.name] = String(value);
      continue;
    }
    let created = context.owned.get(parameter.name);
    if (!created) context.owned.set(parameter.name, (created = source(callers.owner, context)));
    const owned = await created;
    if ('pending' in owned) return { ...outcome, pending: owned.pending };
    path[parameter.name] = owned.id;
  }
  const body = matrixBody(context.target, subject, path, context);
  const check = async (caller: MatrixCaller, expected: number | 'success') => {
    const answer = await call(context, subject.operationId, caller, { path, body });
    outcome.statuses[caller.name] = answer.status;
    if (isNotImplemented(answer)) return answer;
    const problems = contractViolations(context.target.contract, subject, { kind: 'valid' }, answer, context.target.validators);
    const ok = expected === 'success' ? answer.status >= 200 && answer.status < 300 : answer.status === expected;
    if (!ok) problems.unshift(`answered ${answer.status}, expected ${expected}`);
    const forbidden = caller === callers.owner ? callers.secrets : [...callers.secrets, ...callers.ownerSecrets];
    for (const leak of leaks(answer, forbidden)) problems.push(`the answer carries ${leak}`);
    if (problems.length > 0) outcome.findings.push(`as ${caller.name}: ${problems.join('; ')} (${answer.text.slice(0, 200)})`);
    return answer;
  };
  await check({ name: 'anonymous', headers: {} }, 401);
  for (const stranger of callers.strangers) await check(stranger, 404);
  const control = await check(callers.owner, 'success');
  if (isNotImplemented(control))
    return { ...outcome, pending: `${subject.operationId} is not implemented yet`, findings: outcome.findings };
  return outcome;
}

/** Reads a stranger may make without naming an owned id: lists, profiles, searches (GETs with no owned path parameter). */
export function strangerReads(operations: readonly Operation[]): Operation[] {
  return operations.filter(
    (candidate) =>
      candidate.method === 'GET' &&
      candidate.secured &&
      !candidate.parameters.some((parameter) => parameter.in === 'path' && parameter.name in OWNED_PARAMETERS),
  );
}

/**
 * After the owner has created its data, every stranger read (one valid request each) must answer as
 * the contract says and carry nothing of the owner's: not its email or tokens, not what it named.
 */
export async function probeStrangerRead(context: MatrixContext, subject: Operation, callers: MatrixCallers): Promise<MatrixOutcome> {
  const outcome: MatrixOutcome = { operationId: subject.operationId, pending: null, findings: [], statuses: {} };
  const [request] = fc.sample(
    requestArbitrary(subject, context.target.contract, context.target.validators).filter((candidate) => candidate.kind === 'valid'),
    { numRuns: 1, seed: 7 },
  );
  for (const stranger of callers.strangers) {
    const answer = await send(context.target, subject, request!, stranger.headers);
    outcome.statuses[stranger.name] = answer.status;
    if (isNotImplemented(answer)) return { ...outcome, pending: `${subject.operationId} is not implemented yet` };
    const problems = contractViolations(context.target.contract, subject, { kind: 'valid' }, answer, context.target.validators);
    for (const leak of leaks(answer, [
      ...callers.secrets.filter((secret) => !stranger.ownSecrets?.includes(secret)),
      ...callers.ownerSecrets,
    ]))
      problems.push(`the answer carries ${leak}`);
    if (problems.length > 0) outcome.findings.push(`as ${stranger.name}: ${problems.join('; ')} (${answer.text.slice(0, 200)})`);
  }
  return outcome;
}
