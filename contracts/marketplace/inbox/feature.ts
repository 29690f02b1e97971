import { defineFeature, tableTypes } from '../../core/feature';
import { inboxAccess } from './access';
import { inboxCalls } from './calls';
import { inboxEvents } from './events';
import { inboxMessages } from './messages';
import { notificationCreatedMessage } from './live';
import type { InboxTables } from './tables';

// The inbox: what happened to someone (an applicant, a connect, a match), kept for whoever was
// away, and read. The inbox-{userId} stream also holds what the activity lists and conversations
// record as seen or read (ActivitySeen, ConversationRead).
export const inboxFeature = defineFeature({
  name: 'marketplace/inbox',
  calls: inboxCalls,
  access: inboxAccess,
  events: inboxEvents,
  live: { 'notification.created': notificationCreatedMessage },
  errors: {},
  messages: inboxMessages,
  streams: ['inbox-'],
  tables: tableTypes<InboxTables>(),
});
