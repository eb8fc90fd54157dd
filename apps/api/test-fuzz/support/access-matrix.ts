import { request as httpRequest } from 'node:http';
import { DEMO_ALLOW_LIST } from '../../src/auth/demo-allow-list.js';
import type { AccessSessions } from './access-personas.js';
import { ACCESS_REQUESTS, pathParameters, type AccessFixtures, type RequestCaller } from './access-requests.js';
import { ACCESS_COLUMNS, ACCESS_TABLE, ACCESS_VARIANTS, operationOf, type AccessColumn, type Expected } from './access-table.js';
import { contractViolations, isNotImplemented, readAnswer, type Answer } from './conformance.js';
import type { Contract, Operation } from './contract.js';
import { ACCESS_PERSONAS, WRONG_ORIGIN_PARTNER } from './personas.js';
import { requestInit, urlFor, type FuzzRequest } from './requests.js';
import type { SchemaValidators } from './schemas.js';

/**
 * The table's requests come from a loopback address of their own: the contract fuzzer, running beside
 * it on the same server, spends 127.0.0.1's per-address budgets (password resets), which would make
 * the table's answers depend on timing.
 */
export const ACCESS_TABLE_ADDRESS = '127.0.0.2';

/** Rows and operations that do not match: the suite's message names each. */
export function unclassified(contract: Contract): { missing: string[]; unknown: string[] } {
  const operationIds = new Set(contract.operations.map((operation) => operation.operationId));
  const rows = [...Object.keys(ACCESS_TABLE), ...Object.keys(ACCESS_VARIANTS)];
  return {
    missing: [...operationIds].filter((operationId) => !(operationId in ACCESS_TABLE)),
    unknown: rows.filter((row) => !operationIds.has(operationOf(row))),
  };
}

/** Sends one request from the table's own address and reads the answer as the fuzzer does. */
async function send(baseUrl: string, operation: Operation, request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  const url = new URL(urlFor(operation, request, baseUrl));
  const init = requestInit(operation, request, headers);
  // Request serialises the body (JSON, form, multipart) and its content type as fetch would send them.
  const prepared = new Request(url, init);
  const body = init.body === undefined ? null : Buffer.from(await prepared.arrayBuffer());
  const outgoing: Record<string, string> = Object.fromEntries(prepared.headers);
  if (body) outgoing['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers: outgoing,
        localAddress: ACCESS_TABLE_ADDRESS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const received = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const item of [value ?? []].flat()) received.append(name, item);
          const status = response.statusCode ?? 0;
          const bytes = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(readAnswer(new Response(bytes, { status, headers: received })));
        });
      },
    );
    call.on('error', reject);
    call.end(body ?? undefined);
  });
}

interface Caller {
  column: AccessColumn;
  headers: Record<string, string>;
  /** The headers `revokeToken` is sent with: a session of the caller's own made for it. */
  revokeHeaders: Record<string, string>;
  request: RequestCaller;
}

export interface AccessTarget {
  baseUrl: string;
  contract: Contract;
  validators: SchemaValidators;
  sessions: AccessSessions;
}

async function readJson<T>(target: AccessTarget, headers: Record<string, string>, path: string): Promise<T> {
  const response = await readAnswer(await fetch(`${target.baseUrl}${path}`, { headers: { accept: 'application/json;v=2.0', ...headers } }));
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return response.json as T;
}

