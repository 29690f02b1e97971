import { describe, it } from 'vitest';
import type { PublishingEvent } from '../../../contracts/coaching/publishing/events';
import { publishingMessages as m } from '../../../contracts/coaching/publishing/messages';
import { AS_SOON_AS_POSSIBLE } from '../../../contracts/coaching/publishing/publishing';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { publicationDecider } from './publication';

const userId = 'client-1';
const now = new Date('2026-11-23T09:00:00.000Z');
const at = now.toISOString();
const given = DeciderSpecification.for(publicationDecider);
const base = { userId, now, newId: 'n1' };
const tested: PublishingEvent = { type: 'PublishTestSent', data: { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at } };
const approved: PublishingEvent = { type: 'PublishApproved', data: { userId, publishId: 'p1', beginPublish: null, newCycle: true, coverLetterId: 'c1', resumeId: 'r1', approvedAt: at } };
const opened: PublishingEvent = { type: 'CycleOpened', data: { userId, cycleId: 'n1', cycle: 1, publishId: 'p1', openedAt: at } };
const start = { ...base, journeyStep: 4, type: 'Start' as const, byStaff: true, beginPublish: AS_SOON_AS_POSSIBLE, coverLetterId: 'c1', resumeId: 'r1', newCycle: true };
const sent = (part: number, failed = 0, error: string | null = null): PublishingEvent => ({ type: 'PartSent', data: { userId, cycleId: 'n1', part, cellId: `cell${part}`, sent: 10, excluded: 1, failed, error, sentAt: at } });
const record = (part: number, failed = 0) => ({ ...base, type: 'RecordPart' as const, cycleId: 'n1', part, cellId: `cell${part}`, sent: 10, excluded: 1, failed, error: failed ? 'SMTP down' : null });

describe('publication', () => {
  it("refuses the Test Email step's changes before the journey reaches that step, whoever asks", () => {
    const test = { ...base, type: 'SendTest' as const, to: ['qa@x.test'], hasPublishData: true };
    given([]).when({ ...test, journeyStep: 2 }).thenFails('JourneyStepNotReached', m.TestEmailStepNotReached);
    given([]).when({ ...test, journeyStep: 4 }).then([{ type: 'PublishTestSent', data: { userId, publishId: 'n1', testId: 'n1', to: ['qa@x.test'], sentAt: at } }]);
    given([]).when({ ...test, journeyStep: 5 }).then([{ type: 'PublishTestSent', data: { userId, publishId: 'n1', testId: 'n1', to: ['qa@x.test'], sentAt: at } }]);
    given([tested]).when({ ...start, journeyStep: 3 }).thenFails('JourneyStepNotReached', m.TestEmailStepNotReached);
    given([tested]).when({ ...start, byStaff: false, journeyStep: 3 }).thenFails('JourneyStepNotReached', m.TestEmailStepNotReached);
    given([tested]).when({ ...base, type: 'NewPublish', journeyStep: 1 }).thenFails('JourneyStepNotReached', m.TestEmailStepNotReached);
    given([tested]).when({ ...base, type: 'Update', coverLetterId: 'c1', resumeId: 'r1', journeyStep: 0 }).thenFails('JourneyStepNotReached', m.TestEmailStepNotReached);
    // stopping a publication stays open at any step
    given([tested, approved, opened]).when({ ...base, type: 'Pause' }).then([{ type: 'PublishPaused', data: { userId, publishId: 'p1', pausedAt: at } }]);
  });
  it('approves only after a test, opening a cycle when none is open', () => {
    given([]).when(start).thenFails('PublishRuleBroken', 'Send a test before publishing');
    given([tested]).when(start).then([approved, opened]);
    given([tested, approved, opened, { type: 'PublishPaused', data: { userId, publishId: 'p1', pausedAt: at } }]).when(start).then([approved]);
  });
  it("refuses a start date the dialog does not offer (a Friday, or further than 7 days)", () => {
    given([tested]).when({ ...start, beginPublish: '2026-11-27' }).thenFails('ValidationFailed', "Choose 'As soon as posible' or one of the next 7 days (not Friday or Saturday)");
    given([tested]).when({ ...start, beginPublish: '2026-12-10' }).thenFails('ValidationFailed', "Choose 'As soon as posible' or one of the next 7 days (not Friday or Saturday)");
  });
  it('records a part once, a failed part again, and closes the cycle after the fourth', () => {
    const running = [tested, approved, opened];
    given(running).when(record(1, 2)).then([sent(1, 2, 'SMTP down')]);
    given([...running, sent(1)]).when(record(1)).thenNothingHappens();
    given([...running, sent(1), sent(2), sent(3)]).when(record(4)).then([sent(4), { type: 'CycleClosed', data: { userId, cycleId: 'n1', closedAt: at } }]);
  });
  it('starts a part only on the open cycle, once per cell', () => {
    const startPart = { ...base, type: 'StartPart' as const, cycleId: 'n1', part: 1, cellId: 'cell1' };
    given([tested]).when(startPart).thenFails('PublishRuleBroken', 'There is no open cycle to publish');
    given([tested, approved, opened]).when(startPart).then([{ type: 'PartStarted', data: { userId, cycleId: 'n1', part: 1, cellId: 'cell1', startedAt: at } }]);
    given([tested, approved, opened, { type: 'PartStarted', data: { userId, cycleId: 'n1', part: 1, cellId: 'cell1', startedAt: at } }]).when(startPart).thenNothingHappens();
    given([tested, approved, opened, sent(1)]).when(startPart).thenFails('PublishRuleBroken', 'This part was sent already');
  });
});
