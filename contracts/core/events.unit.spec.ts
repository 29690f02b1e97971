import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './event-store';
import { decodeEvent, defineEvents, encodeEvent, event, EventDecodeError } from './events';

// A shape that changed twice: version 1 had `name`, version 2 split it into first and last, version
// 3 added a required `source` that old events did not record.
const definitions = defineEvents({
  PersonAdded: event(z.object({ first: z.string(), last: z.string(), source: z.string() }), {
    version: 3,
    upcast: {
      1: (data) => {
        const [first = '', ...rest] = String(data.name ?? '').split(' ');
        return { first, last: rest.join(' ') };
      },
      2: (data) => ({ ...data, source: 'unknown' }),
    },
  }),
  Plain: event(z.object({ n: z.number() })),
});

const stored = (type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): RecordedEvent => ({
  id: 'e',
  streamId: 's',
  streamPosition: 0,
  position: '7',
  type,
  data,
  metadata,
  recordedAt: new Date(),
});

describe('decodeEvent', () => {
  it('upcasts an event of version 1 through every later version', () => {
    expect(decodeEvent(definitions, stored('PersonAdded', { name: 'Noa Bar Levi' }))?.data).toEqual({ first: 'Noa', last: 'Bar Levi', source: 'unknown' });
  });

  it('upcasts an event of version 2 only from there', () => {
    expect(decodeEvent(definitions, stored('PersonAdded', { first: 'Noa', last: 'Bar' }, { v: 2 }))?.data).toEqual({ first: 'Noa', last: 'Bar', source: 'unknown' });
  });

  it('reads an event of the current version as it is', () => {
    expect(decodeEvent(definitions, stored('PersonAdded', { first: 'A', last: 'B', source: 'web' }, { v: 3 }))?.data).toEqual({ first: 'A', last: 'B', source: 'web' });
  });

  it('gives null for a type it does not know, so a projection simply skips it', () => {
    expect(decodeEvent(definitions, stored('SomethingElse', {}))).toBeNull();
  });

  it('names the event, its position and the field when the data does not fit', () => {
    const error = (() => {
      try {
        decodeEvent(definitions, stored('Plain', { n: 'seven' }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EventDecodeError);
    expect((error as Error).message).toMatch(/^Cannot decode Plain at 7: n: /);
  });

  it('says which upcaster is missing', () => {
    const broken = defineEvents({ X: event(z.object({}), { version: 2 }) });
    expect(() => decodeEvent(broken, stored('X', {}))).toThrow('no upcaster from version 1');
  });
});

describe('encodeEvent', () => {
  it('records the schema version of shapes that changed, and nothing for version 1', () => {
    expect(encodeEvent(definitions, { type: 'PersonAdded', data: { first: 'A', last: 'B', source: 'web' } }, { userId: 'u' }).metadata).toEqual({ userId: 'u', v: 3 });
    expect(encodeEvent(definitions, { type: 'Plain', data: { n: 1 } }, { userId: 'u' }).metadata).toEqual({ userId: 'u' });
  });

  it('refuses an event type that is not registered', () => {
    expect(() => encodeEvent(definitions, { type: 'Nope', data: {} }, {})).toThrow(/not in the registry/);
  });
});
