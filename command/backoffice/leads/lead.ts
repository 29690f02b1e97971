import { leadEvents, type LeadEvent } from '../../../contracts/backoffice/leads/events';
import type { LeadFields } from '../../../contracts/backoffice/leads/lead';

// What the lead's rules need of lead-{leadId}: whether it exists (not deleted) and its fields.
export type LeadState = { status: 'none' } | { status: 'kept'; fields: LeadFields; questionnaireId: string | null } | { status: 'deleted' };
export const initialLead: LeadState = { status: 'none' };

export const evolveLead = (state: LeadState, event: LeadEvent): LeadState => {
  switch (event.type) {
    case 'LeadAdded':
      return { status: 'kept', fields: event.data.fields, questionnaireId: event.data.questionnaireId };
    case 'LeadEdited':
      return state.status === 'kept' ? { ...state, fields: event.data.fields } : state;
    case 'LeadDeleted':
      return { status: 'deleted' };
  }
};

export const leadFolder = { events: leadEvents, initialState: initialLead, evolve: evolveLead };
