import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const userId = z.string();

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const publicationEvents = defineEvents({
  // on publication-{userId}: the publish data mailed to the staff's test addresses (a reaction mails it)
  PublishTestSent: event(z.object({ userId, publishId: z.string(), testId: z.string(), to: z.array(z.string()), sentAt: at }), {
    describe: (data) => ({ key: 'publishing.testSent', params: { count: data.to.length } }),
  }),
  // the client asked to start publishing; staff approve or decline
  PublishRequested: event(z.object({ userId, publishId: z.string(), beginPublish: z.string().nullable(), requestedAt: at }), {
    describe: () => ({ key: 'publishing.requested', params: {} }),
  }),
  PublishApproved: event(
    z.object({ userId, publishId: z.string(), beginPublish: z.string().nullable(), newCycle: z.boolean(), coverLetterId: z.string().nullable(), resumeId: z.string().nullable(), approvedAt: at }),
    { describe: (data) => ({ key: 'publishing.approved', params: { beginPublish: data.beginPublish ?? 'asap' } }) },
  ),
  PublishDeclined: event(z.object({ userId, publishId: z.string(), reason: z.string(), declinedAt: at }), {
    describe: () => ({ key: 'publishing.declined', params: {} }),
  }),
  PublishPaused: event(z.object({ userId, publishId: z.string(), pausedAt: at }), { describe: () => ({ key: 'publishing.paused', params: {} }) }),
  // Back to test: a new publish record that needs its own test
  NewPublishStarted: event(z.object({ userId, publishId: z.string(), startedAt: at }), { describe: () => ({ key: 'publishing.newPublish', params: {} }) }),
  PublishDataUpdated: event(
    z.object({ userId, publishId: z.string(), coverLetterId: z.string().nullable(), resumeId: z.string().nullable(), excludeList: z.array(z.string()).optional(), updatedAt: at }),
    { describe: () => ({ key: 'publishing.updated', params: {} }) },
  ),
  AutoPutOnPublishListChanged: event(z.object({ userId, autoPutOnPublishList: z.boolean(), changedAt: at }), {
    describe: (data) => ({ key: 'publishing.autoPut', params: { on: data.autoPutOnPublishList } }),
  }),
  CycleOpened: event(z.object({ userId, cycleId: z.string(), cycle: z.number(), publishId: z.string(), openedAt: at }), {
    describe: (data) => ({ key: 'publishing.cycleOpened', params: { cycle: data.cycle } }),
  }),
  // the publisher began a part: its recipients are being mailed
  PartStarted: event(z.object({ userId, cycleId: z.string(), part: z.number(), cellId: z.string(), startedAt: at })),
  // counts read back from the mail outbox, so a run repeated after a crash counts each recipient once
  PartSent: event(
    z.object({ userId, cycleId: z.string(), part: z.number(), cellId: z.string(), sent: z.number(), excluded: z.number(), failed: z.number(), error: z.string().nullable(), sentAt: at }),
    { describe: (data) => ({ key: data.failed ? 'publishing.partFailed' : 'publishing.partSent', params: { part: data.part, sent: data.sent, excluded: data.excluded, failed: data.failed } }) },
  ),
  CycleClosed: event(z.object({ userId, cycleId: z.string(), closedAt: at }), { describe: () => ({ key: 'publishing.cycleClosed', params: {} }) }),
  // staff mailed the publish data to addresses of their choice (a reaction mails it)
  PublishSimulated: event(z.object({ userId, publishId: z.string(), simulationId: z.string(), to: z.array(z.string()), simulatedAt: at }), {
    describe: (data) => ({ key: 'publishing.simulated', params: { count: data.to.length } }),
  }),
});

export type PublicationEvent = EventOf<typeof publicationEvents>;
