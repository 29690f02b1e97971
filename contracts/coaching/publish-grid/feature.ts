import { defineFeature, tableTypes } from '../../core/feature';
import { publishGridAccess } from './access';
import { publishGridCalls } from './calls';
import { publishGridEvents } from './events';
import { publishGridChangedMessage } from './live';
import { publishGridMessages } from './messages';
import type { PublishGridTables } from './tables';

// The staff's live publish schedule: the clients' parts placed at times of the day (cells), moved
// and taken off, publishing and the newsletters turned on or off, and the test addresses.
export const publishGridFeature = defineFeature({
  name: 'coaching/publish-grid',
  calls: publishGridCalls,
  access: publishGridAccess,
  events: publishGridEvents,
  live: { 'publishGrid.changed': publishGridChangedMessage },
  errors: {},
  messages: publishGridMessages,
  streams: ['publish-grid'],
  tables: tableTypes<PublishGridTables>(),
});
