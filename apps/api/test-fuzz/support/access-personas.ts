import type { Database } from '../../src/db/client.js';
import { addMembership, insertCompany, insertUser, userNameExists } from '../../src/db/repositories/users.js';
import { newLinkToken } from '../../src/auth/tokens.js';
import { ACCESS_GB_PERSONA, ACCESS_PERSONAS } from './personas.js';
import { mintToken } from './server.js';

/** The access table's GB adviser (see ACCESS_GB_PERSONA), with a primary company like every persona. */
async function createGbPersona(db: Database): Promise<void> {
  if (await userNameExists(db, ACCESS_GB_PERSONA)) return;
  const address = {
    suite: null,
    street: '1 Poultry',
    suburb: 'London',
    state: 'Greater London',
    postcode: 'EC2R 8EJ',
    country: { code: 'gb', name: 'United Kingdom' },
  };
  await db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      user_name: ACCESS_GB_PERSONA,
      password_hash: 'signs in through minted sessions only',
      person_name: 'Matrix.Gb',
      email: 'matrix.gb@example.com',
      roles: ['Adviser'],
      country: 'gb',
      app_theme: 'default',
      accepted_toc: true,
      documents_assessments: null,
      sso_token: newLinkToken(),
      job_title: 'Account Executive',
      phone: '+44 20 0000 0000',
      address,
    });
    const companyId = await insertCompany(tx, {
      name: 'Matrix Cheapside Brokers',
      description: "<p>The access table's GB company.</p>",
      address,
    });
    await addMembership(tx, { user_id: userId, company_id: companyId, is_primary: true });
  });
}

export interface AccessSessions {
  /** A live session per persona, by column. */
  sessions: Record<string, string>;
  /** A second session per persona, for `revokeToken` to end. */
  disposable: Record<string, string>;
}

/** Sessions for every signed-in column of the access table, minted without signing in. */
export async function accessSessions(db: Database): Promise<AccessSessions> {
  await createGbPersona(db);
  const sessions: Record<string, string> = {};
  const disposable: Record<string, string> = {};
  for (const [column, persona] of Object.entries(ACCESS_PERSONAS)) {
    sessions[column] = await mintToken(db, persona, 3600);
    disposable[column] = await mintToken(db, persona, 3600);
  }
  return { sessions, disposable };
}
