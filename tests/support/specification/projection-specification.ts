import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { LiveMessageName } from '../../../contracts/live';
import { applyEvent, createOutbox, silentOutbox, type Db, type Projection } from '../../../projections/core/projection';
import { decoded } from './stored-event';

export type Published = { room: string; name: LiveMessageName; message: unknown };

// Given events (one batch, applied as the runner applies it: one transaction, live messages sent
// only after commit), then rows and messages. `viaBatchForm` applies the same events through the
// projection's batch form instead, as a rebuild does, or, for a projection whose batch form speaks
// live, as the runner applies a live batch; `givenViaLiveForm` through a live form of its own.
export const ProjectionSpecification = {
  for(projection: Projection, db: () => Db) {
    const apply = async (events: readonly RecordedEvent[], viaBatchForm: boolean | 'live'): Promise<Published[]> => {
      const outbox = createOutbox();
      await db()
        .transaction()
        .execute(async (trx) => {
          if (viaBatchForm === 'live') {
            if (!projection.applyLive) throw new Error(`${projection.name} has no live form`);
            await projection.applyLive(trx, events.map(decoded), outbox);
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
    };
  },
};
