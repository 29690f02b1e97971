import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { VersionConflictError } from '../../../contracts/core/event-store';
import { say } from '../../../contracts/core/messages';
import type { OnboardingData } from '../../../contracts/coaching/onboarding/calls';
import type { OnboardingEvent } from '../../../contracts/coaching/onboarding/events';
import { meetingSlotStreamId, onboardingStreamId } from '../../../contracts/coaching/onboarding/ids';
import { resumesStreamId } from '../../../contracts/coaching/documents/ids';
import { onboardingMessages as m } from '../../../contracts/coaching/onboarding/messages';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, combineAppended, handleCommand, loadStream, withConflictRetries, type Appended, type Handled, type Loaded } from '../../core/handle-command';
import type { DomainEvent } from '../../core/decider';
import { loadFolded } from '../../core/folded-streams';
import { resumesDecider, type Documents } from '../documents/documents';
import { decideMeeting, decideSlot, onboardingDecider, type MeetingCommand } from './decide-onboarding';
import { lastPublicationMailAt, overlappingSlot } from './facts';
import { journeyStepOf } from '../journey/facts';
import { onboardingFolder, slotFolder, type OnboardingState, type SlotState } from './onboarding';

type Result = Handled<OnboardingState, OnboardingEvent> | DomainError;

// The data-check part: the client's details as they confirmed them.
export async function checkOnboardingData(deps: CommandDeps, command: { userId: string; fields: OnboardingData }, ctx: CommandContext): Promise<Result> {
  return handleCommand(deps.store, onboardingStreamId(command.userId), onboardingDecider, () => ({ type: 'CheckData' as const, ...command, now: deps.clock() }), metadataOf(ctx));
}

export type RecordCvFile = { userId: string; fileId: string; name: string; kind: string; size: number; isOnboarding: boolean };
export type RecordedCvFile = Appended & { events: DomainEvent[]; replaced: string | null };

// A kept CV file recorded as the client's, and on their list of CVs (cv-{userId}), which publishing
// sends from: both streams appended together, so the file is never the onboarding's without being
// pickable. replaced: the file it takes the place of.
export async function recordCvFile(deps: CommandDeps, command: RecordCvFile, ctx: CommandContext): Promise<RecordedCvFile | DomainError> {
  const resumeId = deps.newId();
  const journeyStep = await journeyStepOf(deps, command.userId);
  return withConflictRetries(`CV file of ${command.userId}`, async () => {
    const [onboarding, resumes] = (await loadFolded(deps.store, [
      { streamId: onboardingStreamId(command.userId), folder: onboardingFolder },
      { streamId: resumesStreamId(command.userId), folder: resumesDecider },
    ])) as [Loaded<OnboardingState>, Loaded<Documents>];
    const now = deps.clock();
    const recorded = onboardingDecider.decide({ type: 'RecordCv', ...command, journeyStep, now }, onboarding.state);
    if (isDomainError(recorded)) return recorded;
    const listed = resumesDecider.decide({ type: 'KeepUploadedCv', userId: command.userId, resumeId, fileId: command.fileId, now }, resumes.state);
    if (isDomainError(listed)) return listed;
    const appended = await appendDecided(deps.store, [{ loaded: onboarding, events: recorded }, { loaded: resumes, events: listed }], metadataOf(ctx));
    return { ...appended, events: [...recorded, ...listed], replaced: onboarding.state.cvFileId };
  });
}

// The file a new upload replaced, once the replacement is recorded: kept while a link to it that a
// mail carries may still open (OnboardingCvFileKept), else for the caller to remove now. The mails
// are looked up only after the replacement is in the log: a mail whose event comes later reads the
// new file, and one whose event came before is seen here.
export async function keepMailedCvFile(deps: CommandDeps, command: { userId: string; fileId: string }, ctx: CommandContext): Promise<{ kept: boolean } | DomainError> {
  const done = await handleCommand(
    deps.store,
    onboardingStreamId(command.userId),
    onboardingDecider,
    async () => ({ type: 'KeepIfMailed' as const, ...command, lastMailAt: await lastPublicationMailAt(deps, command.userId), now: deps.clock() }),
    metadataOf(ctx),
  );
  return isDomainError(done) ? done : { kept: done.state.kept[command.fileId] !== undefined };
}

