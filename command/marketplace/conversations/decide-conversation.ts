import { domainError, type DomainError } from '../../../contracts/core/errors';
import { conversationEvents, type ConversationEvent } from '../../../contracts/marketplace/conversations/events';
import type { Decider } from '../../core/decider';
import type { PairState } from '../activity/application';
import { conversationMessages } from '../../../contracts/marketplace/conversations/messages';

// Whom one person blocked, folded from block-{userId}.
export type BlockState = { blocked: ReadonlySet<string> };
export const initialBlockState: BlockState = { blocked: new Set() };
export const evolveBlocks = (state: BlockState, event: ConversationEvent): BlockState =>
  event.type === 'UserBlocked' ? { blocked: new Set(state.blocked).add(event.data.blockedUserId) } : state;

// A message: the pair's own stream says whether they matched; both block lists whether either
// side shut the door.
export type SendMessage = {
  type: 'SendMessage';
  jobId: string;
  seekerId: string;
  senderId: string;
  messageId: string;
  text: string;
  pair: PairState;
  blockedBySeeker: ReadonlySet<string>;
  blockedByRecruiter: ReadonlySet<string>;
  now: Date;
};

export const decideMessage = (command: SendMessage): ConversationEvent[] | DomainError => {
  const { pair, jobId, seekerId, senderId } = command;
  const recruiterId = pair.recruiterId;
  if (!pair.matchedAt || !recruiterId) return domainError('NotMatched');
  if (senderId !== seekerId && senderId !== recruiterId) return domainError('NotMatched');
  if (command.blockedBySeeker.has(recruiterId) || command.blockedByRecruiter.has(seekerId)) return domainError('Blocked');
  return [{ type: 'MessageSent', data: { jobId, seekerId, recruiterId, messageId: command.messageId, senderId, text: command.text, sentAt: command.now.toISOString() } }];
};

export const messageDecider: Decider<null, SendMessage, ConversationEvent> = {
  events: conversationEvents,
  initialState: null,
  evolve: (state) => state,
  decide: (command) => decideMessage(command),
};

export type BlockUser = { type: 'BlockUser'; userId: string; blockedUserId: string; report: boolean; reason: string | null; now: Date };

export const decideBlock = (command: BlockUser, state: BlockState): ConversationEvent[] | DomainError => {
  if (command.userId === command.blockedUserId) return domainError('Forbidden', conversationMessages.CannotBlockYourself);
  // blocking twice changes nothing; a report is still recorded
  if (state.blocked.has(command.blockedUserId) && !command.report) return [];
  const { userId, blockedUserId, report, reason } = command;
  return [{ type: 'UserBlocked', data: { userId, blockedUserId, report, reason, blockedAt: command.now.toISOString() } }];
};

export const blockDecider: Decider<BlockState, BlockUser, ConversationEvent> = {
  events: conversationEvents,
  initialState: initialBlockState,
  evolve: evolveBlocks,
  decide: decideBlock,
};

// A conversation read, on inbox-{userId}. The read model says how much is unread; that fact arrives
// on the command, so nothing is recorded when nothing is.
export type MarkConversationRead = { type: 'MarkConversationRead'; userId: string; jobId: string; seekerId: string; recruiterId: string; unread: number; now: Date };

export const decideConversationRead = (command: MarkConversationRead): ConversationEvent[] | DomainError => {
  const { userId, jobId, seekerId, recruiterId } = command;
  return command.unread > 0 ? [{ type: 'ConversationRead', data: { jobId, seekerId, recruiterId, userId, readAt: command.now.toISOString() } }] : [];
};

export const conversationReadDecider: Decider<null, MarkConversationRead, ConversationEvent> = {
  events: conversationEvents,
  initialState: null,
  evolve: (state) => state,
  decide: (command) => decideConversationRead(command),
};
