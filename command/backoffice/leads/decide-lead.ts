import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { leadEvents, type LeadEvent } from '../../../contracts/backoffice/leads/events';
import { leadWithRules, statusFits, type LeadFields } from '../../../contracts/backoffice/leads/lead';
import { leadMessages as m } from '../../../contracts/backoffice/leads/messages';
import type { Decider } from '../../core/decider';
import { evolveLead, initialLead, type LeadState } from './lead';

// What a lead may be saved with, looked up as the command is made: the questionnaire statuses of
// now and the staff a manager is one of.
export type LeadFacts = { statuses: readonly string[]; staff: readonly string[] };

// date: when the lead came (absent on an addition: now; absent on an edit: as it was).
type Fields = Omit<LeadFields, 'date'> & { date?: string };

export type LeadCommand =
  | ({ type: 'AddLead'; leadId: string; fields: Fields; questionnaireId: string | null; now: Date } & LeadFacts)
  | ({ type: 'EditLead'; leadId: string; fields: Fields; now: Date } & LeadFacts)
  | { type: 'DeleteLead'; leadId: string; now: Date };

// A refusal names its field, so the dialog shows it there.
export const refusedField = (message: string): DomainError => domainError('LeadRefused', message);

function checked(fields: Fields, facts: LeadFacts, now: Date): Omit<LeadFields, 'date'> | DomainError {
  const ruled = leadWithRules(fields, now);
  if (!statusFits(ruled.status, facts.statuses)) return refusedField(say(m.LeadStatusUnknown, { statuses: facts.statuses.join(', ') }));
  if (ruled.csManager !== null && !facts.staff.includes(ruled.csManager)) return refusedField(m.LeadManagerUnknown);
  return ruled;
}

const same = (a: object, b: object) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

function decide(c: LeadCommand, state: LeadState): LeadEvent[] | DomainError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'AddLead': {
      // an addition repeated (a retried request) finds the lead there
      if (state.status !== 'none') return [];
      const fields = checked(c.fields, c, c.now);
      if ('code' in fields) return fields;
      return [{ type: 'LeadAdded', data: { leadId: c.leadId, fields: { ...fields, date: c.fields.date ?? at }, questionnaireId: c.questionnaireId, addedAt: at } }];
    }
    case 'EditLead': {
      if (state.status !== 'kept') return domainError('LeadNotFound');
      const fields = checked(c.fields, c, c.now);
      if ('code' in fields) return fields;
      const next: LeadFields = { ...fields, date: c.fields.date ?? state.fields.date };
      return same(next, state.fields) ? [] : [{ type: 'LeadEdited', data: { leadId: c.leadId, fields: next, editedAt: at } }];
    }
    case 'DeleteLead':
      return state.status === 'kept' ? [{ type: 'LeadDeleted', data: { leadId: c.leadId, deletedAt: at } }] : domainError('LeadNotFound');
  }
}

export const leadDecider: Decider<LeadState, LeadCommand, LeadEvent> = { events: leadEvents, initialState: initialLead, evolve: evolveLead, decide };