// A kept file whose time has come leaves storage, then the log records it: a run that stops between
// the two finds the file still kept and removes it again, which changes nothing.
export async function removeKeptCvFile(
  deps: CommandDeps,
  command: { userId: string; fileId: string; removeFile: (fileId: string) => Promise<void> },
  ctx: CommandContext,
): Promise<Appended | DomainError> {
  const { userId, fileId } = command;
  return withConflictRetries(`kept CV file ${fileId}`, async () => {
    const loaded = await loadStream(deps.store, onboardingStreamId(userId), onboardingFolder);
    const decided = onboardingDecider.decide({ type: 'RemoveKept', userId, fileId, now: deps.clock() }, loaded.state);
    if (isDomainError(decided)) return decided;
    if (decided.length) await command.removeFile(fileId);
    return appendDecided(deps.store, [{ loaded, events: decided }], metadataOf(ctx));
  });
}

export type MeetingResult = (Appended & { events: OnboardingEvent[] }) | DomainError;

// Booking or cancelling: the client's stream and the slot's, appended together; a client who lost
// the race to the slot reloads it and is told it is taken.
export async function actOnMeeting(deps: CommandDeps, request: { userId: string } & ({ type: 'Schedule'; slotId: string } | { type: 'Cancel' }), ctx: CommandContext): Promise<MeetingResult> {
  return withConflictRetries(`meeting of ${request.userId}`, async () => {
    const before = await loadStream(deps.store, onboardingStreamId(request.userId), onboardingFolder);
    const heldId = before.state.meeting?.slotId ?? null;
    const slotId = request.type === 'Schedule' ? request.slotId : heldId;
    if (!slotId) return domainError('OnboardingRuleBroken', m.MeetingNone);
    // the client's stream, the slot asked for and, on a reschedule, the slot held: read together
    const moving = heldId !== null && heldId !== slotId;
    const streams = [
      { streamId: onboardingStreamId(request.userId), folder: onboardingFolder },
      { streamId: meetingSlotStreamId(slotId), folder: slotFolder },
      ...(moving ? [{ streamId: meetingSlotStreamId(heldId), folder: slotFolder }] : []),
    ];
    const [client, slot, held] = (await loadFolded(deps.store, streams)) as [Loaded<OnboardingState>, Loaded<SlotState>, Loaded<SlotState> | undefined];
    // the meeting moved since the first read: read again
    if ((client.state.meeting?.slotId ?? null) !== heldId) throw new VersionConflictError(client.streamId, before.version, client.version);
    const decided = decideMeeting({ ...request, now: deps.clock() } as MeetingCommand, client.state, slot.state, held?.state ?? null);
    if (isDomainError(decided)) return decided;
    const parts = [
      { loaded: client, events: decided.onboarding },
      { loaded: slot, events: decided.slot },
      ...(held ? [{ loaded: held, events: decided.held }] : []),
    ];
    const appended = await appendDecided(deps.store, parts, metadataOf(ctx));
    return { ...appended, events: [...decided.onboarding, ...decided.slot, ...decided.held] };
  });
}

// Staff open count back-to-back slots of minutes each; none may overlap an open one.
export async function openMeetingSlots(deps: CommandDeps, command: { start: string; minutes: number; count: number }, ctx: CommandContext): Promise<Appended | DomainError> {
  const first = Date.parse(command.start);
  const length = command.minutes * 60_000;
  const slots = Array.from({ length: command.count }, (_, i) => ({ start: new Date(first + i * length).toISOString(), end: new Date(first + (i + 1) * length).toISOString() }));
  const clash = await overlappingSlot(deps, slots[0]!.start, slots.at(-1)!.end);
  if (clash) return domainError('OnboardingRuleBroken', say(m.MeetingSlotsOverlap, { time: clash }));
  const appended: Appended[] = [];
  for (const slot of slots) {
    const slotId = deps.newId();
    const done = await handleCommand(deps.store, meetingSlotStreamId(slotId), { ...slotFolder, decide: decideSlot }, () => ({ type: 'Open' as const, slotId, ...slot, now: deps.clock() }), metadataOf(ctx));
    if (isDomainError(done)) return done;
    appended.push(done);
  }
  return combineAppended(...appended);
}

export async function closeMeetingSlot(deps: CommandDeps, command: { slotId: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  return handleCommand(deps.store, meetingSlotStreamId(command.slotId), { ...slotFolder, decide: decideSlot }, () => ({ type: 'Close' as const, slotId: command.slotId, now: deps.clock() }), metadataOf(ctx));
}
