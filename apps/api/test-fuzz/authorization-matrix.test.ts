import { describe, expect, it } from 'vitest';
import { ownedOperations, unclassifiedBodyIds } from './support/authorization.js';
import { loadContractOperations } from './support/contract.js';
import { printMatrix, runMatrix } from './support/matrix.js';
import { MATRIX } from './support/personas.js';
import { sharedTarget } from './support/target.js';

describe('authorization matrix: every operation on owned data, as the owner, another user, a trial user and anonymous', () => {
  it('derives the owned operations from the contract (every path parameter classified)', () => {
    const owned = ownedOperations(loadContractOperations().operations).map((operation) => operation.operationId);
    expect(owned).toEqual(expect.arrayContaining(['updateCompany', 'getUserReport', 'getReportCustomization', 'deleteReportCustomization']));
  });

  it('knows every id a request body can carry: catalogue data, or the path\'s own id repeated (no body names owned data today)', () => {
    const contract = loadContractOperations();
    expect(unclassifiedBodyIds(contract.operations, contract.resolve)).toEqual([]);
    const naming = { ...contract.operations[0]!, operationId: 'shareReport', body: { required: true, content: { 'application/json': { type: 'object', properties: { notes: { type: 'array', items: { type: 'object', properties: { company_id: { type: 'integer' } } } } } } } } };
    expect(unclassifiedBodyIds([naming], contract.resolve)).toEqual(['shareReport: company_id']);
  });

  it('never shows or changes one caller\'s data to another: 401 anonymous, 404 for a foreign id, nothing outside the schema, no hashes, tokens or others\' emails', async () => {
    const outcomes = await runMatrix(await sharedTarget(MATRIX.owner));
    const pending = outcomes.filter((outcome) => outcome.pending);
    console.info(`Authorization matrix (${outcomes.length} operations, ${pending.length} pending):\n${printMatrix(outcomes)}`);
    expect(outcomes.flatMap((outcome) => outcome.findings.map((finding) => `${outcome.operationId} ${finding}`))).toEqual([]);
  });
});
