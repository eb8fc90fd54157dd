import type { Queryable } from '../client.js';
import type { PartnerKeyRow } from '../rows.js';

/** Every partner key: a short table, read whole so a replica can answer preflights from memory. */
export async function listPartnerKeys(db: Queryable): Promise<PartnerKeyRow[]> {
  const { rows } = await db.query<PartnerKeyRow>(
    'SELECT key, partner_name, allowed_origins, allow_loopback, requests_per_minute FROM partner_keys ORDER BY key',
  );
  return rows;
}
