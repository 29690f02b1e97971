import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublishesData } from '../../../contracts/coaching/publish-grid/calls';
import { startTestApp, type TestApp } from '../../support/test-app';
import { publishingWorld, readyToTest } from '../publishing-world';

// Two processes share the part: they need a PostgreSQL server.
const pgMissing = !process.env.DATABASE_URL;
if (pgMissing) console.log('publisher crash test skipped: DATABASE_URL unset (the killed worker and the app share a PostgreSQL database)');

const RECIPIENTS = 3000;
let t: TestApp | null = null;
let child: ChildProcess | null = null;
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await t?.stop();
});

describe.skipIf(pgMissing)('the publisher killed in the middle of a part', () => {
  it('neither loses nor doubles a recipient when the part runs again', async () => {
    t = await startTestApp({ clock: () => new Date(Date.now() - 25 * 3600_000) });
    const w = await publishingWorld(t);
    const rows = Array.from({ length: RECIPIENTS }, (_, i) => `hr${i}@company${i % 97}.example,Recruiter ${i}`);
    const csv = ['email,name', ...rows, 'hr@competitor.com,Excluded'].join('\n');
    const imported = await t.call<{ count: number }>('importRecruiterContacts', { csv }, w.csm.token);
    expect(imported.body.count, JSON.stringify(imported.body)).toBe(RECIPIENTS + 1);
    await readyToTest(t, w, w.client);
    await t.call('sendPersonalJourneyTest', { userId: w.client.userId }, w.csm.token);
    await t.call('startPersonalJourneyPublish', { userId: w.client.userId, beginPublish: 'As soon as posible', excludeList: ['competitor.com'] }, w.csm.token);
    // publishing off: the cell waits while another worker starts on it
    await t.call('jhPublishUpdateGlobals', { flag: false }, w.csm.token);
    const placed = await t.call<PublishesData>('changePublishList', { part: 1, publishTime: '10:00', userData: { userId: w.client.userId } }, w.csm.token);
    const cell = placed.body.publishList[0]!;

    const { rows: [db] } = await sql<{ name: string }>`select current_database() as name`.execute(t.engine.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${db!.name}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/coaching/publication/send-part-child.ts', url.toString(), cell.cycleId, '1', w.client.userId], { stdio: ['ignore', 'pipe', 'inherit'] });
    const outbox = () => t!.engine.db.selectFrom('mail_outbox').select(sql<number>`count(*)::int`.as('n')).where('dedupe_key', 'like', `publish:${cell.cycleId}:1:%`).executeTakeFirstOrThrow();
    for (const deadline = Date.now() + 60_000; (await outbox()).n < RECIPIENTS / 10 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const atCrash = (await outbox()).n;
    expect(atCrash).toBeGreaterThan(0);
    expect(atCrash).toBeLessThan(RECIPIENTS);

    // publishing back on: the app's own publisher runs the part again
    await t.call('jhPublishUpdateGlobals', { flag: true }, w.csm.token);
    let published = cell;
    for (const deadline = Date.now() + 60_000; published.status !== 'published' && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 200));
      published = (await t.call<PublishesData>('getPublishesData', {}, w.csm.token)).body.publishList.find((c) => c._id === cell._id) ?? published;
    }
    expect(published).toMatchObject({ status: 'published', emailsSent: RECIPIENTS, emailsExcluded: 1, emailsFailed: 0 });
    const perRecipient = await t.engine.db
      .selectFrom('mail_outbox')
      .select(['to_address', sql<number>`count(*)::int`.as('n')])
      .where('dedupe_key', 'like', `publish:${cell.cycleId}:1:%`)
      .groupBy('to_address')
      .execute();
    expect(perRecipient).toHaveLength(RECIPIENTS);
    expect(perRecipient.filter((r) => r.n !== 1)).toEqual([]);
    expect(perRecipient.some((r) => r.to_address === 'hr@competitor.com')).toBe(false);
  }, 180_000);
});
