import { domainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { companyEvents, type CompanyEvent } from '../../../contracts/marketplace/companies/events';
import { companyMessages as m } from '../../../contracts/marketplace/companies/messages';
import type { Decider } from '../../core/decider';
import { evolveNameReservation, initialNameReservation, type NameReservation } from './company';

export type AddCompany = { type: 'AddCompany'; companyId: string; name: string; url: string | null; now: Date };

// Decided on the name's reservation stream: the reservation and the company's first event, appended
// together to their two streams (add-company.ts). A name held already is refused, naming the
// company listed under it.
function decide(c: AddCompany, state: NameReservation): CompanyEvent[] | ReturnType<typeof domainError> {
  if (state.holder) return domainError('CompanyExists', say(m.CompanyNameTaken, { name: state.holder.name }));
  const at = c.now.toISOString();
  return [
    { type: 'CompanyNameReserved', data: { companyId: c.companyId, name: c.name, reservedAt: at } },
    { type: 'CompanyAdded', data: { companyId: c.companyId, name: c.name, url: c.url, addedAt: at } },
  ];
}

export const companyNameDecider: Decider<NameReservation, AddCompany, CompanyEvent> = { events: companyEvents, initialState: initialNameReservation, evolve: evolveNameReservation, decide };
