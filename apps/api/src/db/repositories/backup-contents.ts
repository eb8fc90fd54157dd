import type { Queryable } from '../client.js';

/** What a backup holds, as its summary line reports it; null when the database is not a Risk Atlas one. */
export interface DatabaseContents {
  /** Migrations applied, in order. */
  migrations: string[];
  users: number;
  companies: number;
  savedReports: number;
}

async function tableExists(db: Queryable, table: string): Promise<boolean> {
  return (await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [table])).rows[0]?.present === true;
}

export async function databaseContents(db: Queryable): Promise<DatabaseContents | null> {
  if (!(await tableExists(db, 'schema_migrations'))) return null;
  const migrations = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((row) => row.name);
  const count = async (table: 'users' | 'companies' | 'report_customizations') =>
    (await tableExists(db, table)) ? (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n : 0;
  return {
    migrations,
    users: await count('users'),
    companies: await count('companies'),
    savedReports: await count('report_customizations'),
  };
}
