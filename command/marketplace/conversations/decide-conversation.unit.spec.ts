import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../../../contracts/marketplace/conversations/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { initialPairState, type PairState } from '../activity/application';
import { blockDecider, decideConversationRead, decideMessage, type SendMessage } from './decide-conversation';

const jobId = 'job-1';
const seekerId = 'seeker-1';
const recruiterId = 'recruiter-1';
const now = new Date('2026-03-10T09:30:00.000Z');
const at = now.toISOString();
const matched: PairState = { ...initialPairState, recruiterId, appliedAt: at, connectedAt: at, matchedAt: at };
const send = (overrides: Partial<SendMessage> = {}): SendMessage => ({
  type: 'SendMessage', jobId, seekerId, senderId: seekerId, messageId: 'm-1', text: 'Hello!', pair: matched,
  blockedBySeeker: new Set(), blockedByRecruiter: new Set(), now, ...overrides,
});

describe('SendMessage', () => {
  it('records MessageSent from either of the two matched people', () => {
    expect(decideMessage(send())).toEqual([{ type: 'MessageSent', data: { jobId, seekerId, recruiterId, messageId: 'm-1', senderId: seekerId, text: 'Hello!', sentAt: at } }]);
    expect(decideMessage(send({ senderId: recruiterId }))).toMatchObject([{ type: 'MessageSent', data: { senderId: recruiterId } }]);
  });
  it('rejects with NotMatched before the match, and for anyone else', () => {
    expect(decideMessage(send({ pair: { ...matched, matchedAt: null } }))).toEqual({ code: 'NotMatched', message: undefined });
    expect(decideMessage(send({ pair: initialPairState }))).toEqual({ code: 'NotMatched', message: undefined });
    expect(decideMessage(send({ senderId: 'stranger' }))).toEqual({ code: 'NotMatched', message: undefined });
  });
  it('rejects with Blocked when either blocked the other', () => {
    expect(decideMessage(send({ blockedBySeeker: new Set([recruiterId]) }))).toEqual({ code: 'Blocked', message: undefined });
    expect(decideMessage(send({ senderId: recruiterId, blockedByRecruiter: new Set([seekerId]) }))).toEqual({ code: 'Blocked', message: undefined });
  });
});

describe('BlockUser', () => {
  const given = DeciderSpecification.for(blockDecider);
  const blocked: ConversationEvent = { type: 'UserBlocked', data: { userId: seekerId, blockedUserId: recruiterId, report: false, reason: null, blockedAt: at } };
  const block = (report = false, blockedUserId = recruiterId) => ({ type: 'BlockUser' as const, userId: seekerId, blockedUserId, report, reason: report ? 'Spam' : null, now });
  it('records UserBlocked', () => {
    given([]).when(block()).then([blocked]);
  });
  it('records nothing when already blocked, but still records a report', () => {
    given([blocked]).when(block()).thenNothingHappens();
    given([blocked]).when(block(true)).then([{ type: 'UserBlocked', data: { userId: seekerId, blockedUserId: recruiterId, report: true, reason: 'Spam', blockedAt: at } }]);
  });
  it('refuses to block oneself', () => {
    given([]).when(block(false, seekerId)).thenFails('Forbidden', 'You cannot block yourself');
  });
});

describe('MarkConversationRead', () => {
  const read = (unread: number) => decideConversationRead({ type: 'MarkConversationRead', userId: seekerId, jobId, seekerId, recruiterId, unread, now });
  it('records ConversationRead when something is unread, nothing otherwise', () => {
    expect(read(2)).toEqual([{ type: 'ConversationRead', data: { jobId, seekerId, recruiterId, userId: seekerId, readAt: at } }]);
    expect(read(0)).toEqual([]);
  });
});
