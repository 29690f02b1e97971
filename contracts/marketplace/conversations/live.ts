import { z } from 'zod';
import { messageSchema } from './conversation';

// To both people of a conversation (the sender's other tabs too).
export const messageReceivedMessage = z.object({ message: messageSchema, jobId: z.string(), seekerId: z.string(), recruiterId: z.string() });
export type MessageReceivedMessage = z.infer<typeof messageReceivedMessage>;
