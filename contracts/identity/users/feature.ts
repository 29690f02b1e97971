import { defineFeature, tableTypes } from '../../core/feature';
import { identityAccess } from './access';
import { identityCalls } from './calls';
import { identityErrors } from './errors';
import { identityEvents } from './events';
import { identityMessages } from './messages';
import { userChangedMessage } from './live';
import type { IdentityTables } from './tables';

export const identityUsersFeature = defineFeature({
  name: 'identity/users',
  calls: identityCalls,
  access: identityAccess,
  events: identityEvents,
  live: { 'user.changed': userChangedMessage },
  errors: identityErrors,
  messages: identityMessages,
  streams: ['user-', 'email-'],
  tables: tableTypes<IdentityTables>(),
});
