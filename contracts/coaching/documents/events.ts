import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const userId = z.string();

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const documentsEvents = defineEvents({
  // on cv-{userId}; fileId: a CV file the client uploaded, kept in the file store (its link is
  // signed whenever it is shown or sent, so the stored link is empty)
  ResumeAdded: event(z.object({ userId, resumeId: z.string(), title: z.string(), link: z.string(), fileId: z.string().optional(), addedAt: at }), {
    personal: ['link'],
    describe: () => ({ key: 'publishing.resumeAdded', params: {} }),
  }),
  // fileId: the uploaded file that replaced the one before
  ResumeUpdated: event(z.object({ userId, resumeId: z.string(), title: z.string(), link: z.string(), fileId: z.string().optional(), updatedAt: at }), {
    personal: ['link'],
    describe: () => ({ key: 'publishing.resumeUpdated', params: {} }),
  }),
  ResumePicked: event(z.object({ userId, resumeId: z.string(), pickedAt: at }), { describe: () => ({ key: 'publishing.resumePicked', params: {} }) }),
  ResumeDeleted: event(z.object({ userId, resumeId: z.string(), deletedAt: at }), { describe: () => ({ key: 'publishing.resumeDeleted', params: {} }) }),
  // on cover-letter-{userId}: the content as saved; the changes dialog pairs each save with the one before
  CoverLetterSaved: event(z.object({ userId, coverLetterId: z.string(), title: z.string(), content: z.string(), link: z.string(), savedAt: at }), {
    personal: ['content', 'link'],
    describe: () => ({ key: 'publishing.coverLetterSaved', params: {} }),
  }),
  CoverLetterPicked: event(z.object({ userId, coverLetterId: z.string(), pickedAt: at }), { describe: () => ({ key: 'publishing.coverLetterPicked', params: {} }) }),
  CoverLetterDeleted: event(z.object({ userId, coverLetterId: z.string(), deletedAt: at }), { describe: () => ({ key: 'publishing.coverLetterDeleted', params: {} }) }),
});

export type DocumentsEvent = EventOf<typeof documentsEvents>;
