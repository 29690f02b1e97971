import { leadsFeature } from '../../../contracts/backoffice/leads/feature';
import { leadProjection } from '../../../projections/backoffice/leads/lead.projection';
import { defineServerFeature } from '../../server/feature';
import { createEditLead } from './calls/create-edit-lead';
import { deleteLead } from './calls/delete-lead';
import { getLeadsData, leadsCsv } from './calls/get-leads-data';
import { mailLeadReminders } from './tasks/mail-lead-reminders';

export const leadsServer = defineServerFeature({
  contract: leadsFeature,
  projections: [leadProjection],
  migrations: [],
  reads: { createEditLead: [leadProjection], deleteLead: [leadProjection] },
  calls: { getLeadsData, createEditLead, deleteLead },
  csv: { getLeadsData: leadsCsv },
  tasks: [mailLeadReminders],
});
