import type { DomainError } from '../../../contracts/core/errors';
import type { EventFields } from '../../../contracts/backoffice/marketing/calendar-event';
import type { MarketingEvent } from '../../../contracts/backoffice/marketing/events';
import { marketingEventStreamId, marketingPostStreamId, marketingTaskStreamId } from '../../../contracts/backoffice/marketing/ids';
import type { PostFields } from '../../../contracts/backoffice/marketing/post';
import type { TaskFields } from '../../../contracts/backoffice/marketing/task';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { eventDecider, type EventState } from './decide-event';
import { postDecider, type PostState } from './decide-post';
import { taskDecider, type TaskState } from './decide-task';
import { postNameTaken, postsNamed } from './facts';

type Result<S> = Promise<Handled<S, MarketingEvent> | DomainError>;

// A post added or saved whole, with whether another post has its name now.
export async function savePost(deps: CommandDeps, request: { postId: string; isNew: boolean; post: PostFields }, ctx: CommandContext): Result<PostState> {
  return handleCommand(
    deps.store,
    marketingPostStreamId(request.postId),
    postDecider,
    async () => ({ type: request.isNew ? ('AddPost' as const) : ('EditPost' as const), postId: request.postId, post: request.post, nameTaken: await postNameTaken(deps, request.postId, request.post.name), now: deps.clock() }),
    metadataOf(ctx),
  );
}

// A calendar event added, saved or removed, with the posts it names as they are now.
export async function saveCalendarEvent(
  deps: CommandDeps,
  request: { eventId: string; isNew: boolean; fields: EventFields } | { eventId: string; remove: true },
  ctx: CommandContext,
): Result<EventState> {
  return handleCommand(
    deps.store,
    marketingEventStreamId(request.eventId),
    eventDecider,
    async () =>
      'remove' in request
        ? { type: 'RemoveEvent' as const, eventId: request.eventId, now: deps.clock() }
        : { type: 'SaveEvent' as const, ...request, posts: await postsNamed(deps, request.fields.posts.map((p) => p.name)), now: deps.clock() },
    metadataOf(ctx),
  );
}

type TaskRequest = { type: 'SaveTask'; taskId: string; isNew: boolean; task: TaskFields } | { type: 'CloseTask'; taskId: string } | { type: 'TickTask'; taskId: string; day: string; selected: boolean };

// A task added, saved, deleted (closed) or ticked.
export async function actOnTask(deps: CommandDeps, request: TaskRequest, ctx: CommandContext): Result<TaskState> {
  return handleCommand(deps.store, marketingTaskStreamId(request.taskId), taskDecider, () => ({ ...request, now: deps.clock() }), metadataOf(ctx));
}
