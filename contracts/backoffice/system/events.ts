import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

export const systemEvents = defineEvents({
  // who asked for a read model to be rebuilt, for the audit trail
  ProjectionReplayRequested: event(z.object({ projection: z.string(), requestedBy: z.string().nullable(), requestedAt: z.string() })),
});

export type SystemEvent = EventOf<typeof systemEvents>;