/** Who plays each column, and what their requests need to know of them. */
async function callers(target: AccessTarget): Promise<Caller[]> {
  const signedIn = new Map<AccessColumn, Caller>();
  for (const [column, persona] of Object.entries(ACCESS_PERSONAS) as [keyof typeof ACCESS_PERSONAS, string][]) {
    const headers = { authorization: `Bearer ${target.sessions.sessions[column]}` };
    const user = await readJson<{ country: RequestCaller['country']; person_name: string; email: string }>(target, headers, '/user');
    const companies = await readJson<{ data: { id: number; is_primary: boolean }[] }>(target, headers, '/user/companies');
    const primaryCompanyId = companies.data.find((company) => company.is_primary)!.id;
    signedIn.set(column, {
      column,
      headers,
      revokeHeaders: { authorization: `Bearer ${target.sessions.disposable[column]}` },
      request: { persona, country: user.country, primaryCompanyId, personName: user.person_name, email: user.email },
    });
  }
  const owner = signedIn.get('owner')!;
  const { sso_token: linkToken } = await readJson<{ sso_token: string }>(target, owner.headers, '/user');
  const partnerHeaders = {
    'x-api-key': WRONG_ORIGIN_PARTNER.key,
    origin: WRONG_ORIGIN_PARTNER.origin,
    authorization: `LinkGen ${linkToken}`,
  };
  const others: Record<'anonymous' | 'partnerWrongOrigin', Caller> = {
    // Anonymous callers and the stranger's page name the owner's things.
    anonymous: { column: 'anonymous', headers: {}, revokeHeaders: {}, request: { ...owner.request, persona: null } },
    partnerWrongOrigin: { column: 'partnerWrongOrigin', headers: partnerHeaders, revokeHeaders: partnerHeaders, request: owner.request },
  };
  return ACCESS_COLUMNS.map((column) =>
    column === 'anonymous' || column === 'partnerWrongOrigin' ? others[column] : signedIn.get(column)!,
  );
}

/**
 * The request's industry, class, course and place, read as the owner and the trial and restricted
 * personas see them: an industry outside the trial sample and the demo list, with an AU quiz and an
 * assessment of a class the restricted persona may not use.
 */
async function fixtures(target: AccessTarget, byColumn: Map<AccessColumn, Caller>): Promise<AccessFixtures> {
  const owner = byColumn.get('owner')!.headers;
  const trial = byColumn.get('trial')!.headers;
  const { documents_assessments: active } = await readJson<{ documents_assessments: number[] }>(
    target,
    byColumn.get('restricted')!.headers,
    '/user',
  );
  const quizzes = await readJson<{ data: { id: number }[] }>(target, owner, '/industries?q=ba&withQuizOnly=true&country=au&pagesize=100');
  const sample = await readJson<{ data: { id: number }[] }>(target, trial, '/industries?q=ba&pagesize=100');
  const sampleIds = new Set(sample.data.map((item) => item.id));
  for (const candidate of quizzes.data) {
    if (sampleIds.has(candidate.id) || DEMO_ALLOW_LIST.industryIds.includes(candidate.id)) continue;
    const outlines = await readJson<{ data: { insurance_class: { id: number } }[] }>(
      target,
      owner,
      `/documents/assessments/outlines?industry=${candidate.id}&country=au`,
    );
    const inactive = outlines.data.map((outline) => outline.insurance_class.id).find((id) => !active.includes(id));
    if (inactive === undefined) continue;
    const [courseId] = DEMO_ALLOW_LIST.courseIds as [number];
    const course = await readJson<{ units: { id: number }[] }>(target, owner, `/courses/${courseId}`);
    const places = await readJson<{ data: { place_id: string }[] }>(target, owner, '/geo/places?q=Sydney');
    return {
      industryId: candidate.id,
      sampleIndustryId: sample.data[0]!.id,
      listedIndustryId: DEMO_ALLOW_LIST.industryIds[0]!,
      inactiveClassId: inactive,
      courseId,
      unitId: course.units[0]!.id,
      placeId: places.data[0]!.place_id,
      owned: {},
    };
  }
  throw new Error('No industry outside the trial sample has an AU quiz and an assessment of an inactive class');
}

/** Rows that create what later rows name: the owner calls them first, and its answer names the new thing. */
const CREATES: Readonly<Record<string, (answer: Answer, owned: AccessFixtures['owned']) => void>> = {
  createCompany: (answer, owned) => {
    owned.companyId = (answer.json as { id: number }).id;
  },
  createReportCustomization: (answer, owned) => {
    owned.templateId = (answer.json as { id: number }).id;
  },
  getQuizQuestions: (answer, owned) => {
    const quiz = answer.json as { quiz_id: number; questions: { id: number; answers: { id: number }[] }[] };
    owned.quizId = quiz.quiz_id;
    owned.answers = quiz.questions.map((question) => ({ question_id: question.id, answer_id: question.answers[0]!.id }));
  },
};

/** Creates first, then other writes, reads, and deletes last (a delete ends what the others name). */
function phase(row: string, operation: Operation): number {
  if (row in CREATES) return 0;
  if (operation.method === 'DELETE') return 3;
  return operation.method === 'GET' ? 2 : 1;
}

