import type { DomainError } from '../../../contracts/core/errors';
import type { TrackerEvent } from '../../../contracts/coaching/tracker/events';
import { interviewTrackerStreamId, questionnaireStreamId } from '../../../contracts/coaching/tracker/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { trackerDecider, type TrackerCommand } from './decide-tracker';
import { cycleOfClient } from './facts';
import { questionnaireDecider, type QuestionnaireCommand, type QuestionnaireState } from './questionnaire';
import type { TrackerState } from './tracker';

type WithoutFacts<C> = C extends unknown ? Omit<C, 'now' | 'cycleExists'> : never;
export type TrackerRequest = WithoutFacts<TrackerCommand>;
export type QuestionnaireRequest = WithoutFacts<QuestionnaireCommand>;

// Any change to a client's interview tracker, by the client or by staff for them.
export async function actOnTracker(deps: CommandDeps, request: TrackerRequest, ctx: CommandContext): Promise<Handled<TrackerState, TrackerEvent> | DomainError> {
  const cycleId = request.type === 'ChangeCycleComment' || request.type === 'ChangeCycleRating' ? request.cycleId : null;
  const cycleExists = cycleId !== null && (await cycleOfClient(deps, request.userId, cycleId));
  return handleCommand(deps.store, interviewTrackerStreamId(request.userId), trackerDecider, () => ({ ...request, cycleExists, now: deps.clock() }) as TrackerCommand, metadataOf(ctx));
}

export async function actOnQuestionnaire(deps: CommandDeps, request: QuestionnaireRequest, ctx: CommandContext): Promise<Handled<QuestionnaireState, TrackerEvent> | DomainError> {
  return handleCommand(deps.store, questionnaireStreamId(request.userId), questionnaireDecider, () => ({ ...request, now: deps.clock() }) as QuestionnaireCommand, metadataOf(ctx));
}
