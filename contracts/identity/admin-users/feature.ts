import { defineFeature, tableTypes } from '../../core/feature';
import { adminUserAccess } from './access';
import { adminUserCalls } from './calls';
import { adminUserMessages } from './messages';

// The admins' users screen (/users): find people, set their credits, Pro and roles, exclude or
// delete them, and see what they did. Its events are the users' and the Pro plan's own.
export const adminUsersFeature = defineFeature({
  name: 'identity/admin-users',
  calls: adminUserCalls,
  access: adminUserAccess,
  events: {},
  live: {},
  errors: {},
  messages: adminUserMessages,
  streams: [],
  tables: tableTypes<object>(),
});
