import { defineFeature, tableTypes } from '../../core/feature';
import { recruiterContactsAccess } from './access';
import { recruiterContactsCalls } from './calls';
import { recruiterContactsEvents } from './events';
import { recruiterContactsMessages } from './messages';
import type { RecruiterContactsTables } from './tables';

// The recruiter contact list every part of a publication is mailed to: added one by one or from a
// CSV (merged by address), taken off, read as a staff data table.
export const recruiterContactsFeature = defineFeature({
  name: 'coaching/recruiter-contacts',
  calls: recruiterContactsCalls,
  access: recruiterContactsAccess,
  events: recruiterContactsEvents,
  live: {},
  errors: {},
  messages: recruiterContactsMessages,
  streams: ['recruiter-contacts'],
  tables: tableTypes<RecruiterContactsTables>(),
});
