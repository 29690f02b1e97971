import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { ExplanationsEvent, ListsStreamEvent } from '../../../contracts/backoffice/journey-settings/events';
import { explanationsStreamId, journeySettingsStreamId } from '../../../contracts/backoffice/journey-settings/ids';
import type { OwnListName } from '../../../contracts/backoffice/journey-settings/lists';
import type { JourneyStepKey } from '../../../contracts/coaching/journey/lists';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { journeyListDecider } from './change-journey-list';
import { explanationsDecider, type ExplanationsCommand, type ExplanationsState } from './explanations';
import type { JourneySettingsState } from './journey-settings';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// One list saved, decided over the journey settings' stream: the change names the list's values
// before it, so two saves at once are decided one after the other.
export async function changeJourneyList(
  deps: CommandDeps,
  command: { list: OwnListName; values: readonly string[]; defaultValues: readonly string[] },
  ctx: CommandContext,
): Promise<Handled<JourneySettingsState, ListsStreamEvent> | DomainError> {
  return handleCommand(deps.store, journeySettingsStreamId(), journeyListDecider, () => ({ type: 'ChangeList' as const, ...command, now: deps.clock() }), metadataOf(ctx));
}

// A step's explanation text, decided on the same stream as the lists.
export async function changeStepExplanation(
  deps: CommandDeps,
  command: { name: JourneyStepKey; value: string; defaultValue: string },
  ctx: CommandContext,
): Promise<Handled<JourneySettingsState, ListsStreamEvent> | DomainError> {
  return handleCommand(deps.store, journeySettingsStreamId(), journeyListDecider, () => ({ type: 'ChangeStepExplanation' as const, ...command, now: deps.clock() }), metadataOf(ctx));
}

// A change to one step's explanations, decided over all of that step's: their order is one.
export async function changeExplanations(deps: CommandDeps, step: string, command: DistributiveOmit<ExplanationsCommand, 'now'>, ctx: CommandContext): Promise<Handled<ExplanationsState, ExplanationsEvent> | DomainError> {
  return handleCommand(deps.store, explanationsStreamId(step), explanationsDecider, () => ({ ...command, now: deps.clock() }) as ExplanationsCommand, metadataOf(ctx));
}

// An explanation's image set: also says which kept file it replaced, to delete once it is recorded.
export async function setExplanationImage(
  deps: CommandDeps,
  command: { step: string; id: string; uploadId: string },
  ctx: CommandContext,
): Promise<(Handled<ExplanationsState, ExplanationsEvent> & { replaced: string | null }) | DomainError> {
  let replaced: string | null = null;
  const set = await handleCommand(
    deps.store,
    explanationsStreamId(command.step),
    explanationsDecider,
    (state) => {
      replaced = state.items[command.id]?.uploadId ?? null;
      return { type: 'SetImage' as const, ...command, now: deps.clock() };
    },
    metadataOf(ctx),
  );
  return isDomainError(set) ? set : { ...set, replaced };
}
