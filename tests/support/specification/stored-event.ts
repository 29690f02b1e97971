import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { encodePosition, type Position } from '../../../contracts/core/position';
import { decode, encode, type DecodedEvent, type EventData, type EventType } from '../../../contracts/events';

// Positions grow across a test file as they do in the log; large majors exercise numeric(40, 0).
let major = 9000n;
export const nextPosition = (): Position => encodePosition(++major, 11n);

// An event as the log would hand it out, built from typed data and passed through the same
// encode and decode steps as real events: a given that no handler could have written fails here.
export function storedEvent<T extends EventType>(type: T, data: EventData<T>, options: { position?: Position; streamId?: string } = {}): RecordedEvent {
  const encoded = encode({ type, data }, {});
  const recorded: RecordedEvent = {
    id: randomUUID(),
    streamId: options.streamId ?? `test-${type}`,
    streamPosition: 0,
    position: options.position ?? nextPosition(),
    type,
    data: encoded.data,
    metadata: encoded.metadata ?? {},
    recordedAt: new Date(),
  };
  if (!decode(recorded)) throw new Error(`${type} is not in the event registry`);
  return recorded;
}

export const decoded = (event: RecordedEvent): DecodedEvent => {
  const d = decode(event);
  if (!d) throw new Error(`${event.type} is not in the event registry`);
  return d;
};
