import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableInput, tableInputShape, tableOutput } from '../../core/data-table';
import { optionalSaidFields } from '../../core/messages';
import { leadFieldsSchema, leadSchema, NEW_LEAD_ID, staffMemberSchema } from './lead';
import { leadsTable } from './leads-table';

const leadId = z.string().trim().min(1).max(200);

// The table's page with what the dialog chooses from: the staff a manager is one of, the statuses.
export const leadsAnswerSchema = tableOutput(leadSchema).extend({ CSManagers: z.array(staffMemberSchema), questionnaireStatuses: z.array(z.string()) });
export type LeadsAnswer = z.infer<typeof leadsAnswerSchema>;

export const leadsSearchSchema = tableInput(leadsTable);

export const leadCalls = defineCalls({
  getLeadsData: {
    kind: 'query',
    access: 'staff',
    summary:
      'The leads as a data table: { search, fieldsToSearch, extraSearch: { from, to } (days the leads came, on Israel\'s clock), page, pageSize (100 by default), sort, noLimit } → ' +
      '{ data, cells, count, CSManagers (the staff a manager is chosen from), questionnaireStatuses (what a status may be, besides blank) }. ' +
      'Asked with Accept: text/csv it answers every lead the filters and the search keep, as a file (not capped by the page cap).',
    input: z.object(tableInputShape(leadsTable)).strict(),
    output: leadsAnswerSchema,
  },
  createEditLead: {
    kind: 'command',
    access: 'staff',
    summary:
      "Add a lead (newData._id -1) or save one (its id). The form's rules hold here too: the channel 'Meeting cancellation' means a follow-up is needed, with a reminder a day ahead " +
      "(Israel's time) unless one is given; a lead needing a follow-up has the status 'follow up'; a reminder without a needed follow-up is cleared. The status must be blank or a " +
      'questionnaire status and csManager one of the staff (400 LeadRefused, the issue on the field); an unknown id is 404 LeadNotFound. questionnaire: the lead is for the ' +
      'questionnaire newData.questionnaireId names (on an addition). Answers the lead as saved and, when searchParams are sent, the leads table for them.',
    input: z
      .object({
        newData: leadFieldsSchema.extend({ _id: z.union([z.literal(NEW_LEAD_ID), leadId]), questionnaireId: z.string().trim().min(1).max(200).nullable().optional() }),
        searchParams: leadsSearchSchema.optional(),
        questionnaire: z.boolean().optional(),
      })
      .strict(),
    output: z.object({ lead: leadSchema, leads: leadsAnswerSchema.nullable(), ...optionalSaidFields }),
  },
  deleteLead: {
    kind: 'command',
    access: 'staff',
    summary: "Delete a lead: it leaves every list and its personal data is destroyed. Answers its id and, when searchParams are sent, the leads table for them; 404 LeadNotFound for an unknown id.",
    input: z.object({ id: leadId, searchParams: leadsSearchSchema.optional() }).strict(),
    output: z.object({ deleted: z.string(), leads: leadsAnswerSchema.nullable(), ...optionalSaidFields }),
  },
});
