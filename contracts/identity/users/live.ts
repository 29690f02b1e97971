import { z } from 'zod';

// Sent to the user's own room when their account read model changed (profile, role, credits).
export const userChangedMessage = z.object({ userId: z.string(), position: z.string() });
export type UserChangedMessage = z.infer<typeof userChangedMessage>;
