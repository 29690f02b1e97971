import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';

const parkedEventSchema = z.object({
  projection: z.string(),
  position: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  streamId: z.string(),
  error: z.string(),
  attempts: z.number(),
  parkedAt: z.string(),
});

export const systemCalls = defineCalls({
  getProjectionStatus: {
    kind: 'query',
    access: 'admin',
    summary: 'Read models: how far each projection is behind the head of the log, and the events set aside after repeated failures.',
    input: z.object({}).strict().default({}),
    output: z.object({
      head: z.string(),
      projections: z.array(
        z.object({
          name: z.string(),
          position: z.string(),
          mode: z.string(),
          behindEvents: z.number().nullable(),
          behindSeconds: z.number(),
          parked: z.number(),
        }),
      ),
      parked: z.array(parkedEventSchema),
    }),
  },
  replayProjection: {
    kind: 'command',
    access: 'admin',
    summary: 'Rebuild one read model from the start of the log (once the handler that set events aside is fixed); the events set aside are tried again.',
    input: z.object({ name: z.string().min(1).max(100) }).strict(),
    output: z.object({ requested: z.boolean(), ...saidFields }),
  },
});
