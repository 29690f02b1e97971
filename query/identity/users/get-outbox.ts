import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

export async function getOutbox(db: Kysely<Database>, limit: number) {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: String(r.id),
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
