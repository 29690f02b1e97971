import type { DomainError } from '../../../contracts/core/errors';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { journeyDecider, type JourneyCommand } from './decide-journey';
import type { JourneyEvent } from '../../../contracts/coaching/journey/events';
import type { JourneyState } from './journey';
import { isStaffAccount } from './facts';

// What a call asks of a journey, before the clock and the facts are added.
export type JourneyRequest = JourneyCommand extends infer C ? (C extends JourneyCommand ? Omit<C, 'now' | 'isStaff'> : never) : never;

// Any change to a client's journey, by the client or by staff for them (the router has checked the
// person is a client); a manager must be a staff account.
export async function actOnJourney(deps: CommandDeps, request: JourneyRequest, ctx: CommandContext): Promise<Handled<JourneyState, JourneyEvent> | DomainError> {
  const isStaff = request.type === 'ChangeManager' && request.manager !== null ? await isStaffAccount(deps, request.manager) : false;
  return handleCommand(deps.store, journeyStreamId(request.userId), journeyDecider, () => ({ ...request, isStaff, now: deps.clock() }) as JourneyCommand, metadataOf(ctx));
}
