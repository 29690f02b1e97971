import { defineFeature, tableTypes } from '../../core/feature';
import { clientsStatusAccess } from './access';
import { clientsStatusCalls } from './calls';
import { clientsStatusErrors } from './errors';
import { clientsStatusEvents } from './events';
import { clientsStatusMessages } from './messages';
import type { ClientsStatusTables } from './tables';

// The journey clients' status table (/{product}-clients-status): staff filter and export it, the
// client admin edits a client's amount, manager, status and plan, each an event on the journey.
// Its events live on the journey's streams (journey-{userId}), whose history shows them.
export const clientsStatusFeature = defineFeature({
  name: 'backoffice/clients-status',
  calls: clientsStatusCalls,
  access: clientsStatusAccess,
  events: clientsStatusEvents,
  live: {},
  errors: clientsStatusErrors,
  messages: clientsStatusMessages,
  streams: [],
  tables: tableTypes<ClientsStatusTables>(),
});
