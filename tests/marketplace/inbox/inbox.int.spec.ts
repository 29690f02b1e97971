import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contracts/marketplace/inbox/notification';
import type { NotificationCreatedMessage } from '../../../contracts/marketplace/inbox/live';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { ApiSpecification } from '../../support/specification/api-specification';
import { nextMessage } from '../../support/next-message';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Inbox = { list: Notification[]; unread: number; total: number };

const recruiter = () => t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
const seeker = () => t.signUp({ lookingforwork: true, first_name: 'Sami', last_name: 'Seeker' });
const postJob = async (token: string, title = 'Backend Engineer') => (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, token)).body.job;
const apply = (token: string, jobId: string) => t.call('applyHistObject', { histogramType: 'jobs', objectId: jobId }, token);
const inbox = (token: string, body: Record<string, unknown> = {}) => t.call<Inbox>('getNotifications', body, token);

const next = nextMessage;

describe('the inbox', () => {
  it('pages newest first, counts unread, marks read by id or all, and gives a reconnecting client what came after its position', async () => {
    const r = await recruiter();
    const job = await postJob(r.token);
    const socket = await t.socket(r.token);
    const seekers = [await seeker(), await seeker(), await seeker()];
    const first = next<NotificationCreatedMessage>(socket, 'notification.created', (m) => m.notification.seekerId === seekers[0]!.userId);
    await apply(seekers[0]!.token, job._id);
    const seenUpTo = (await first).position;
    await apply(seekers[1]!.token, job._id);
    await apply(seekers[2]!.token, job._id);

    const all = await inbox(r.token);
    expect(all.body).toMatchObject({ unread: 3, total: 3 });
    expect(all.body.list.map((n) => n.seekerId)).toEqual(seekers.map((s) => s.userId).reverse());
    const page = await inbox(r.token, { page: 1, pageSize: 2 });
    expect(page.body.list.map((n) => n.seekerId)).toEqual([seekers[0]!.userId]);
    const missed = await inbox(r.token, { afterPosition: seenUpTo });
    expect(missed.body.list.map((n) => n.seekerId).sort()).toEqual([seekers[1]!.userId, seekers[2]!.userId].sort());

    const one = await t.call<{ unread: number }>('markNotificationsRead', { ids: [all.body.list[0]!.id] }, r.token);
    expect(one.body.unread).toBe(2);
    expect((await inbox(r.token)).body.list[0]!.readAt).not.toBeNull();
    const rest = await t.call<{ unread: number }>('markNotificationsRead', { all: true }, r.token);
    expect(rest.body.unread).toBe(0);
    expect((await t.call('markNotificationsRead', {}, r.token)).status).toBe(400);
    // someone else's notification cannot be marked
    const other = await seeker();
    await ApiSpecification.for(t).given().when('markNotificationsRead', { ids: [all.body.list[1]!.id] }, other.token).then({ status: 200, body: { unread: 0 }, appended: [] });
  });
});
