import { afterEach, describe, expect, inject, it } from 'vitest';
import { canonicalUserName } from '../src/auth/user-names.js';
import { migrate } from '../src/db/migrate.js';
import { findCredentials } from '../src/db/repositories/users.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { newUser } from './support/user-data.js';

/**
 * Migration 085 adds `users.user_name_key` and fills it from JavaScript (PostgreSQL cannot compute the
 * same NFKC and case fold); 086 makes it required and unique. Staged here on a database as the release
 * before it left one, with users inserted as that release did.
 */
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function databaseBefore085(userNames: readonly string[]) {
  database = await createTestDatabase(inject('databaseKind'));
  await migrate(database.db, { before: '085' });
  for (const userName of userNames) {
    const user = newUser({ user_name: userName });
    await database.db.query(
      'INSERT INTO users (user_name, password_hash, person_name, email, country, sso_token) VALUES ($1, $2, $3, $4, $5, $6)',
      [user.user_name, user.password_hash, user.person_name, user.email, user.country, user.sso_token],
    );
  }
  return database.db;
}

describe('migration 085: the canonical user name key', () => {
  it('gives every existing user the key the application computes, and signs them in by any spelling', async () => {
    const names = ['restricted.au', 'Grace.Okafor', 'ΟΔΟΣ.gr', 'Straße.de', 'ｗｉｄｅ.nz', ' padded.au '];
    const db = await databaseBefore085(names);
    expect(await migrate(db)).toEqual(expect.arrayContaining(['085_user_name_key.sql', '086_user_name_key_unique.sql']));
    const { rows } = await db.query<{ user_name: string; user_name_key: string }>('SELECT user_name, user_name_key FROM users ORDER BY id');
    expect(rows).toEqual(names.map((name) => ({ user_name: name, user_name_key: canonicalUserName(name) })));
    expect(await findCredentials(db, 'restrİcted.AU')).not.toBeNull();
    expect(await findCredentials(db, 'οδος.GR')).not.toBeNull();
    expect(await findCredentials(db, 'STRASSE.de')).not.toBeNull();
    // The key is unique: a second account cannot take another spelling of a name.
    await expect(
      db.query(
        "INSERT INTO users (user_name, user_name_key, password_hash, person_name, email, country, sso_token) VALUES ('RESTRİCTED.au', 'restricted.au', 'h', 'p', 'e', 'au', 'another-token')",
      ),
    ).rejects.toThrow();
  });

  it('stops, naming both users, when two existing names have one key, and changes nothing', async () => {
    const db = await databaseBefore085(['anna.au', 'Straße.de', 'STRASSE.DE']);
    await expect(migrate(db)).rejects.toThrow(
      /Users 2 \("Straße.de"\) and 3 \("STRASSE.DE"\) have the same canonical user name "strasse.de"/,
    );
    const { rows } = await db.query<{ name: string }>("SELECT name FROM schema_migrations WHERE name >= '085'");
    expect(rows).toEqual([]);
  });
});
