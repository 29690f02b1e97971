import type { z } from 'zod';
import type { Announcement } from './core/client-changes';
import { mergeParts } from './core/merge';
import { features } from './registry';

export { liveRooms } from './core/live';

// Every socket.io message the server emits, by event name, derived from the features.
export const liveMessages = mergeParts(features, 'live');

// The commands whose answers are told to the journey client's rooms, by call name.
export const announcements: Readonly<Record<string, Announcement>> = mergeParts(features, 'announces');

type LiveSchemas = typeof liveMessages;
export type LiveMessages = { [K in keyof LiveSchemas]: LiveSchemas[K] extends z.ZodType ? z.infer<LiveSchemas[K]> : never };
export type LiveMessageName = keyof LiveMessages & string;

export type Publish = <K extends LiveMessageName>(room: string, name: K, message: LiveMessages[K]) => void;
