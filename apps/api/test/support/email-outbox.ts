import type { Queryable } from '../../src/db/client.js';
import type { EmailOutboxRow } from '../../src/db/rows.js';

/** The unsent emails to one address, newest first: how a test reads what the server would send. */
export async function listUnsentEmails(db: Queryable, recipient: string): Promise<EmailOutboxRow[]> {
  const { rows } = await db.query<EmailOutboxRow>('SELECT * FROM email_outbox WHERE recipient = $1 AND sent_at IS NULL ORDER BY id DESC', [
    recipient,
  ]);
  return rows;
}
