import { expect } from 'vitest';
import type { EventType, EventData } from '../../../contracts/events';
import { encode } from '../../../contracts/events';
import { projections } from '../../../ops/registry';
import type { TestApp } from '../test-app';

type Given = { streamId: string; events: Array<{ [T in EventType]: { type: T; data: EventData<T> } }[EventType]> };
type ExpectedEvent = { type: string; data?: unknown; streamId?: string };
export type ApiExpectation = { status: number; body?: unknown; appended?: readonly ExpectedEvent[] };

// Given events in the log, when a call is made over HTTP, then its answer and the events it
// appended (exactly those, in order; `data` and `body` are matched as subsets).
export const ApiSpecification = {
  for(t: TestApp) {
    return {
      given(...writes: Given[]) {
        return {
          when(call: string, body: unknown, token?: string) {
            return {
              async then(expected: ApiExpectation) {
                const { store } = t.app;
                for (const write of writes) await store.append(write.streamId, write.events.map((e) => encode(e, { correlationId: 'given' })));
                const head = await store.headPosition();
                // what the call reads is up to date with the givens, as it would be in production
                if (t.app.runner) expect(await t.app.runner.waitFor(head, 10_000, projections.map((p) => p.name))).toBe(true);
                const answer = await t.call(call, body, token);
                const appended = (await store.readAll({ after: head, maxCount: 1000 })).map((e) => ({ type: e.type, data: e.data, streamId: e.streamId }));
                expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
                if (expected.body !== undefined) expect(answer.body).toMatchObject(expected.body as object);
                if (expected.appended) expect(appended).toMatchObject(expected.appended);
                return { answer, appended };
              },
            };
          },
        };
      },
    };
  },
};
