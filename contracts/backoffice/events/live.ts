import { z } from 'zod';
import { registrantSchema } from './webinar';

// To the staff who have an occurrence's manage dialog open (its room): a registrant as they are now
// (registered, waiting, cancelled, checked in or out), to patch into the list they see.
export const registrantChangedMessage = z.object({ occurrenceId: z.string(), registrant: registrantSchema, position: z.string() });
export type RegistrantChangedMessage = z.infer<typeof registrantChangedMessage>;

export const eventLive = { 'events.registrant.changed': registrantChangedMessage } as const;
