import type { Queryable } from '../client.js';
import type { EmailOutboxRow } from '../rows.js';

export type OutgoingEmail = Pick<EmailOutboxRow, 'recipient' | 'subject' | 'body'>;

export async function enqueueEmail(db: Queryable, email: OutgoingEmail): Promise<number> {
  const { rows } = await db.query<Pick<EmailOutboxRow, 'id'>>(
    'INSERT INTO email_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
    [email.recipient, email.subject, email.body],
  );
  return rows[0]!.id;
}
