import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Conversation, Message } from '../../../contracts/marketplace/conversations/conversation';
import { conversationStreamId } from '../../../contracts/marketplace/conversations/ids';
import type { MessageReceivedMessage } from '../../../contracts/marketplace/conversations/live';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { nextMessage } from '../../support/next-message';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const next = nextMessage;

async function matchedPair() {
  const r = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
  const s = await t.signUp({ lookingforwork: true, first_name: 'Sami', last_name: 'Seeker' });
  const job = (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title: 'Chatty Job' }) }, r.token)).body.job;
  await t.call('applyHistObject', { histogramType: 'jobs', objectId: job._id }, s.token);
  const matched = await t.call<{ matchId: string }>('applyHistObject', { histogramType: 'resumes', objectId: s.userId, jobId: job._id }, r.token);
  return { r, s, job, matchId: matched.body.matchId };
}

type Threads = { list: Conversation[]; unread: number };
type Thread = { list: Message[]; total: number; conversation: Conversation | null };

describe('conversation after a match', () => {
  it("carries 'Say something nice!' and the replies both ways, live, with unread counts", async () => {
    const { r, s, job, matchId } = await matchedPair();
    const recruiterSocket = await t.socket(r.token);
    const arrives = next<MessageReceivedMessage>(recruiterSocket, 'message.received', (m) => m.message.matchId === matchId);
    const first = await t.call<{ message: Message }>('sendMessage', { matchId, text: '  Hi! Looking forward to talking.  ' }, s.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toMatchObject({ matchId, senderId: s.userId, text: 'Hi! Looking forward to talking.' });
    expect((await arrives).message).toMatchObject({ senderId: s.userId, text: 'Hi! Looking forward to talking.' });

    const threads = await t.call<Threads>('getConversations', {}, r.token);
    expect(threads.body).toMatchObject({ unread: 1, list: [{ matchId, jobTitle: 'Chatty Job', other: { userId: s.userId, name: 'Sami Seeker' }, unread: 1, blocked: false }] });
    expect((await t.call<Threads>('getConversations', {}, s.token)).body).toMatchObject({ unread: 0, list: [{ unread: 0, other: { name: 'Rina Recruiter' } }] });

    await t.call('sendMessage', { jobId: job._id, seekerId: s.userId, text: 'Great, when can you talk?' }, r.token);
    await t.call('sendMessage', { matchId, text: 'Tomorrow at 10' }, s.token);
    const thread = await t.call<Thread>('getConversation', { matchId }, r.token);
    expect(thread.body.total).toBe(3);
    expect(thread.body.list.map((m) => m.text)).toEqual(['Tomorrow at 10', 'Great, when can you talk?', 'Hi! Looking forward to talking.']);
    expect((await t.call<Thread>('getConversation', { matchId, page: 1, pageSize: 2 }, r.token)).body.list.map((m) => m.text)).toEqual(['Hi! Looking forward to talking.']);
    expect(thread.body.conversation).toMatchObject({ unread: 2, lastMessage: { text: 'Tomorrow at 10', senderId: s.userId } });

    expect((await t.call<{ unread: number }>('markConversationRead', { matchId }, r.token)).body.unread).toBe(0);
    // stored encrypted with the sender's key, read back as written
    const stored = await t.app.store.readStream(conversationStreamId(job._id, s.userId));
    expect(stored.map((e) => e.data.text)).toEqual(['Hi! Looking forward to talking.', 'Great, when can you talk?', 'Tomorrow at 10']);
  });

  it('lets only the two matched people write and read, and within the limits', async () => {
    const { r, s, matchId } = await matchedPair();
    const stranger = await t.signUp({ lookingforwork: true });
    expect(await t.call('sendMessage', { matchId, text: 'Hi' }, stranger.token)).toMatchObject({ status: 403, body: { code: 'NotMatched', error: 'You can message each other once you match' } });
    expect((await t.call('getConversation', { matchId }, stranger.token)).status).toBe(403);
    expect((await t.call('sendMessage', { matchId, text: '   ' }, s.token)).status).toBe(400);
    expect((await t.call('sendMessage', { matchId, text: 'x'.repeat(2001) }, s.token)).status).toBe(400);
    expect((await t.call('sendMessage', { text: 'no match named' }, s.token)).status).toBe(400);
    // applied but not matched yet
    const other = await t.signUp({ lookingforwork: true });
    const job2 = (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob() }, r.token)).body.job;
    await t.call('applyHistObject', { histogramType: 'jobs', objectId: job2._id }, other.token);
    expect((await t.call('sendMessage', { jobId: job2._id, seekerId: other.userId, text: 'Hi' }, other.token)).body).toMatchObject({ code: 'NotMatched' });
  });

  it('stops a blocked person from writing; the thread says it is blocked', async () => {
    const { r, s, matchId } = await matchedPair();
    await t.call('sendMessage', { matchId, text: 'Hello' }, r.token);
    expect((await t.call('blockUser', { blockedUserId: r.userId, report: true, reason: 'Rude' }, s.token)).body).toEqual({ blocked: true });
    expect(await t.call('sendMessage', { matchId, text: 'Why?' }, r.token)).toMatchObject({ status: 403, body: { code: 'Blocked', error: 'You cannot message this person' } });
    expect((await t.call('sendMessage', { matchId, text: 'Bye' }, s.token)).body).toMatchObject({ code: 'Blocked' });
    expect((await t.call<Threads>('getConversations', {}, r.token)).body.list[0]).toMatchObject({ matchId, blocked: true });
  });
});
