import { describe, expect, it } from 'vitest';
import type { PublicationEvent } from '../../../contracts/coaching/publication/events';
import { publicationMessages as m } from '../../../contracts/coaching/publication/messages';
import { AS_SOON_AS_POSSIBLE } from '../../../contracts/coaching/publication/publication';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { evolvePublication, initialPublication, publicationDecider } from './publication';

const userId = 'client-1';
const now = new Date('2026-11-23T09:00:00.000Z');
const at = now.toISOString();
const given = DeciderSpecification.for(publicationDecider);
// the journey at the Test Email step, where publishing opens
const base = { userId, now, newId: 'n1', journeyStep: 4 };
const tested: PublicationEvent = { type: 'PublishTestSent', data: { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at } };
const approved: PublicationEvent = { type: 'PublishApproved', data: { userId, publishId: 'p1', beginPublish: null, newCycle: true, coverLetterId: 'c1', resumeId: 'r1', approvedAt: at } };
const opened: PublicationEvent = { type: 'CycleOpened', data: { userId, cycleId: 'n1', cycle: 1, publishId: 'p1', openedAt: at } };
const start = { ...base, journeyStep: 4, type: 'Start' as const, byStaff: true, beginPublish: AS_SOON_AS_POSSIBLE, coverLetterId: 'c1', resumeId: 'r1', newCycle: true };
const sent = (part: number, failed = 0, error: string | null = null): PublicationEvent => ({ type: 'PartSent', data: { userId, cycleId: 'n1', part, cellId: `cell${part}`, sent: 10, excluded: 1, failed, error, sentAt: at } });
const record = (part: number, failed = 0, parts: readonly number[] = [1, 2, 3, 4]) => ({ ...base, type: 'RecordPart' as const, cycleId: 'n1', part, cellId: `cell${part}`, sent: 10, excluded: 1, failed, error: failed ? 'SMTP down' : null, parts });
const requested: PublicationEvent = { type: 'PublishRequested', data: { userId, publishId: 'p1', beginPublish: null, requestedAt: at } };
const paused: PublicationEvent = { type: 'PublishPaused', data: { userId, publishId: 'p1', pausedAt: at } };
const closed: PublicationEvent = { type: 'CycleClosed', data: { userId, cycleId: 'n1', closedAt: at } };
const newPublish = (publishId: string): PublicationEvent => ({ type: 'NewPublishStarted', data: { userId, publishId, startedAt: at } });
const running = [tested, approved, opened];
const closedCycle = [...running, sent(1), sent(2), sent(3), sent(4), closed];

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

  it('sends a test to the test addresses when there is something to send, on the publish it starts or the one there is', () => {
    const sendTest = (to: string[], hasPublishData = true) => ({ ...base, type: 'SendTest' as const, to, hasPublishData });
    given([]).when(sendTest([])).thenFails('PublishRuleBroken', m.NoTestAddresses);
    given([]).when(sendTest(['qa@x.test'], false)).thenFails('PublishRuleBroken', m.NothingToSend);
    given([]).when(sendTest(['qa@x.test', 'cs@x.test'])).then([{ type: 'PublishTestSent', data: { userId, publishId: 'n1', testId: 'n1', to: ['qa@x.test', 'cs@x.test'], sentAt: at } }]);
    given([tested]).when(sendTest(['qa@x.test'])).then([{ type: 'PublishTestSent', data: { userId, publishId: 'p1', testId: 'n1', to: ['qa@x.test'], sentAt: at } }]);
  });
  it("asks approval for a client's start, from the day chosen", () => {
    given([tested]).when({ ...start, byStaff: false }).then([requested]);
    given([tested]).when({ ...start, byStaff: false, beginPublish: '2026-11-24' }).then([{ type: 'PublishRequested', data: { userId, publishId: 'p1', beginPublish: '2026-11-24', requestedAt: at } }]);
    given([tested]).when({ ...start, beginPublish: '2026-11-24', newCycle: false, coverLetterId: null, resumeId: 'r2' }).then([
      { type: 'PublishApproved', data: { userId, publishId: 'p1', beginPublish: '2026-11-24', newCycle: false, coverLetterId: null, resumeId: 'r2', approvedAt: at } },
      opened,
    ]);
  });
  it('approves once, and again only after a declined publish was tested anew', () => {
    given(running).when(start).thenFails('PublishRuleBroken', m.AlreadyPublished);
    const declined: PublicationEvent = { type: 'PublishDeclined', data: { userId, publishId: 'p1', reason: 'Typos', declinedAt: at } };
    given([tested, requested, declined]).when(start).thenFails('PublishRuleBroken', m.TestFirst);
    given([tested, requested, declined, tested]).when(start).then([approved, opened]);
    // a test sent while publishing leaves it published
    given([...running, tested]).when(start).thenFails('PublishRuleBroken', m.AlreadyPublished);
  });
  it("works on the cycle a part names: the second one's parts are its own, and a late record of the first's leaves the second as it was", () => {
    const second: PublicationEvent = { type: 'CycleOpened', data: { userId, cycleId: 'n2', cycle: 2, publishId: 'p1', openedAt: at } };
    const twoCycles = [...closedCycle, approved, second];
    const startPart = (cycleId: string, part: number) => ({ ...base, type: 'StartPart' as const, cycleId, part, cellId: `cell${part}` });
    const onSecond = (part: number): PublicationEvent => ({ type: 'PartSent', data: { userId, cycleId: 'n2', part, cellId: `cell${part}`, sent: 10, excluded: 1, failed: 0, error: null, sentAt: at } });
    given(twoCycles).when(startPart('n2', 1)).then([{ type: 'PartStarted', data: { userId, cycleId: 'n2', part: 1, cellId: 'cell1', startedAt: at } }]);
    given(twoCycles).when({ ...record(1), cycleId: 'n2' }).then([onSecond(1)]);
    // the first cycle's part 2 recorded again after the second opened: the second's part 2 is still to send
    given([...twoCycles, sent(2)]).when(startPart('n2', 2)).then([{ type: 'PartStarted', data: { userId, cycleId: 'n2', part: 2, cellId: 'cell2', startedAt: at } }]);
    given([...twoCycles, closed]).when(startPart('n2', 3)).then([{ type: 'PartStarted', data: { userId, cycleId: 'n2', part: 3, cellId: 'cell3', startedAt: at } }]);
  });
  it('leaves the publication as it is for an event of another stream', () => {
    expect(evolvePublication(initialPublication, { type: 'ResumeAdded', data: { userId } } as unknown as PublicationEvent)).toBe(initialPublication);
  });
  it('opens the next cycle on the approval after a cycle closed', () => {
    given(closedCycle).when(start).then([approved, { type: 'CycleOpened', data: { userId, cycleId: 'n1', cycle: 2, publishId: 'p1', openedAt: at } }]);
    given(closedCycle).when({ ...base, type: 'StartPart', cycleId: 'n1', part: 1, cellId: 'cell9' }).thenFails('PublishRuleBroken', m.NoOpenCycle);
  });
  it('declines only a request, and pauses only a running publication', () => {
    const decline = { ...base, type: 'Decline' as const, reason: 'Typos in the letter' };
    const pause = { ...base, type: 'Pause' as const };
    given([tested]).when(decline).thenFails('PublishRuleBroken', m.NoRequest);
    given([tested, requested]).when(decline).then([{ type: 'PublishDeclined', data: { userId, publishId: 'p1', reason: 'Typos in the letter', declinedAt: at } }]);
    given([tested]).when(pause).thenFails('PublishRuleBroken', m.NotPublishing);
    given(running).when(pause).then([paused]);
    given([...running, paused]).when(pause).thenFails('PublishRuleBroken', m.NotPublishing);
  });
  it('starts a new publish that needs a test of its own', () => {
    given(running).when({ ...base, type: 'NewPublish' }).then([newPublish('n1')]);
    given([tested, newPublish('p2')]).when(start).thenFails('PublishRuleBroken', m.TestFirst);
    const update = { ...base, type: 'Update' as const, coverLetterId: 'c2', resumeId: null };
    given([...running, newPublish('p2')]).when(update).then([{ type: 'PublishDataUpdated', data: { userId, publishId: 'p2', coverLetterId: 'c2', resumeId: null, updatedAt: at } }]);
  });
  it('updates the publish data of the publish there is, with the exclusions when sent', () => {
    const update = { ...base, type: 'Update' as const, coverLetterId: 'c2', resumeId: 'r2' };
    given([]).when(update).thenFails('PublishRuleBroken', m.NoDataToUpdate);
    given([tested]).when(update).then([{ type: 'PublishDataUpdated', data: { userId, publishId: 'p1', coverLetterId: 'c2', resumeId: 'r2', updatedAt: at } }]);
    given([tested]).when({ ...update, excludeList: ['hr@globex.test'] }).then([
      { type: 'PublishDataUpdated', data: { userId, publishId: 'p1', coverLetterId: 'c2', resumeId: 'r2', excludeList: ['hr@globex.test'], updatedAt: at } },
    ]);
  });
  it('puts the client on the publish list automatically unless turned off, recording only a change', () => {
    const autoPut = (on: boolean) => ({ ...base, type: 'ChangeAutoPut' as const, autoPutOnPublishList: on });
    const changed = (on: boolean, time = at): PublicationEvent => ({ type: 'AutoPutOnPublishListChanged', data: { userId, autoPutOnPublishList: on, changedAt: time } });
    given([]).when(autoPut(true)).thenNothingHappens();
    given([]).when(autoPut(false)).then([changed(false)]);
    given([changed(false)]).when(autoPut(false)).thenNothingHappens();
    given([changed(false)]).when(autoPut(true)).then([changed(true)]);
  });
  it('simulates a publish there is to the addresses given', () => {
    const simulate = { ...base, type: 'Simulate' as const, to: ['cs@x.test'] };
    given([]).when(simulate).thenFails('PublishItemNotFound');
    given([tested]).when(simulate).then([{ type: 'PublishSimulated', data: { userId, publishId: 'p1', simulationId: 'n1', to: ['cs@x.test'], simulatedAt: at } }]);
  });
  it('counts a part as sent only when nothing failed, and closes the cycle only then', () => {
    const failedOnce = { ...record(4), failed: 1, error: null };
    const erred = { ...record(4), error: 'SMTP down' };
    const three = [...running, sent(1), sent(2), sent(3)];
    given(three).when(failedOnce).then([sent(4, 1)]);
    given(three).when(erred).then([sent(4, 0, 'SMTP down')]);
    given([...running, sent(1), sent(2)]).when(record(3)).then([sent(3)]);
    // a part that went out with an error or a failure may be recorded again
    given([...running, sent(1, 0, 'SMTP down')]).when(record(1)).then([sent(1)]);
    given([...running, sent(1, 3)]).when(record(1)).then([sent(1)]);
    given([tested]).when(record(1)).thenFails('PublishRuleBroken', m.NoOpenCycle);
  });
  it('closes the cycle once every part the settings offer now is sent', () => {
    const closed = { type: 'CycleClosed' as const, data: { userId, cycleId: 'n1', closedAt: at } };
    given([...running, sent(1), sent(2)]).when(record(3, 0, [1, 2, 3])).then([sent(3), closed]);
    given([...running, sent(1), sent(2), sent(3)]).when(record(4, 0, [1, 2, 3, 4, 5])).then([sent(4)]);
    given([...running, sent(1), sent(2), sent(3), sent(4)]).when(record(5, 0, [1, 2, 3, 4, 5])).then([sent(5), closed]);
  });
  it('starts each cell of a part once', () => {
    const startPart = (cellId: string) => ({ ...base, type: 'StartPart' as const, cycleId: 'n1', part: 1, cellId });
    const started = (cellId: string): PublicationEvent => ({ type: 'PartStarted', data: { userId, cycleId: 'n1', part: 1, cellId, startedAt: at } });
    given([...running, started('cell1')]).when(startPart('cell2')).then([started('cell2')]);
    given([...running, started('cell1'), started('cell2')]).when(startPart('cell1')).thenNothingHappens();
  });
  it('folds what a journey at a moment shows: the status, whether it publishes, the list setting and the cycles', () => {
    const state = (events: PublicationEvent[]) => {
      const s = given(events).state();
      return { status: s.status, isPublish: s.isPublish, autoPutOnPublishList: s.autoPutOnPublishList, cycles: s.cycles.map((c) => ({ cycle: c.cycle, open: c.open, sent: [...c.sent] })) };
    };
    expect(state([])).toEqual({ status: 'new', isPublish: false, autoPutOnPublishList: true, cycles: [] });
    expect(state([tested])).toMatchObject({ status: 'tested', isPublish: false });
    expect(state([tested, requested])).toMatchObject({ status: 'requested', isPublish: false });
    expect(state([...running, sent(1)])).toEqual({ status: 'approved', isPublish: true, autoPutOnPublishList: true, cycles: [{ cycle: 1, open: true, sent: [1] }] });
    expect(state([...running, tested])).toMatchObject({ status: 'approved', isPublish: true });
    expect(state([...running, paused])).toMatchObject({ status: 'paused', isPublish: false });
    expect(state([...running, { type: 'PublishDeclined', data: { userId, publishId: 'p1', reason: 'x', declinedAt: at } }])).toMatchObject({ status: 'declined' });
    expect(state([...running, newPublish('p2')])).toMatchObject({ status: 'new', isPublish: false });
    expect(state(closedCycle)).toEqual({ status: 'tested', isPublish: false, autoPutOnPublishList: true, cycles: [{ cycle: 1, open: false, sent: [1, 2, 3, 4] }] });
    expect(state([{ type: 'AutoPutOnPublishListChanged', data: { userId, autoPutOnPublishList: false, changedAt: at } }])).toMatchObject({ autoPutOnPublishList: false });
  });
});
