import { createTransport } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { Mailer } from '../../contracts/core/ports';

export type MailLog = { error(obj: object, msg: string): void };

// Every message is kept in the outbox (admins can read it); with SMTP_URL it is also sent, and the
// row records when, or why it failed.
export function createMailer(db: Kysely<Database>, options: { smtpUrl?: string; from: string; log: MailLog }): Mailer {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const row = await db
        .insertInto('mail_outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, sent_at: null, error: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      } catch (error) {
        options.log.error({ err: error, to: message.to }, 'mail not sent');
        await db.updateTable('mail_outbox').set({ error: String(error) }).where('id', '=', row.id).execute();
      }
    },
  };
}
