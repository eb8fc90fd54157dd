import { declaredResponse, requiredHeaders, type Contract, type Operation, type Schema } from './contract.js';
import type { FuzzRequest } from './requests.js';
import type { SchemaValidators } from './schemas.js';

/** What the fuzzer read back: status, media type and body (parsed when it is JSON). */
export interface Answer {
  status: number;
  mediaType: string;
  text: string;
  json: unknown;
  headers: Headers;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = mediaType.includes('json') ? bytes.toString('utf8') : '';
  let json: unknown;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, mediaType: bytes.length === 0 ? '' : mediaType, text, json, headers: response.headers };
}

/** An operation that has not landed yet answers 501 with this code; the suites count it as pending. */
export const isNotImplemented = (answer: Answer) =>
  answer.status === 501 && (answer.json as { code?: string } | undefined)?.code === 'not_implemented';

/**
 * Every way an answer breaks the contract: a 5xx (except 501 for an operation not yet implemented and
 * a declared 503), a status the operation does not declare, an undeclared media type, a JSON body that
 * does not match its schema, an error that is not the Error schema, an invalid request not refused.
 */
export function contractViolations(
  contract: Contract,
  operation: Operation,
  request: Pick<FuzzRequest, 'kind'>,
  answer: Answer,
  validators: SchemaValidators,
): string[] {
  const problems: string[] = [];
  const declared = declaredResponse(operation, answer.status);
  if (answer.status >= 500 && !isNotImplemented(answer) && !(answer.status === 503 && declared))
    problems.push(`server error ${answer.status}`);
  if (!declared) problems.push(`status ${answer.status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`);
  if (request.kind === 'invalid' && !(answer.status >= 400 && answer.status < 500) && !isNotImplemented(answer)) {
    problems.push(`an invalid request was answered ${answer.status}, not refused with a 4xx`);
  }
  if (answer.status >= 400) {
    const error = contract.resolve((contract.document.components as { schemas: Record<string, Schema> }).schemas.Error!);
    const check = validators.validate(error, answer.json);
    if (!check.valid) problems.push(`error answer is not the Error schema: ${check.errors}`);
  }
  for (const [name, schema] of Object.entries(requiredHeaders(operation, answer.status))) {
    const value = answer.headers.get(name);
    if (value === null) problems.push(`the required ${name} header is missing`);
    else if (!validators.validate(schema, value).valid) problems.push(`the ${name} header "${value}" does not match its schema`);
  }
  if (declared) {
    const types = Object.keys(declared);
    if (types.length === 0 && answer.mediaType !== '')
      problems.push(`status ${answer.status} declares no body but ${answer.mediaType} was sent`);
    if (types.length > 0 && !types.includes(answer.mediaType))
      problems.push(`media type "${answer.mediaType}" is not declared for ${answer.status} (${types.join(', ')})`);
    const schema = declared[answer.mediaType];
    if (schema && answer.mediaType.includes('json')) {
      if (answer.json === undefined) problems.push('the JSON body does not parse');
      else {
        const check = validators.validate(schema, answer.json);
        if (!check.valid) problems.push(`body breaks the ${answer.status} schema: ${check.errors}`);
      }
    }
  }
  return problems;
}

/** Strings no answer may ever carry: password hashes, the bearer tokens in use, other people's emails. */
export function leaks(answer: Answer, secrets: readonly string[]): string[] {
  const found: string[] = [];
  if (/(?:^|[^a-z])scrypt\$\d+\$|\$argon2|\$2[aby]\$|password_hash/i.test(answer.text)) found.push('a password hash');
  for (const secret of secrets) if (secret && answer.text.includes(secret)) found.push(`"${secret.slice(0, 12)}…"`);
  return found;
}
