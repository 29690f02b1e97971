import type { DomainError } from '../../../contracts/core/errors';
import { inboxStreamId } from '../../../contracts/marketplace/inbox/ids';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { conversationReadDecider } from './decide-conversation';

// The pair's conversation, and how much of it the caller has not read (from the read model).
export type ReadConversation = { jobId: string; seekerId: string; recruiterId: string; unread: number };

// The caller read the conversation: recorded on what they have seen and read (inbox-{userId}).
export async function readConversation(deps: CommandDeps, command: ReadConversation, ctx: CommandContext): Promise<Appended | DomainError> {
  const userId = actingUser(ctx);
  return handleCommand(deps.store, inboxStreamId(userId), conversationReadDecider, () => ({ type: 'MarkConversationRead' as const, userId, ...command, now: deps.clock() }), metadataOf(ctx));
}
