import type { DomainError } from '../../../contracts/core/errors';
import { forumTopicStreamId } from '../../../contracts/backoffice/forum/ids';
import type { ForumEvent } from '../../../contracts/backoffice/forum/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { topicDecider, type ForumCommand } from './decide-topic';
import type { TopicState } from './topic';

type Request = ForumCommand extends infer C ? (C extends ForumCommand ? Omit<C, 'now'> : never) : never;

// A forum post added, saved, deleted or pinned, decided on its topic's stream.
export async function actOnTopic(deps: CommandDeps, request: Request, ctx: CommandContext): Promise<Handled<TopicState, ForumEvent> | DomainError> {
  return handleCommand(deps.store, forumTopicStreamId(request.topicId), topicDecider, async () => ({ ...request, now: deps.clock() }) as ForumCommand, metadataOf(ctx));
}
