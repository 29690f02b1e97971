import type { RecordedEvent } from '../../contracts/core/event-store';
import type { EventDecodeError } from '../../contracts/core/events';
import { comparePositions, type Position } from '../../contracts/core/position';
import type { DecodedEvent } from '../../contracts/events';

type Decoded = DecodedEvent | EventDecodeError | null;
type Chunk = { after: Position; last: Position; events: readonly RecordedEvent[] };

export type Available = { events: RecordedEvent[]; decoded: (event: RecordedEvent) => Decoded };

// The end of the log as the runner read it once for all its live projections. Events are decoded
// at most once, and only when some projection asks. Chunks are dropped once every live projection
// has passed them; a projection more than `maxBehind` events behind the newest read is evicted (it
// goes on reading on its own) so one slow projection cannot make the buffer grow without bound.
export type TailBuffer = {
  // where the reader reads after; null while nobody consumes, or while every consumer still has
  // buffered events left (the reader reads when the fastest consumer needs more)
  readFrom(): Position | null;
  push(after: Position, events: readonly RecordedEvent[], decode: (event: RecordedEvent) => Decoded): void;
  // changes whenever events are pushed
  head(): number;
  // buffered events after `position`, up to max; 'evicted' when the buffer no longer holds what
  // comes right after it
  after(position: Position, max: number): Available | 'evicted';
  // true when a consumer at `position` can be served from the buffer
  covers(position: Position): boolean;
  // a consumer at the end of the log joins: the reader starts there if it has not started
  startAt(position: Position): void;
  track(name: string, position: Position): void;
  untrack(name: string): void;
};

const cmp = comparePositions;

export function createTailBuffer(maxBehind: number): TailBuffer {
  let chunks: Chunk[] = [];
  let readPosition: Position | null = null;
  let pushes = 0;
  const consumers = new Map<string, Position>();
  const evicted = new Set<string>();
  const cache = new WeakMap<RecordedEvent, Decoded>();
  let decoder: (event: RecordedEvent) => Decoded = () => null;
  const decoded = (event: RecordedEvent): Decoded => {
    if (cache.has(event)) return cache.get(event)!;
    const d = decoder(event);
    cache.set(event, d);
    return d;
  };

  const start = (): Position | null => chunks[0]?.after ?? readPosition;
  const countAfter = (position: Position): number => {
    let n = 0;
    for (const chunk of chunks) {
      if (cmp(chunk.last, position) <= 0) continue;
      n += cmp(chunk.after, position) >= 0 ? chunk.events.length : chunk.events.filter((e) => cmp(e.position, position) > 0).length;
    }
    return n;
  };
  const trim = () => {
    if (!consumers.size) {
      chunks = [];
      return;
    }
    const slowest = [...consumers.values()].reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
    while (chunks.length && cmp(chunks[0]!.last, slowest) <= 0) chunks.shift();
  };
  const evictLaggards = () => {
    for (const [name, position] of consumers)
      if (countAfter(position) > maxBehind) {
        evicted.add(name);
        consumers.delete(name);
      }
  };

  return {
    readFrom() {
      if (!consumers.size || readPosition === null) return null;
      const fastest = [...consumers.values()].reduce((a, b) => (cmp(a, b) >= 0 ? a : b));
      return cmp(fastest, readPosition) >= 0 ? readPosition : null;
    },
    push(after, events, decode) {
      if (readPosition === null || cmp(after, readPosition) !== 0) throw new Error(`tail buffer: a read after ${after} does not continue ${readPosition}`);
      if (!events.length) return;
      decoder = decode;
      chunks.push({ after, last: events.at(-1)!.position, events });
      readPosition = events.at(-1)!.position;
      pushes++;
      evictLaggards();
      trim();
    },
    head: () => pushes,
    after(position, max) {
      const first = start();
      if (first === null || cmp(position, first) < 0) return 'evicted';
      const events: RecordedEvent[] = [];
      for (const chunk of chunks) {
        if (cmp(chunk.last, position) <= 0) continue;
        for (const event of chunk.events) if (cmp(event.position, position) > 0) events.push(event);
        if (events.length >= max) break;
      }
      return { events, decoded };
    },
    covers(position) {
      const first = start();
      return first !== null && cmp(position, first) >= 0;
    },
    startAt(position) {
      if (readPosition === null || (!consumers.size && !chunks.length)) readPosition = position;
    },
    track(name, position) {
      if (evicted.delete(name) && !this.covers(position)) return;
      consumers.set(name, position);
      trim();
    },
    untrack(name) {
      consumers.delete(name);
      trim();
    },
  };
}
