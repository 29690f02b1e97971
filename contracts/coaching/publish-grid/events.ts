import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const userId = z.string();

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const publishGridEvents = defineEvents({
  // on publish-grid: the globals, the test addresses and the cells of a client's parts
  PublishGlobalsUpdated: event(z.object({ publishOn: z.boolean().optional(), sendNewslettersOn: z.boolean().optional(), updatedAt: at })),
  PublishTestAddressesSet: event(z.object({ emailsToSendTest: z.array(z.string()), setAt: at })),
  PublishCellPlaced: event(z.object({ cellId: z.string(), userId, cycleId: z.string(), part: z.number(), publishTime: z.string(), runAt: at, placedAt: at })),
  PublishCellRemoved: event(z.object({ cellId: z.string(), userId, removedAt: at })),
});

export type PublishGridEvent = EventOf<typeof publishGridEvents>;
