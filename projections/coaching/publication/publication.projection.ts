import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import type { PublishGridChangedMessage } from '../../../contracts/coaching/publish-grid/live';
import { parts } from '../../../contracts/coaching/publication/publication';
import type { PublishCyclePart } from '../../../contracts/coaching/publication/tables';
import type { LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import { increment, type Written } from '../../core/row-touch';
import { createPublicationIndexes, createPublicationTables } from './publication-tables';

const what = (event: DecodedEvent): PublishGridChangedMessage['what'] | null => {
  switch (event.type) {
    case 'PublishApproved':
      return 'approved';
    case 'PublishPaused':
      return 'paused';
    case 'PublishRequested':
      return 'requested';
    case 'PublishDeclined':
      return 'declined';
    case 'NewPublishStarted':
      return 'newPublish';
    case 'CycleOpened':
    case 'CycleClosed':
      return 'cycle';
    default:
      return null;
  }
};

// Every staff member watching the grid hears of each change to a client's publication (room
// staff:publish-grid), once: from the publication's table (the cycles' table hears the same events).
// The cells, the parts sent and the globals are the grid's projection's to tell.
const pushToGrid = (written: readonly Written<object>[], live: LiveOutbox) => {
  for (const { event } of written) {
    const kind = what(event);
    if (!kind) continue;
    const data = event.data as { userId: string };
    live.publish(liveRooms.publishGrid, 'publishGrid.changed', { what: kind, userId: data.userId, cellId: null, position: event.position });
  }
};

// a part the cycle's row did not list (the settings offered more parts than when it opened) is added
const partSent = (listed: readonly PublishCyclePart[], sent: PublishCyclePart): PublishCyclePart[] =>
  listed.some((p) => p.part === sent.part) ? listed.map((p) => (p.part === sent.part ? sent : p)) : [...listed, sent].sort((a, b) => a.part - b.part);
const noParts = (): PublishCyclePart[] => parts.map((part) => ({ part, date: null, sentCount: 0, excluded: 0, failed: 0, error: null }));

// A client's publication and its cycles.
export const publicationProjection = rowProjection({
  name: 'publication',
  version: 1,
  createTables: createPublicationTables,
  createIndexes: createPublicationIndexes,
  tables: [
    rowTable({
      table: 'publication',
      key: ['user_id'],
      json: ['exclude_list'],
      on: {
        PublishTestSent: ({ data }) => ({
          upsert: {
            user_id: data.userId, publish_id: data.publishId, status: 'tested', last_test_id: data.testId, test_sent_at: data.sentAt, is_need_test: true, is_publish: false,
            begin_publish: null, approved_at: null, data_taken_at: null, decline_reason: null, auto_put_on_publish_list: true, cover_letter_id: null, resume_id: null, exclude_list: [], active_cycle: null, number_of_cycles: 0,
          },
          set: { publish_id: data.publishId, last_test_id: data.testId, test_sent_at: data.sentAt, is_need_test: true },
        }),
        PublishRequested: ({ data }) => ({ patch: [data.userId], set: { status: 'requested', begin_publish: data.beginPublish, decline_reason: null } }),
        PublishApproved: ({ data }) => ({
          patch: [data.userId],
          set: { status: 'approved', is_publish: true, begin_publish: data.beginPublish, approved_at: data.approvedAt, data_taken_at: data.approvedAt, decline_reason: null, cover_letter_id: data.coverLetterId, resume_id: data.resumeId },
        }),
        PublishDeclined: ({ data }) => ({ patch: [data.userId], set: { status: 'declined', decline_reason: data.reason, is_need_test: false } }),
        PublishPaused: ({ data }) => ({ patch: [data.userId], set: { status: 'paused', is_publish: false } }),
        NewPublishStarted: ({ data }) => ({ patch: [data.userId], set: { status: 'new', publish_id: data.publishId, last_test_id: null, test_sent_at: null, is_need_test: null, is_publish: false } }),
        PublishDataUpdated: ({ data }) => ({ patch: [data.userId], set: { cover_letter_id: data.coverLetterId, resume_id: data.resumeId, data_taken_at: data.updatedAt, ...(data.excludeList ? { exclude_list: data.excludeList } : {}) } }),
        AutoPutOnPublishListChanged: ({ data }) => ({ patch: [data.userId], set: { auto_put_on_publish_list: data.autoPutOnPublishList } }),
        CycleOpened: ({ data }) => ({ patch: [data.userId], set: { active_cycle: data.cycleId, number_of_cycles: increment(1) } }),
        CycleClosed: ({ data }) => ({ patch: [data.userId], set: { active_cycle: null, is_publish: false, status: 'tested' } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
      push: pushToGrid,
    }),
    rowTable({
      table: 'publish_cycle',
      key: ['cycle_id'],
      json: ['parts'],
      on: {
        CycleOpened: ({ data }) => ({ insert: { cycle_id: data.cycleId, user_id: data.userId, cycle: data.cycle, publish_id: data.publishId, status: 'open', opened_at: data.openedAt, first_sent: null, parts: noParts() } }),
        PartSent: ({ data }) => ({
          change: [data.cycleId],
          evolve: (row) =>
            row && {
              ...row,
              first_sent: row.first_sent ?? (data.failed || data.error !== null ? null : data.sentAt),
              parts: partSent(row.parts as PublishCyclePart[], { part: data.part, date: data.sentAt, sentCount: data.sent, excluded: data.excluded, failed: data.failed, error: data.error }),
            },
        }),
        CycleClosed: ({ data }) => ({ patch: [data.cycleId], set: { status: 'CLOSED' } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
});
