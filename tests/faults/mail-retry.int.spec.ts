import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite, type SqlEngine } from '../../ops/db/database';
import { coreMigrations, migrate } from '../../ops/db/migrations';
import { createMailer, MAX_ATTEMPTS, type MailTransport } from '../../ops/mail/mailer';
import { retryUnsentMail } from '../../ops/mail/retry-unsent-mail';
import type { ApiDeps } from '../../ops/server/feature';

// The mail server unreachable: mail is kept and tried again, never lost.
let engine: SqlEngine;
beforeAll(async () => {
  engine = await openPGlite();
  await migrate(engine.db, coreMigrations);
});
afterAll(async () => {
  await engine.close();
});

const quiet = { error: () => undefined };
const message = (to: string) => ({ to, subject: 'Confirm your email', text: 'Hello', html: '<p>Hello</p>' });
const outbox = (to: string) => engine.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

// A transport that is down until told otherwise, and records what it delivered.
function flakyTransport() {
  const delivered: string[] = [];
  let up = false;
  const transport: MailTransport = {
    sendMail: (async (mail: { to: string }) => {
      if (!up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNREFUSED' });
      delivered.push(mail.to);
      return {};
    }) as MailTransport['sendMail'],
  };
  return { transport, delivered, bringUp: () => (up = true) };
}

describe('mail when the mail server is unreachable', () => {
  it('keeps the message, tries again with backoff once its time has come, and sends it when the server is back', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const smtp = flakyTransport();
    const mailer = createMailer(engine.db, { from: 'JobSwipe <no-reply@jobswipe.local>', log: quiet, transport: smtp.transport, clock: () => now });
    await mailer.send(message('dana@example.com'));
    expect(await outbox('dana@example.com')).toMatchObject({ sent_at: null, attempts: 1 });
    expect((await outbox('dana@example.com')).error).toContain('ECONNREFUSED');

    // not yet due: nothing is tried
    expect(await mailer.retryUnsent()).toEqual({ sent: 0, failed: 0 });
    // due, but still down: tried, kept, the next try further away
    now = new Date(now.getTime() + 61_000);
    expect(await mailer.retryUnsent()).toEqual({ sent: 0, failed: 1 });
    const second = await outbox('dana@example.com');
    expect(second.attempts).toBe(2);
    expect(new Date(String(second.next_attempt_at)).getTime() - now.getTime()).toBe(120_000);

    // back up: the scheduled job sends it, once
    smtp.bringUp();
    now = new Date(now.getTime() + 121_000);
    await retryUnsentMail.handle({ mailer } as unknown as ApiDeps, {}, { actor: null, correlationId: 'job:retry-unsent-mail:test' });
    expect(smtp.delivered).toEqual(['dana@example.com']);
    expect(await outbox('dana@example.com')).toMatchObject({ attempts: 3, error: null });
    expect((await outbox('dana@example.com')).sent_at).not.toBeNull();
    now = new Date(now.getTime() + 3_600_000);
    await mailer.retryUnsent();
    expect(smtp.delivered).toEqual(['dana@example.com']);
  });

  it('stops trying after its tries run out, and keeps the message for an admin to see', async () => {
    let now = new Date('2026-11-23T12:00:00Z');
    const smtp = flakyTransport();
    const mailer = createMailer(engine.db, { from: 'x@jobswipe.local', log: quiet, transport: smtp.transport, clock: () => now });
    await mailer.send(message('never@example.com'));
    for (let i = 0; i < MAX_ATTEMPTS + 3; i++) {
      now = new Date(now.getTime() + 24 * 3_600_000);
      await mailer.retryUnsent();
    }
    expect(await outbox('never@example.com')).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
  });

  it('answers the command even when a real SMTP server refuses the connection', async () => {
    // a port nobody listens on
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = server.address() as { port: number };
        server.close(() => resolve(p));
      });
    });
    const mailer = createMailer(engine.db, { from: 'x@jobswipe.local', log: quiet, smtpUrl: `smtp://127.0.0.1:${port}` });
    await expect(mailer.send(message('refused@example.com'))).resolves.toBeUndefined();
    expect(await outbox('refused@example.com')).toMatchObject({ sent_at: null, attempts: 1 });
  });
});
