import { defineFeature, tableTypes } from '../../core/feature';
import { pushAccess } from './access';
import { pushCalls } from './calls';
import { pushErrors } from './errors';
import { pushEvents } from './events';
import { PUSH_STREAM_PREFIX } from './ids';
import { pushMessages } from './messages';
import type { PushTables } from './tables';

// Push notifications: admins send a title and a message to a query of people or to people picked;
// it reaches their inbox and every browser of theirs that allowed notifications (Web Push).
export const pushFeature = defineFeature({
  name: 'backoffice/push',
  calls: pushCalls,
  access: pushAccess,
  events: pushEvents,
  live: {},
  errors: pushErrors,
  messages: pushMessages,
  streams: [PUSH_STREAM_PREFIX],
  tables: tableTypes<PushTables>(),
});
