import { defineFeature, tableTypes } from '../../core/feature';
import { forumAccess } from './access';
import { forumCalls } from './calls';
import { forumErrors } from './errors';
import { forumEvents } from './events';
import { FORUM_TOPIC_STREAM_PREFIX } from './ids';
import { forumMessages } from './messages';
import type { ForumTables } from './tables';

// The interviews forum (/interviews): visitors and signed-in people post the interviews they went
// through and reply; each edits and deletes their own posts; staff pin topics and delete any post.
export const forumFeature = defineFeature({
  name: 'backoffice/forum',
  calls: forumCalls,
  access: forumAccess,
  events: forumEvents,
  live: {},
  errors: forumErrors,
  messages: forumMessages,
  streams: [FORUM_TOPIC_STREAM_PREFIX],
  tables: tableTypes<ForumTables>(),
});
