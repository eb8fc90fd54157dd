import { describe, expect, inject, it } from 'vitest';
import { printAccessTable, runAccessTable, unclassified } from './support/access-matrix.js';
import { ownedOperations, unclassifiedBodyIds } from './support/authorization.js';
import { loadContractOperations } from './support/contract.js';
import { printMatrix, runMatrix } from './support/matrix.js';
import { MATRIX } from './support/personas.js';
import { sharedTarget } from './support/target.js';

describe('authorization matrix: every operation on owned data, as the owner, another user, a trial user and anonymous; and every operation as every kind of caller (the access table)', () => {
  it('derives the owned operations from the contract (every path parameter classified)', () => {
    const owned = ownedOperations(loadContractOperations().operations).map((operation) => operation.operationId);
    expect(owned).toEqual(
      expect.arrayContaining(['updateCompany', 'getUserReport', 'getReportCustomization', 'deleteReportCustomization']),
    );
  });

  it("knows every id a request body can carry: catalogue data, or the path's own id repeated (no body names owned data today)", () => {
    const contract = loadContractOperations();
    expect(unclassifiedBodyIds(contract.operations, contract.resolve)).toEqual([]);
    const naming = {
      ...contract.operations[0]!,
      operationId: 'shareReport',
      body: {
        required: true,
        content: {
          'application/json': {
            type: 'object',
            properties: { notes: { type: 'array', items: { type: 'object', properties: { company_id: { type: 'integer' } } } } },
          },
        },
      },
    };
    expect(unclassifiedBodyIds([naming], contract.resolve)).toEqual(['shareReport: company_id']);
  });

  it("never shows or changes one caller's data to another: 401 anonymous, 404 for a foreign id, nothing outside the schema, no hashes, tokens or others' emails", async () => {
    const outcomes = await runMatrix(await sharedTarget(MATRIX.owner));
    const pending = outcomes.filter((outcome) => outcome.pending);
    console.info(`Authorization matrix (${outcomes.length} operations, ${pending.length} pending):\n${printMatrix(outcomes)}`);
    expect(outcomes.flatMap((outcome) => outcome.findings.map((finding) => `${outcome.operationId} ${finding}`))).toEqual([]);
  });

  it('classifies every operation of the contract in the access table, and no row names an operation it lacks', () => {
    const { missing, unknown } = unclassified(loadContractOperations());
    expect(missing, `Add a row to test-fuzz/support/access-table.ts for: ${missing.join(', ')}`).toEqual([]);
    expect(unknown, `These access-table rows name no operation of the contract: ${unknown.join(', ')}`).toEqual([]);
    const contract = loadContractOperations();
    const added = { ...contract, operations: [...contract.operations, { ...contract.operations[0]!, operationId: 'rotateLinkToken' }] };
    expect(unclassified(added).missing).toEqual(['rotateLinkToken']);
  });

  it('answers every operation, for every kind of caller, with the status the access table gives', async () => {
    const target = await sharedTarget(MATRIX.owner);
    const outcomes = await runAccessTable({ ...target, sessions: inject('accessSessions') });
    console.info(`Access table (${outcomes.length} rows; ! marks an answer unlike the table):\n${printAccessTable(outcomes)}`);
    expect(outcomes.flatMap((outcome) => outcome.findings)).toEqual([]);
  });
});
