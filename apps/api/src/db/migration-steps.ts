import { canonicalUserName } from '../auth/user-names.js';
import type { Queryable } from './client.js';
import { listUserNameKeys, setUserNameKey } from './repositories/users.js';

/** What a migration needs done that SQL cannot do, run in its transaction right after its SQL. */
export type MigrationStep = (tx: Queryable) => Promise<void>;

/**
 * Fills `users.user_name_key` with the key the application computes (PostgreSQL has no function that
 * gives the same NFKC and case fold). Two existing names with one key would be one account to sign in
 * as: the migration stops, naming them, for an operator to rename one.
 */
export async function fillUserNameKeys(tx: Queryable): Promise<void> {
  const owners = new Map<string, { id: number; user_name: string }>();
  for (const user of await listUserNameKeys(tx)) {
    const key = canonicalUserName(user.user_name);
    const owner = owners.get(key);
    if (owner) {
      throw new Error(
        `Users ${String(owner.id)} (${JSON.stringify(owner.user_name)}) and ${String(user.id)} (${JSON.stringify(user.user_name)}) have the same canonical user name ${JSON.stringify(key)}: rename one, then start again.`,
      );
    }
    owners.set(key, user);
    if (user.user_name_key !== key) await setUserNameKey(tx, user.id, key);
  }
}

/** Code steps by migration file name. */
export const MIGRATION_STEPS: Readonly<Record<string, MigrationStep>> = {
  '085_user_name_key.sql': fillUserNameKeys,
};
