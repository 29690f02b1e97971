import { z } from 'zod';
import { publishStatuses } from '../publication/publication';

// The times of day (Asia/Jerusalem, PUBLISH_ZONE) a part may be sent at: the grid's columns.
export const publishTimes = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] as const;

// The status a grid cell shows as its row style (back-office spec §4).
export const cellStatuses = ['READY', 'publishing', 'published', 'publishfailed', 'problem'] as const;
export type CellStatus = (typeof cellStatuses)[number];

export const publishCellSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  cycleId: z.string(),
  part: z.number(),
  publishTime: z.string(),
  status: z.enum(cellStatuses),
  emailsSent: z.number(),
  emailsExcluded: z.number(),
  emailsFailed: z.number(),
  runningTime: z.string().nullable(),
  publishError: z.string().nullable(),
});
export type PublishCell = z.infer<typeof publishCellSchema>;

// A client the grid can place: approved, with parts of the open cycle still to send.
export const publishUserSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  cycleId: z.string(),
  cycle: z.number(),
  partsAvailable: z.array(z.number()),
  status: z.enum(publishStatuses),
  onList: z.boolean(),
});
export type PublishUser = z.infer<typeof publishUserSchema>;

export const publishGlobalsSchema = z.object({
  publishGlobalsCreated: z.boolean(),
  publishOn: z.boolean(),
  isPublishing: z.boolean(),
  sendNewslettersOn: z.boolean(),
  emailsToSendTest: z.array(z.string()),
});
export type PublishGlobals = z.infer<typeof publishGlobalsSchema>;
