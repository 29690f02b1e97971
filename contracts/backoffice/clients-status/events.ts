import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events of the clients status table, on the client's journey stream (journey-{userId}), so
// the journey's history shows them beside its status, plan and manager changes. What a client pays
// (the amount) is the client admin's to set. Who set it is in the metadata.
export const clientsStatusEvents = defineEvents({
  ClientAmountChanged: event(z.object({ userId: z.string(), amount: z.number().nullable(), changedAt: z.string() }), {
    describe: (d, earlier) => ({ key: 'journey.amountChanged', params: { from: earlier.amount ?? null, to: d.amount }, remember: { amount: d.amount } }),
  }),
});

export type ClientsStatusEvent = EventOf<typeof clientsStatusEvents>;
