import type { RecordedEvent } from '../../contracts/core/event-store';
import type { EventDecodeError } from '../../contracts/core/events';
import type { Position } from '../../contracts/core/position';
import type { DecodedEvent } from '../../contracts/events';

type Decoded = DecodedEvent | EventDecodeError | null;
// positions as numbers, parsed once: the runner asks after every batch of every live projection
type Chunk = { after: Position; from: bigint; last: bigint; events: readonly RecordedEvent[]; at: readonly bigint[] };

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

export function createTailBuffer(maxBehind: number): TailBuffer {
  let chunks: Chunk[] = [];
  let readPosition: Position | null = null;
  let readAt: bigint | null = null;
  let pushes = 0;
  const consumers = new Map<string, bigint>();
  const evicted = new Set<string>();
  const cache = new WeakMap<RecordedEvent, Decoded>();
  let decoder: (event: RecordedEvent) => Decoded = () => null;
  const decoded = (event: RecordedEvent): Decoded => {
    if (cache.has(event)) return cache.get(event)!;
    const d = decoder(event);
    cache.set(event, d);
    return d;
  };

  const start = (): bigint | null => chunks[0]?.from ?? readAt;
  const countAfter = (position: bigint): number => {
    let n = 0;
    for (const chunk of chunks) {
      if (chunk.last <= position) continue;
      n += chunk.from >= position ? chunk.events.length : chunk.at.filter((at) => at > position).length;
    }
    return n;
  };
  const trim = () => {
    if (!consumers.size) {
      chunks = [];
      return;
    }
    let slowest: bigint | null = null;
    for (const position of consumers.values()) if (slowest === null || position < slowest) slowest = position;
    while (chunks.length && chunks[0]!.last <= slowest!) chunks.shift();
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
      let fastest: bigint | null = null;
      for (const position of consumers.values()) if (fastest === null || position > fastest) fastest = position;
      return fastest! >= readAt! ? readPosition : null;
    },
    push(after, events, decode) {
      if (readPosition === null || BigInt(after) !== readAt) throw new Error(`tail buffer: a read after ${after} does not continue ${readPosition}`);
      if (!events.length) return;
      decoder = decode;
      const at = events.map((e) => BigInt(e.position));
      chunks.push({ after, from: readAt, last: at.at(-1)!, events, at });
      readPosition = events.at(-1)!.position;
      readAt = at.at(-1)!;
      pushes++;
      evictLaggards();
      trim();
    },
    head: () => pushes,
    after(position, max) {
      const first = start();
      const from = BigInt(position);
      if (first === null || from < first) return 'evicted';
      const events: RecordedEvent[] = [];
      for (const chunk of chunks) {
        if (chunk.last <= from) continue;
        if (chunk.from >= from) events.push(...chunk.events);
        else chunk.events.forEach((event, i) => chunk.at[i]! > from && events.push(event));
        if (events.length >= max) break;
      }
      return { events, decoded };
    },
    covers(position) {
      const first = start();
      return first !== null && BigInt(position) >= first;
    },
    startAt(position) {
      if (readPosition === null || (!consumers.size && !chunks.length)) {
        readPosition = position;
        readAt = BigInt(position);
      }
    },
    track(name, position) {
      if (evicted.delete(name) && !this.covers(position)) return;
      consumers.set(name, BigInt(position));
      trim();
    },
    untrack(name) {
      consumers.delete(name);
      trim();
    },
  };
}
