import type { z } from 'zod';
import type { RecordedEvent } from './core/event-store';
import { decodeEvent, encodeEvent, type Decoded } from './core/events';
import { mergeParts } from './core/merge';
import { features } from './registry';

// Every stored event type, derived from the features.
export const eventRegistry = mergeParts(features, 'events');

export type EventRegistry = typeof eventRegistry;
export type EventType = keyof EventRegistry & string;
export type EventData<T extends EventType> = z.output<EventRegistry[T]['schema']>;
export type DecodedEvent<T extends EventType = EventType> = { [K in T]: Decoded<K, EventData<K>> }[T];

export const decode = (recorded: RecordedEvent): DecodedEvent | null => decodeEvent(eventRegistry, recorded) as DecodedEvent | null;
export const encode = (event: { type: string; data: object }, metadata: RecordedEvent['metadata']) => encodeEvent(eventRegistry, event, metadata);

// Every stream this product writes starts with one of these.
export const streamPrefixes: readonly string[] = features.flatMap((feature) => feature.streams);

// The streams whose described events are kept as history entries, as the features declare them.
export const historyPrefixes: readonly string[] = features.flatMap((feature): readonly string[] => ('history' in feature ? feature.history : []));
