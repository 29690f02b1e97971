import { describe, it } from 'vitest';
import { clientsStatusMessages as m } from '../../../contracts/backoffice/clients-status/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { clientEditDecider, type ClientEditEvent, type EditClient } from './client-edit';

const given = DeciderSpecification.for(clientEditDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const changedAt = now.toISOString();
const userId = 'client-1';
const statuses = ['signed', 'freezed', 'published'];
const plans = ['standard pro', 'standard executive'];
const edit = (changes: EditClient['edit'], managerIsStaff = true): EditClient => ({ type: 'EditClient', userId, edit: changes, statuses, plans, managerIsStaff, now });

const started: ClientEditEvent = { type: 'JourneyDataUpdated', data: { userId, fields: { title: 'Analyst' }, updatedAt: changedAt } };
const published: ClientEditEvent = { type: 'JourneyStatusChanged', data: { userId, status: 'published', changedAt } };
const renamedStatus: ClientEditEvent = { type: 'JourneyStatusChanged', data: { userId, status: 'not in OldBrand', changedAt } };
const priced: ClientEditEvent = { type: 'ClientAmountChanged', data: { userId, amount: 1200.5, changedAt } };

describe('the client admin’s edit of a client', () => {
  it('records the status, plan, manager and amount changes as events on the journey', () => {
    given([started])
      .when(edit({ status: 'signed', plan: 'standard pro', manager: 'coach-1', amount: 990.9 }))
      .then([
        { type: 'JourneyStatusChanged', data: { userId, status: 'signed', changedAt } },
        { type: 'JourneyPlanChanged', data: { userId, plan: 'standard pro', changedAt } },
        { type: 'JourneyManagerChanged', data: { userId, manager: 'coach-1', changedAt } },
        { type: 'ClientAmountChanged', data: { userId, amount: 990.9, changedAt } },
      ]);
  });

  it('records nothing for values the client has already', () => {
    given([started, published, priced]).when(edit({ status: 'published', amount: 1200.5 })).thenNothingHappens();
    const planned: ClientEditEvent = { type: 'JourneyPlanChanged', data: { userId, plan: 'standard pro', changedAt } };
    const managed: ClientEditEvent = { type: 'JourneyManagerChanged', data: { userId, manager: 'coach-1', changedAt } };
    given([started, planned, managed]).when(edit({ plan: 'standard pro', manager: 'coach-1' }, false)).thenNothingHappens();
    given([started]).when(edit({})).thenNothingHappens();
  });

  it('keeps a status named before a rename when it is sent back unchanged', () => {
    given([started, renamedStatus]).when(edit({ status: 'not in OldBrand', amount: 10 })).then([{ type: 'ClientAmountChanged', data: { userId, amount: 10, changedAt } }]);
  });

  it('clears the amount and the manager with null', () => {
    given([started, priced, { type: 'JourneyManagerChanged', data: { userId, manager: 'coach-1', changedAt } }])
      .when(edit({ amount: null, manager: null }, false))
      .then([
        { type: 'JourneyManagerChanged', data: { userId, manager: null, changedAt } },
        { type: 'ClientAmountChanged', data: { userId, amount: null, changedAt } },
      ]);
  });

  it('refuses with ClientEditRefused a status or plan outside the journey’s lists, and a manager who is not staff', () => {
    given([started]).when(edit({ status: 'on vacation' })).thenFails('ClientEditRefused', m.ClientStatusUnknown);
    given([started]).when(edit({ plan: 'gold' })).thenFails('ClientEditRefused', m.ClientPlanUnknown);
    given([started]).when(edit({ manager: 'a-seeker' }, false)).thenFails('ClientEditRefused', m.ClientManagerUnknown);
  });

  it('refuses with ClientNotFound a person without a journey', () => {
    given([]).when(edit({ amount: 5 })).thenFails('ClientNotFound');
  });
});
