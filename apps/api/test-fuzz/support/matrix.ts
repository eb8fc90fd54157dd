import {
  ownedOperations,
  OWNER_MARK,
  probeOwnedOperation,
  probeStrangerRead,
  strangerReads,
  type MatrixCaller,
  type MatrixCallers,
  type MatrixContext,
  type MatrixOutcome,
} from './authorization.js';
import type { FuzzTarget } from './fuzzer.js';
import { MATRIX } from './personas.js';
import { ACCEPT } from './requests.js';
import { signIn } from './target.js';

async function persona(baseUrl: string, name: string): Promise<{ caller: MatrixCaller; secrets: string[] }> {
  const token = await signIn(baseUrl, name);
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await fetch(`${baseUrl}/user`, { headers: { ...headers, accept: ACCEPT } })).json()) as {
    email: string;
    sso_token: string;
  };
  const secrets = [user.email, token, user.sso_token];
  return { caller: { name, headers, ownSecrets: secrets }, secrets };
}

/**
 * An industry every stranger may name (the trial user's search finds it: it is in the trial sample), so
 * a body naming it reaches the ownership check rather than the trial rule (access/policy.ts).
 */
async function anIndustryId(baseUrl: string, headers: Record<string, string>): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/industries?q=a&pagesize=1`, { headers: { ...headers, accept: ACCEPT } })).json()) as {
    data?: { id: number }[];
  };
  // A server started without the catalogue (the self-check's) has none; its owner control then shows whether 1 will do.
  return answer.data?.[0]?.id ?? 1;
}

/** The whole matrix against one server: every owned operation, the owner against a stranger and a trial user. */
export async function runMatrix(target: FuzzTarget): Promise<MatrixOutcome[]> {
  const [owner, otherUser, trialUser] = await Promise.all(
    [MATRIX.owner, MATRIX.otherUser, MATRIX.trialUser].map((name) => persona(target.baseUrl, name)),
  );
  const callers: MatrixCallers = {
    owner: owner!.caller,
    strangers: [otherUser!.caller, trialUser!.caller],
    secrets: [...otherUser!.secrets, ...trialUser!.secrets],
    ownerSecrets: [...owner!.secrets, OWNER_MARK],
  };
  const context: MatrixContext = { target, industryId: await anIndustryId(target.baseUrl, trialUser!.caller.headers), owned: new Map() };
  const outcomes: MatrixOutcome[] = [];
  const owned = ownedOperations(target.contract.operations);
  const deletes = owned.filter((subject) => subject.method === 'DELETE');
  for (const subject of owned.filter((candidate) => !deletes.includes(candidate)))
    outcomes.push(await probeOwnedOperation(context, subject, callers));
  // While the owner's data exists: no list, profile or search shows it to a stranger.
  for (const subject of strangerReads(target.contract.operations)) outcomes.push(await probeStrangerRead(context, subject, callers));
  for (const subject of deletes) outcomes.push(await probeOwnedOperation(context, subject, callers));
  return outcomes;
}

/** The matrix as a table for the log: one row per operation, one column per caller. */
export function printMatrix(outcomes: readonly MatrixOutcome[]): string {
  return outcomes
    .map(
      (outcome) =>
        `${outcome.operationId.padEnd(28)} ${
          outcome.pending
            ? `pending: ${outcome.pending}`
            : Object.entries(outcome.statuses)
                .map(([caller, status]) => `${caller} ${status}`)
                .join(', ')
        }`,
    )
    .join('\n');
}
