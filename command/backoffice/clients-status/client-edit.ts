import { domainError, type DomainError } from '../../../contracts/core/errors';
import { clientsStatusEvents, type ClientsStatusEvent } from '../../../contracts/backoffice/clients-status/events';
import { clientsStatusMessages as m } from '../../../contracts/backoffice/clients-status/messages';
import type { ClientEdit } from '../../../contracts/backoffice/clients-status/clients-table';
import { journeyEvents, type JourneyEvent } from '../../../contracts/coaching/journey/events';
import type { Decider } from '../../core/decider';

// What the client admin's edit needs of the client's journey, folded from its stream
// (journey-{userId}): the journey's own status, plan and manager changes, and the amount.
export type ClientEditState = { started: boolean; status: string | null; plan: string | null; manager: string | null; amount: number | null };
export type ClientEditEvent = JourneyEvent | ClientsStatusEvent;

export const initialClientEditState: ClientEditState = { started: false, status: null, plan: null, manager: null, amount: null };

export const evolveClientEdit = (previous: ClientEditState, event: ClientEditEvent): ClientEditState => {
  const state = previous.started ? previous : { ...previous, started: true };
  switch (event.type) {
    case 'JourneyStatusChanged':
      return { ...state, status: event.data.status };
    case 'JourneyPlanChanged':
      return { ...state, plan: event.data.plan };
    case 'JourneyManagerChanged':
      return { ...state, manager: event.data.manager };
    case 'ClientAmountChanged':
      return { ...state, amount: event.data.amount };
    default:
      return state;
  }
};

// The journey's lists as they are today, and whether the manager named is staff: facts looked up
// before deciding.
export type EditClient = { type: 'EditClient'; userId: string; edit: ClientEdit; statuses: readonly string[]; plans: readonly string[]; managerIsStaff: boolean; now: Date };

const refused = (message: string): DomainError => domainError('ClientEditRefused', message);

// Only what changes is recorded; a status or plan the journey has already (one named before a rename)
// is kept, a new one must be on today's list.
function decide(c: EditClient, state: ClientEditState): ClientEditEvent[] | DomainError {
  if (!state.started) return domainError('ClientNotFound');
  const { userId, edit } = c;
  const changedAt = c.now.toISOString();
  const events: ClientEditEvent[] = [];
  if (edit.status !== undefined && edit.status !== state.status) {
    if (!c.statuses.includes(edit.status)) return refused(m.ClientStatusUnknown);
    events.push({ type: 'JourneyStatusChanged', data: { userId, status: edit.status, changedAt } });
  }
  if (edit.plan !== undefined && edit.plan !== state.plan) {
    if (!c.plans.includes(edit.plan)) return refused(m.ClientPlanUnknown);
    events.push({ type: 'JourneyPlanChanged', data: { userId, plan: edit.plan, changedAt } });
  }
  if (edit.manager !== undefined && edit.manager !== state.manager) {
    if (edit.manager !== null && !c.managerIsStaff) return refused(m.ClientManagerUnknown);
    events.push({ type: 'JourneyManagerChanged', data: { userId, manager: edit.manager, changedAt } });
  }
  if (edit.amount !== undefined && edit.amount !== state.amount) events.push({ type: 'ClientAmountChanged', data: { userId, amount: edit.amount, changedAt } });
  return events;
}

export const clientEditDecider: Decider<ClientEditState, EditClient, ClientEditEvent> = {
  events: { ...journeyEvents, ...clientsStatusEvents },
  initialState: initialClientEditState,
  evolve: evolveClientEdit,
  decide,
};
