import { journeyEvents } from '../../../contracts/coaching/journey/events';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { staffFlagColumns } from '../../../contracts/identity/users/tables';
import type { CommandDeps } from '../../core/deps';
import { loadStream } from '../../core/handle-command';
import { evolveJourney, initialJourneyState } from './journey';

const journeyFolder = { events: journeyEvents, initialState: initialJourneyState, evolve: evolveJourney };

// Whether an account is staff (a coaching admin, a customer-success manager or a site admin): the
// managers a journey may be given.
export async function isStaffAccount(deps: CommandDeps, userId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('user_account')
    .select('id')
    .where('id', '=', userId)
    .where((eb) => eb.or(staffFlagColumns.map((column) => eb(column, '=', true))))
    .executeTakeFirst();
  return row !== undefined;
}

// The step the client's journey is on, folded from its own stream (journey-{userId}): the rules of
// other streams that follow the journey's steps read it here, never from a read model behind the log.
export async function journeyStepOf(deps: CommandDeps, userId: string): Promise<number> {
  return (await loadStream(deps.store, journeyStreamId(userId), journeyFolder)).state.currentStep;
}
