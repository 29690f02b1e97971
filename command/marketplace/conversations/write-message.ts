import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { applicationStreamId } from '../../../contracts/marketplace/activity/ids';
import { blockStreamId, conversationStreamId } from '../../../contracts/marketplace/conversations/ids';
import { conversationEvents } from '../../../contracts/marketplace/conversations/events';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { loadAll, versionOnly } from '../../core/load-streams';
import { pairFolder } from '../activity/application';
import { evolveBlocks, initialBlockState, messageDecider } from './decide-conversation';

// The pair a message goes to (a match is named by its job and seeker).
export type WriteMessage = { jobId: string; seekerId: string; text: string };
export type MessageWritten = Appended & { messageId: string; senderId: string; text: string; sentAt: string };

const blocksFolder = { events: conversationEvents, initialState: initialBlockState, evolve: evolveBlocks };

// A message from the caller to the person they matched with: the pair's stream says whether they
// did, both block lists whether either shut the door; it is appended to the pair's conversation.
export async function writeMessage(deps: CommandDeps, command: WriteMessage, ctx: CommandContext): Promise<MessageWritten | DomainError> {
  const { jobId, seekerId, text } = command;
  const senderId = actingUser(ctx);
  const conversationId = conversationStreamId(jobId, seekerId);
  const pairId = applicationStreamId(jobId, seekerId);
  const messageId = deps.newId();
  return withConflictRetries(conversationId, async () => {
    const seekerBlocksId = blockStreamId(seekerId);
    const loaded = await loadAll(deps.store, [
      [conversationId, versionOnly],
      [pairId, pairFolder],
      [seekerBlocksId, blocksFolder],
    ]);
    const pair = loaded(pairId, pairFolder).state;
    const recruiterBlocks = pair.recruiterId ? (await loadStream(deps.store, blockStreamId(pair.recruiterId), blocksFolder)).state : initialBlockState;
    const result = messageDecider.decide(
      {
        type: 'SendMessage',
        jobId,
        seekerId,
        senderId,
        messageId,
        text,
        pair,
        blockedBySeeker: loaded(seekerBlocksId, blocksFolder).state.blocked,
        blockedByRecruiter: recruiterBlocks.blocked,
        now: deps.clock(),
      },
      null,
    );
    if (isDomainError(result)) return result;
    const sent = result[0];
    if (sent?.type !== 'MessageSent') throw new Error('a message was decided without MessageSent');
    const appended = await appendDecided(deps.store, [{ loaded: loaded(conversationId, versionOnly), events: result }], metadataOf(ctx));
    return { ...appended, messageId, senderId, text: sent.data.text, sentAt: sent.data.sentAt };
  });
}
