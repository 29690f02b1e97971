import { z } from 'zod';

// To the client's room (journey:{userId}) once the client's KPIs moved in the read model (after an
// interview, an offer, a status, a part sent…): the figures are computed when read, over several
// read models and the day, so a screen showing them reads them again.
export const kpisChangedMessage = z.object({ userId: z.string(), position: z.string() });
export type KpisChangedMessage = z.infer<typeof kpisChangedMessage>;

export const kpisLive = { 'kpis.changed': kpisChangedMessage };
