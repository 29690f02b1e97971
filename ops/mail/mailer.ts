import { createTransport, type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { Mailer } from '../../contracts/core/ports';

export type MailLog = { error(obj: object, msg: string): void };

// What sends a message for real (nodemailer's transport, or a test's).
export type MailTransport = Pick<Transporter, 'sendMail'>;

// Tries after the first: 1, 2, 4 … minutes apart, up to MAX_ATTEMPTS in all (about 8.5 hours).
export const MAX_ATTEMPTS = 10;
const nextTry = (attempts: number, now: Date) => new Date(now.getTime() + 60_000 * 2 ** Math.max(0, attempts - 1));

// Every message is kept in the outbox (admins can read it); with SMTP_URL it is also sent, and the
// row records when, or why it failed. A message that could not be sent stays in the outbox and is
// tried again by the retry-unsent-mail job: an unreachable mail server delays mail, never loses it.
export function createMailer(
  db: Kysely<Database>,
  // from: the sender, or how to read it as each message goes (an admin may change it at run time)
  options: { smtpUrl?: string; from: string | (() => Promise<string>); log: MailLog; transport?: MailTransport; clock?: () => Date },
): Mailer {
  const transport: MailTransport | null = options.transport ?? (options.smtpUrl ? createTransport(options.smtpUrl) : null);
  const clock = options.clock ?? (() => new Date());
  type Row = { id: string; to_address: string; subject: string; text_body: string; html_body: string; calendar: string | null; headers: Record<string, string> | null; attempts: number };
  const attempt = async (row: Row): Promise<boolean> => {
    if (!transport) return false;
    try {
      const icalEvent = row.calendar ? { method: /^METHOD:(\w+)/m.exec(row.calendar)?.[1] ?? 'REQUEST', content: row.calendar } : undefined;
      const from = typeof options.from === 'string' ? options.from : await options.from();
      const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
      await transport.sendMail({ from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, ...(icalEvent ? { icalEvent } : {}), ...(headers ? { headers } : {}) });
      await sql`UPDATE mail_outbox SET sent_at = ${clock()}, error = NULL, attempts = ${row.attempts + 1}, next_attempt_at = NULL WHERE id = ${row.id}`.execute(db);
      return true;
    } catch (error) {
      options.log.error({ err: error, to: row.to_address, attempts: row.attempts + 1 }, 'mail not sent; it stays in the outbox and is tried again');
      await sql`UPDATE mail_outbox SET error = ${String(error)}, attempts = ${row.attempts + 1}, next_attempt_at = ${nextTry(row.attempts + 1, clock())}
        WHERE id = ${row.id}`.execute(db);
      return false;
    }
  };
  return {
    async send(message) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          sent_at: null,
          error: null,
          dedupe_key: message.key ?? null,
          calendar: message.calendar ?? null,
          template: message.template ?? null,
          language: message.language ?? null,
          headers: message.headers ? JSON.stringify(message.headers) : null,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      // kept already under this key: it is sent, or tried again by retry-unsent-mail
      if (!row) return;
      await attempt({ id: String(row.id), to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, calendar: message.calendar ?? null, headers: message.headers ?? null, attempts: 0 });
    },
    async retryUnsent() {
      if (!transport) return { sent: 0, failed: 0 };
      const { rows } = await sql<Row>`
        SELECT id::text AS id, to_address, subject, text_body, html_body, calendar, headers, attempts FROM mail_outbox
        WHERE sent_at IS NULL AND attempts > 0 AND attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= ${clock()}
        ORDER BY id LIMIT 100`.execute(db);
      let sent = 0;
      for (const row of rows) if (await attempt(row)) sent++;
      return { sent, failed: rows.length - sent };
    },
  };
}
