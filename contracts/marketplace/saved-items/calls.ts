import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { optionalSaidFields } from '../../core/messages';
import { jobListItemSchema } from '../jobs/job';
import { resumeListItemSchema } from '../resumes/resume';
import { savedItemMessages } from './messages';

// How many items one person may keep saved.
export const SAVED_ITEMS_MAX = 500;

// Seekers save jobs, recruiters save resumes (a person's profile), marketplace spec §6.
export const savedItemTypes = ['job', 'profile'] as const;
export type SavedItemType = (typeof savedItemTypes)[number];

const itemId = z.string().trim().min(1).max(200);

// available: listed now; expired: a job its owner closed; gone: deleted, or a resume no longer shown.
export const savedItemStates = ['available', 'expired', 'gone'] as const;

export const savedItemSchema = z.object({
  itemId: z.string(),
  itemType: z.enum(savedItemTypes),
  savedAt: z.string(),
  state: z.enum(savedItemStates),
  // the card as it is now; a gone job keeps its last card, a gone resume none
  job: jobListItemSchema.nullable(),
  resume: resumeListItemSchema.nullable(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

const listOutput = z.object({ list: z.array(savedItemSchema), ...optionalSaidFields });

export const savedItemCalls = defineCalls({
  addSavedItem: {
    kind: 'command',
    access: 'authed',
    summary:
      `Save a job (itemType job, job seekers) or a resume (itemType profile, recruiters) to find it at /saveditems. Saving one already saved changes nothing. ` +
      `404 SavedItemNotFound for a job deleted or a resume not shown; 403 for the other role's kind; at most ${SAVED_ITEMS_MAX} items. ` +
      'item (the card the client shows) is accepted and not kept: the server reads the item itself. Answers the saved items.',
    input: z
      .object({
        itemId,
        itemType: z.enum(savedItemTypes, { error: savedItemMessages.SavedItemTypeUnknown }),
        item: z.unknown().optional(),
      })
      .strict(),
    output: listOutput,
  },
  removeSavedItem: {
    kind: 'command',
    access: 'authed',
    summary: 'Remove an item from my saved items (one not saved: nothing changes). Answers the saved items.',
    input: z.object({ itemId }).strict(),
    output: listOutput,
  },
  getSavedItems: {
    kind: 'query',
    access: 'authed',
    summary:
      'My saved items, the last saved first, each with its card as it is now and its state: available, expired (a job its owner closed) or gone ' +
      '(deleted, or a resume no longer shown). A job or person deleted by the site administrators leaves the list.',
    input: z.object({}).strict().default({}),
    output: z.object({ list: z.array(savedItemSchema) }),
  },
});
