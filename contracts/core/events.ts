import type { z } from 'zod';
import { actorOf, type EventMetadata, type NewEvent, type RecordedEvent } from './event-store';
import type { DescribedValues, Description } from './history';

// An event type as it is stored. Its schema says what was true when it was written: lenient (no
// form limits, no transforms, no defaults that invent facts), so a form rule tightened later never
// makes an old event unreadable. A changed shape bumps `version` and adds an upcaster that turns the
// previous version's data into the next; stored events carry their version in metadata `v`.
export type EventDefinition<S extends z.ZodType = z.ZodType> = {
  schema: S;
  version: number;
  // upcast[n] turns version n's data into version n + 1's
  upcast: Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
  // fields (dotted paths into data) that hold personal data: stored encrypted with the key of the
  // person they belong to, and unreadable once that person's account is deleted
  personal: readonly string[];
  // whose personal data it is; by default data.userId, else data.ownerId, else who acted
  subject: (data: Record<string, unknown>, metadata: EventMetadata) => string | null;
  // How it reads in a history (contracts/core/history.ts); null, or no describe at all, leaves it
  // out (bookkeeping such as the job-slot events). Pure: a rebuild describes it again.
  // (a method, so that a definition of any schema fits where the data's type is not known)
  describe?(data: z.output<S>, earlier: DescribedValues): Description | null;
};

export type EventDefinitions = Readonly<Record<string, EventDefinition>>;

const defaultSubject = (data: Record<string, unknown>, metadata: EventMetadata): string | null => {
  for (const candidate of [data.userId, data.ownerId, metadata.onBehalfOf]) if (typeof candidate === 'string' && candidate) return candidate;
  return actorOf(metadata);
};

export const event = <S extends z.ZodType>(
  schema: S,
  options: { version?: number; upcast?: EventDefinition['upcast']; personal?: readonly string[]; subject?: EventDefinition['subject']; describe?: EventDefinition<S>['describe'] } = {},
): EventDefinition<S> => ({
  schema,
  version: options.version ?? 1,
  upcast: options.upcast ?? {},
  personal: options.personal ?? [],
  subject: options.subject ?? defaultSubject,
  ...(options.describe ? { describe: options.describe } : {}),
});

export const defineEvents = <const E extends EventDefinitions>(events: E): E => events;

// The events of a set of definitions as deciders see them: { type, data }.
export type EventOf<E extends EventDefinitions> = {
  [K in keyof E & string]: { type: K; data: z.output<E[K]['schema']> };
}[keyof E & string];

// A recorded event after decoding: typed data, and where it sits in the log.
export type Decoded<T extends string = string, D = unknown> = Omit<RecordedEvent, 'type' | 'data'> & { type: T; data: D };

export class EventDecodeError extends Error {
  constructor(
    readonly eventType: string,
    readonly position: string,
    readonly reason: string,
  ) {
    super(`Cannot decode ${eventType} at ${position}: ${reason}`);
    this.name = 'EventDecodeError';
  }
}

const versionOf = (metadata: EventMetadata): number => (typeof metadata.v === 'number' && Number.isInteger(metadata.v) ? metadata.v : 1);

// The one decode step, used when folding a stream and when projecting: upcast to the current
// version, then parse with the lenient schema. null for a type these definitions do not know (a
// projection simply does not handle it); a known type that does not parse is an error.
export function decodeEvent(definitions: EventDefinitions, recorded: RecordedEvent): Decoded | null {
  const definition = Object.hasOwn(definitions, recorded.type) ? definitions[recorded.type] : undefined;
  if (!definition) return null;
  let data = recorded.data;
  for (let v = versionOf(recorded.metadata); v < definition.version; v++) {
    const upcast = definition.upcast[v];
    if (!upcast) throw new EventDecodeError(recorded.type, recorded.position, `no upcaster from version ${v}`);
    data = upcast(data);
  }
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EventDecodeError(recorded.type, recorded.position, issue ? `${issue.path.join('.') || 'data'}: ${issue.message}` : 'invalid data');
  }
  return { ...recorded, data: parsed.data };
}

// What a handler appends: the event plus its schema version, so a later shape can upcast it.
export function encodeEvent(definitions: EventDefinitions, event: { type: string; data: object }, metadata: EventMetadata): NewEvent {
  const definition = Object.hasOwn(definitions, event.type) ? definitions[event.type] : undefined;
  if (!definition) throw new Error(`Event type ${event.type} is not in the registry: add it to its feature's events`);
  const version = definition.version;
  return { type: event.type, data: event.data as Record<string, unknown>, metadata: version > 1 ? { ...metadata, v: version } : metadata };
}