export interface AccessOutcome {
  row: string;
  statuses: Partial<Record<AccessColumn, number>>;
  findings: string[];
}

/** Every row of the table, each caller once, against one server; a finding for each answer unlike the table's. */
export async function runAccessTable(target: AccessTarget): Promise<AccessOutcome[]> {
  const ordered = await callers(target);
  const byColumn = new Map(ordered.map((caller) => [caller.column, caller]));
  const found = await fixtures(target, byColumn);
  const parameters = pathParameters(found);
  const rows: [string, Expected, Operation][] = Object.entries({ ...ACCESS_TABLE, ...ACCESS_VARIANTS }).map(([row, expected]) => {
    const operation = target.contract.operations.find((candidate) => candidate.operationId === operationOf(row));
    if (!operation) throw new Error(`The access table's row ${row} names no operation of the contract`);
    return [row, expected, operation];
  });
  rows.sort(([rowA, , a], [rowB, , b]) => phase(rowA, a) - phase(rowB, b));

  const outcomes: AccessOutcome[] = [];
  for (const [row, expected, operation] of rows) {
    const outcome: AccessOutcome = { row, statuses: {}, findings: [] };
    // The owner's call creates the thing in a create row; elsewhere it comes last, after every stranger.
    const sequence =
      row in CREATES
        ? [byColumn.get('owner')!, ...ordered.filter((caller) => caller.column !== 'owner')]
        : [...ordered.filter((caller) => caller.column !== 'owner'), byColumn.get('owner')!];
    for (const caller of sequence) {
      const parts = ACCESS_REQUESTS[row]?.(found, caller.request) ?? {};
      const path = Object.fromEntries(
        operation.parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => {
            const value = parameters[parameter.name];
            if (!value) throw new Error(`No value for the path parameter {${parameter.name}} of ${row} (access-requests.ts)`);
            return [parameter.name, parts.path?.[parameter.name] ?? value()];
          }),
      );
      const request: FuzzRequest = {
        operationId: operation.operationId,
        kind: 'valid',
        mutation: null,
        query: {},
        body: null,
        ...parts,
        path,
      };
      const headers = operation.operationId === 'revokeToken' ? caller.revokeHeaders : caller.headers;
      const answer = await send(target.baseUrl, operation, request, headers);
      outcome.statuses[caller.column] = answer.status;
      if (row in CREATES && caller.column === 'owner' && answer.status < 300) CREATES[row]!(answer, found.owned);
      const problems = isNotImplemented(answer)
        ? []
        : contractViolations(target.contract, operation, { kind: 'valid' }, answer, target.validators);
      if (answer.status !== expected[caller.column]) problems.unshift(`answered ${answer.status}, expected ${expected[caller.column]}`);
      if (problems.length > 0) outcome.findings.push(`${row} as ${caller.column}: ${problems.join('; ')} (${answer.text.slice(0, 160)})`);
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

const SHORT: Record<AccessColumn, string> = {
  anonymous: 'anon',
  owner: 'owner',
  otherCompany: 'other',
  trial: 'trial',
  termsNotAccepted: 'terms',
  gb: 'gb',
  others: 'others',
  underwriter: 'uw',
  restricted: 'restr',
  demo: 'demo',
  partnerWrongOrigin: 'partner',
};

/** The table as run, for the log: one row per operation, one column per caller; `!` marks an answer unlike the table. */
export function printAccessTable(outcomes: readonly AccessOutcome[]): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.row.length)) + 1;
  const header = `${'operation'.padEnd(width)}${ACCESS_COLUMNS.map((column) => SHORT[column].padStart(8)).join('')}`;
  const lines = outcomes.map((outcome) => {
    const expected = { ...ACCESS_TABLE, ...ACCESS_VARIANTS }[outcome.row]!;
    const cells = ACCESS_COLUMNS.map((column) => {
      const status = outcome.statuses[column];
      return `${status ?? '-'}${status === expected[column] ? ' ' : '!'}`.padStart(8);
    });
    return `${outcome.row.padEnd(width)}${cells.join('')}`;
  });
  return [header, ...lines].join('\n');
}
