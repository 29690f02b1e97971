import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { leadSubject } from './ids';
import { storedLeadFieldsSchema } from './lead';

const at = z.string();
// the lead's personal data is its own: encrypted under the lead's key, destroyed with the lead
const subject = (data: Record<string, unknown>) => (typeof data.leadId === 'string' ? leadSubject(data.leadId) : null);
const personal = ['fields.email', 'fields.name', 'fields.phone', 'fields.internationalPhone', 'fields.summary'];

const fields = storedLeadFieldsSchema;

// Stored events of lead-{leadId}. Who acted is in the metadata (a visitor's questionnaire has none).
export const leadEvents = defineEvents({
  // questionnaireId: the questionnaire it came from, if any
  LeadAdded: event(z.object({ leadId: z.string(), fields, questionnaireId: z.string().nullable(), addedAt: at }), { personal, subject }),
  // the whole lead as saved
  LeadEdited: event(z.object({ leadId: z.string(), fields, editedAt: at }), { personal, subject }),
  LeadDeleted: event(z.object({ leadId: z.string(), deletedAt: at }), { subject }),
});

export type LeadEvent = EventOf<typeof leadEvents>;
