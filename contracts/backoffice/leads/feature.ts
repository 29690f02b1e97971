import { defineFeature, tableTypes } from '../../core/feature';
import { leadsAccess } from './access';
import { leadCalls } from './calls';
import { leadErrors } from './errors';
import { leadEvents } from './events';
import { LEAD_STREAM_PREFIX } from './ids';
import { leadMessages } from './messages';
import type { LeadsTables } from './tables';

// Leads (/leads): people who may become coaching clients, added, edited and deleted by staff (or
// by a visitor's questionnaire), with follow-up reminders mailed to their manager.
export const leadsFeature = defineFeature({
  name: 'backoffice/leads',
  calls: leadCalls,
  access: leadsAccess,
  events: leadEvents,
  live: {},
  errors: leadErrors,
  messages: leadMessages,
  streams: [LEAD_STREAM_PREFIX],
  tables: tableTypes<LeadsTables>(),
});
