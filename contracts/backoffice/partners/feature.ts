import { defineFeature, tableTypes } from '../../core/feature';
import { partnersAccess } from './access';
import { partnersCalls } from './calls';
import { partnersErrors } from './errors';
import { partnersEvents } from './events';
import { PARTNER_STREAM_PREFIX } from './ids';
import { partnerChangedMessage } from './live';
import { partnersMessages } from './messages';
import type { PartnersTables } from './tables';

// The partner dashboards (/synamediaClients, /bflClients): a partner company's users see and approve
// their own clients; journey admins assign clients to partners, edit rows, lists and the revenue
// split. A client's partner events live on its journey (journey-{userId}); the partner's settings on
// partner-{partner}.
export const partnersFeature = defineFeature({
  name: 'backoffice/partners',
  calls: partnersCalls,
  access: partnersAccess,
  events: partnersEvents,
  live: { 'partners.changed': partnerChangedMessage },
  errors: partnersErrors,
  messages: partnersMessages,
  streams: [PARTNER_STREAM_PREFIX],
  tables: tableTypes<PartnersTables>(),
});
