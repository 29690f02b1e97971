import { afterAll, beforeAll, describe } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { LiveMessageName } from '../../../contracts/live';
import { applyEvent, createOutbox, silentOutbox, type Db, type Projection } from '../../../projections/core/projection';
import { sqlTargets, type OpenedEngine } from '../test-databases';
import { decoded } from './stored-event';

export type Published = { room: string; name: LiveMessageName; message: unknown };

// Given events (one batch, applied as the runner applies it: one transaction, live messages sent
// only after commit), then rows and messages. `viaBatchForm` applies the same events through the
// projection's batch form instead, as a rebuild does, or, for a projection whose batch form speaks
// live, as the runner applies a live batch; `givenViaLiveForm` through a live form of its own.
export const ProjectionSpecification = {
  for(projection: Projection, db: () => Db) {
    const apply = async (events: readonly RecordedEvent[], viaBatchForm: boolean | 'live' | 'batch-live'): Promise<Published[]> => {
      const outbox = createOutbox();
      await db()
        .transaction()
        .execute(async (trx) => {
          if (viaBatchForm === 'live') {
            if (!projection.applyLive) throw new Error(`${projection.name} has no live form`);
            await projection.applyLive(trx, events.map(decoded), outbox);
          } else if (viaBatchForm === 'batch-live') {
            if (!projection.applyBatch) throw new Error(`${projection.name} has no batch form`);
            await projection.applyBatch(trx, events.map(decoded), outbox);
          } else if (viaBatchForm) {
            if (!projection.applyBatch) throw new Error(`${projection.name} has no batch form`);
            // a batch form that speaks live is heard as the runner would hear it
            await projection.applyBatch(trx, events.map(decoded), projection.liveBatch ? outbox : silentOutbox);
          } else for (const event of events) await applyEvent(projection, trx, decoded(event), outbox);
        });
      const published: Published[] = [];
      outbox.send((room, name, message) => published.push({ room, name, message }));
      return published;
    };
    return {
      given: (...events: RecordedEvent[]) => apply(events, false),
      givenViaBatchForm: (...events: RecordedEvent[]) => apply(events, true),
      // as the runner applies a live batch through a projection's live form
      givenViaLiveForm: (...events: RecordedEvent[]) => apply(events, 'live'),
      // as the runner applies a live batch long enough for a row projection's batch form (liveBatchFrom)
      givenViaBatchFormLive: (...events: RecordedEvent[]) => apply(events, 'batch-live'),
    };
  },
};

export type ProjectionSpec = ReturnType<typeof ProjectionSpecification.for>;

type Body = (spec: ProjectionSpec, db: () => Db) => void;
type Options = { title?: string; alongside?: readonly Projection[] };

// A projection's specs on every SQL engine (sqlTargets): the engine opened, the tables of the
// projection (and of those named alongside it, whose rows it reads) created as on every start,
// twice, the second time over tables that are there; closed after. `db` is the open engine's.
export function describeProjection(projection: Projection, body: Body): void;
export function describeProjection(projection: Projection, options: Options, body: Body): void;
export function describeProjection(projection: Projection, ...args: [Body] | [Options, Body]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  for (const target of sqlTargets) {
    const title = `${options.title ?? `${projection.name} projection`} on ${target.name}`;
    describe.skipIf(target.skipReason !== null)(target.skipReason ? `${title} (skipped: ${target.skipReason})` : title, () => {
      let opened: OpenedEngine | undefined;
      const db = (): Db => {
        if (!opened) throw new Error(`${target.name} is not open yet`);
        return opened.engine.db;
      };
      beforeAll(async () => {
        opened = await target.open();
        for (let i = 0; i < 2; i++)
          for (const p of [...(options.alongside ?? []), projection]) {
            await p.createTables(db());
            await p.createIndexes?.(db());
          }
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      body(ProjectionSpecification.for(projection, db), db);
    });
  }
}
