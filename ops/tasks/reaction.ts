import type { CommandContext } from '../../command/core/deps';
import { actorOf } from '../../contracts/core/event-store';
import { decode, type DecodedEvent, type EventType } from '../../contracts/events';
import { defineProjection, type Db, type Projection } from '../../projections/core/projection';
import type { ApiDeps } from '../server/context';
import { defineTask, type TaskDefinition } from './task-definition';

// What an event sets off beyond the log: a mail, a message to another system. A reaction runs as a
// task on the queue, once per event it reacts to, after the event is committed, on whichever worker
// takes it, and again after a failure (with backoff). Command handlers never send mail themselves.
//
// Once per event: the 'reactions' consumer (a projection without tables, started at the log's head
// and never replayed) enqueues one task per (reaction, event) in the same transaction that moves its
// checkpoint, with an id made from both, so a batch applied twice enqueues nothing twice. The task
// may still run twice (a worker dies after sending): `ctx.key` is the reaction's key for that event,
// which the mailer takes to keep one message per key.
export type ReactionContext = CommandContext & { key: string };

export type ReactionDefinition<T extends EventType = EventType> = {
  // the task's name on the queue: kebab-case, unique across features
  name: string;
  on: readonly T[];
  // whether the event calls for the reaction at all, as it was committed (no task is queued when
  // not: a seed's thousands of accounts want no confirmation); react() still reads it as it is now
  wanted?(event: DecodedEvent<T>): boolean;
  // the event as the log holds it now: a person erased since reads as erased
  react(deps: ApiDeps, event: DecodedEvent<T>, ctx: ReactionContext): Promise<void>;
};

export const defineReaction = <T extends EventType>(reaction: ReactionDefinition<T>): ReactionDefinition => reaction as unknown as ReactionDefinition;

// Where the event is: the task reads it back from the log, so no personal data rests in the queue.
type EventRef = { streamId: string; streamPosition: number; position: string };

export const reactionKey = (reaction: string, position: string) => `${reaction}:${position}`;

function readsEvent(data: Record<string, unknown>): EventRef {
  const { streamId, streamPosition, position } = data;
  if (typeof streamId !== 'string' || typeof streamPosition !== 'number' || typeof position !== 'string') throw new Error(`a reaction task without its event: ${JSON.stringify(data)}`);
  return { streamId, streamPosition, position };
}

// The task that runs one reaction for one event.
export const reactionTask = (reaction: ReactionDefinition): TaskDefinition =>
  defineTask({
    name: reaction.name,
    async handle(deps, data, ctx) {
      const ref = readsEvent(data);
      const [recorded] = await deps.store.readStream(ref.streamId, { fromVersion: ref.streamPosition });
      // an event is never taken out of the log: a stream shorter than this is another log
      if (!recorded || recorded.position !== ref.position) throw new Error(`event ${ref.streamId}@${ref.streamPosition} is not in the log`);
      const event = decode(recorded);
      if (!event) throw new Error(`${recorded.type} is not a known event type`);
      const onBehalfOf = typeof recorded.metadata.onBehalfOf === 'string' ? recorded.metadata.onBehalfOf : undefined;
      await reaction.react(deps, event, {
        actor: actorOf(recorded.metadata),
        ...(onBehalfOf ? { onBehalfOf } : {}),
        correlationId: typeof recorded.metadata.correlationId === 'string' ? recorded.metadata.correlationId : ctx.correlationId,
        key: reactionKey(reaction.name, recorded.position),
      });
    },
  });

export type ReactionQueue = {
  // enqueues the tasks inside the transaction db belongs to; a task whose id exists is skipped
  enqueueWithin(db: Db, tasks: readonly { name: string; key: string; data: Record<string, unknown> }[]): Promise<void>;
};

// The consumer that turns events into reaction tasks.
export function reactionsConsumer(reactions: readonly ReactionDefinition[], queue: ReactionQueue, name = 'reactions'): Projection {
  const byType = new Map<string, ReactionDefinition[]>();
  for (const reaction of reactions) for (const type of reaction.on) byType.set(type, [...(byType.get(type) ?? []), reaction]);
  const tasksOf = (events: readonly DecodedEvent[]) =>
    events.flatMap((event) =>
      (byType.get(event.type) ?? []).filter((reaction) => reaction.wanted?.(event) ?? true).map((reaction) => ({
        name: reaction.name,
        key: reactionKey(reaction.name, event.position),
        data: { streamId: event.streamId, streamPosition: event.streamPosition, position: event.position },
      })),
    );
  const enqueue = async (db: Db, events: readonly DecodedEvent[]) => {
    const tasks = tasksOf(events);
    if (tasks.length) await queue.enqueueWithin(db, tasks);
  };
  return defineProjection({
    name,
    version: 1,
    tables: [],
    startsAt: 'head',
    // effects come a moment later: enqueuing them never delays a read model's commit
    lane: 'background',
    createTables: async () => undefined,
    handlers: Object.fromEntries([...byType.keys()].map((type) => [type, (db: Db, event: DecodedEvent) => enqueue(db, [event])])),
    applyBatch: enqueue,
    liveBatch: true,
  });
}
