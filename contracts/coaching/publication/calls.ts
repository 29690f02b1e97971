import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { clientOrStaff, publishingAnswer } from '../documents/calls';
import { contactEmail } from '../recruiter-contacts/recruiter-contacts';
import { publicationMessages as m } from './messages';

const id = z.string().trim().min(1).max(200);
const userId = id.optional();
const emails = z.array(contactEmail).max(50);
const excludeList = z.array(z.string().trim().min(1).max(254)).max(500);

// The publication (coaching spec §4): every change answers the client's combined read (coaching/documents).
export const publicationCalls = defineCalls({
  // publication (coaching spec §4)
  sendPersonalJourneyTest: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Mail the publish data (email title, picked cover letter, CV link, names) to the journey settings' test addresses.",
    input: z.object({ userId }),
    output: publishingAnswer.extend({ ...saidFields, title: z.string(), titleCode: z.string() }),
  },
  startPersonalJourneyPublish: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Start publishing after a test, from 'As soon as posible' or one of the next 7 days (not Friday or Saturday): staff approve at once, a client's start waits for approval.",
    input: z.object({ beginPublish: z.string().trim().min(1).max(40), excludeList: excludeList.optional(), userId }),
    output: publishingAnswer,
  },
  approvePublish: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Approve publishing (opens a cycle when none is open; at most one is).',
    input: z.object({ userId: id, newCycle: z.boolean().default(false) }),
    output: publishingAnswer,
  },
  declinePublish: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Decline a client's publish request, with the reason they see.",
    input: z.object({ userId: id, reason: z.string({ error: m.ReasonRequired }).trim().min(1, m.ReasonRequired).max(2000) }),
    output: publishingAnswer,
  },
  pausePublish: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Pause publishing: no part is sent until it is approved again.',
    input: z.object({ userId: id }),
    output: publishingAnswer,
  },
  newPersonalJourneyPublish: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Back to test: a new publish record, which needs its own test, and the journey back on the Test Email step (step 4).',
    input: z.object({ userId: id }),
    output: publishingAnswer,
  },
  updatePersonalJourneyPublish: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Update Publish: the running publication takes the picked cover letter and CV as they are now.',
    input: z.object({ excludeList: excludeList.optional(), userId }),
    output: publishingAnswer,
  },
  changeAutoPutOnPublishList: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Whether inlayPublishList puts this client on the publish list by itself.',
    input: z.object({ userId: id, autoPutOnPublishList: z.boolean() }),
    output: publishingAnswer,
  },
  simulatePublish: {
    kind: 'command',
    access: 'staff',
    summary: 'Mail a publish as a part would, to addresses of your choice.',
    input: z.object({ publishId: id, emailsToSimulate: emails.min(1) }),
    output: z.object({ ...saidFields }),
  },
});
