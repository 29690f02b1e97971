import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { OutboxItem } from '../../../contracts/marketplace/alerts/calls';
import type { MailOutboxTable } from '../../../contracts/core/tables';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const itemOf = (r: Pick<Selectable<MailOutboxTable>, 'id' | 'to_address' | 'subject' | 'template' | 'language' | 'created_at' | 'sent_at' | 'error'>): OutboxItem => ({
  id: String(r.id),
  to: r.to_address,
  subject: r.subject,
  template: r.template,
  language: r.language,
  createdAt: new Date(r.created_at).toISOString(),
  sentAt: iso(r.sent_at),
  error: r.error,
});

// The mail sent, newest first; to an address, when one is named.
export async function getMailOutbox(db: Kysely<Database>, options: { to?: string; limit: number }): Promise<OutboxItem[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'template', 'language', 'created_at', 'sent_at', 'error'])
    .$if(!!options.to, (q) => q.where('to_address', '=', options.to!))
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map(itemOf);
}

export async function getMailOutboxMessage(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : (row.headers ?? {});
  return { ...itemOf(row), html: row.html_body, text: row.text_body, headers };
}
