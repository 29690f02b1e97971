import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../contracts/core/event-store';
import { encodePosition } from '../../contracts/core/position';
import { createTailBuffer } from './tail-buffer';

// Positions as the log makes them: (transaction, global position) packed into one number.
const at = (n: number) => encodePosition(BigInt(n), BigInt(n));
const event = (n: number): RecordedEvent => ({ id: `e${n}`, streamId: 's', streamPosition: n, position: at(n), type: 'Test', data: {}, metadata: {}, recordedAt: new Date(0) });
const events = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => event(from + i));
const decode = () => null;
const numbers = (available: ReturnType<ReturnType<typeof createTailBuffer>['after']>) => (available === 'evicted' ? available : available.events.map((e) => e.streamPosition));

describe('the tail buffer', () => {
  it('hands each consumer the events after its position, in order, across reads, up to the read that passes max', () => {
    const buffer = createTailBuffer(100);
    buffer.startAt(at(8));
    buffer.track('a', at(8));
    buffer.track('b', at(8));
    expect(buffer.readFrom()).toBe(at(8));
    buffer.push(at(8), events(9, 12), decode);
    buffer.push(at(12), events(13, 15), decode);
    expect(numbers(buffer.after(at(8), 100))).toEqual([9, 10, 11, 12, 13, 14, 15]);
    expect(numbers(buffer.after(at(10), 100))).toEqual([11, 12, 13, 14, 15]);
    expect(numbers(buffer.after(at(10), 1))).toEqual([11, 12]);
    expect(numbers(buffer.after(at(15), 100))).toEqual([]);
    // before what the buffer holds
    expect(buffer.after(at(7), 100)).toBe('evicted');
    expect(buffer.covers(at(7))).toBe(false);
    expect(buffer.covers(at(9))).toBe(true);
  });

  it('reads on only when the fastest consumer has used what is buffered, and refuses a read that does not continue the last', () => {
    const buffer = createTailBuffer(100);
    buffer.startAt(at(99));
    buffer.track('a', at(99));
    buffer.push(at(99), events(100, 101), decode);
    expect(buffer.readFrom()).toBeNull();
    buffer.track('a', at(101));
    expect(buffer.readFrom()).toBe(at(101));
    expect(() => buffer.push(at(100), events(102, 102), decode)).toThrow(/does not continue/);
    const head = buffer.head();
    buffer.push(at(101), [], decode);
    expect(buffer.head()).toBe(head);
  });

  it('drops what every consumer has passed, and evicts a consumer more than maxBehind events behind', () => {
    const buffer = createTailBuffer(3);
    buffer.startAt(at(9));
    buffer.track('slow', at(9));
    buffer.track('fast', at(9));
    buffer.push(at(9), events(10, 11), decode);
    buffer.track('fast', at(11));
    buffer.push(at(11), events(12, 13), decode);
    // slow is 4 behind: evicted; what it alone needed is dropped
    expect(buffer.after(at(9), 100)).toBe('evicted');
    expect(numbers(buffer.after(at(11), 100))).toEqual([12, 13]);
    // back at a position the buffer no longer covers, it is not tracked (it reads on its own)
    buffer.track('slow', at(10));
    buffer.track('fast', at(13));
    expect(buffer.readFrom()).toBe(at(13));
    buffer.untrack('fast');
    expect(buffer.readFrom()).toBeNull();
  });
});
