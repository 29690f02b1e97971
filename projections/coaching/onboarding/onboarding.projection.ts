import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('onboarding')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('data_checked_at', 'timestamptz')
    .addColumn('cv_file_id', 'text')
    .addColumn('cv_file_name', 'text')
    .addColumn('cv_file_kind', 'text')
    .addColumn('cv_file_size', 'integer')
    .addColumn('cv_uploaded_at', 'timestamptz')
    .addColumn('meeting_slot_id', 'text')
    .addColumn('meeting_start', 'timestamptz')
    .addColumn('meeting_end', 'timestamptz')
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('meeting_slot')
    .ifNotExists()
    .addColumn('slot_id', 'text', (c) => c.primaryKey())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_by', 'text')
    .addColumn('booked_by', 'text')
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('kept_cv_file')
    .ifNotExists()
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kept_until', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('meeting_slot_start_idx').ifNotExists().on('meeting_slot').columns(['start_at']).execute();
  await db.schema.createIndex('kept_cv_file_until_idx').ifNotExists().on('kept_cv_file').columns(['kept_until']).execute();
};

const empty = (userId: string) => ({
  user_id: userId,
  data_checked_at: null,
  cv_file_id: null,
  cv_file_name: null,
  cv_file_kind: null,
  cv_file_size: null,
  cv_uploaded_at: null,
  meeting_slot_id: null,
  meeting_start: null,
  meeting_end: null,
});

// Each client's onboarding parts, the meeting slots staff opened with who holds each, and the
// replaced CV files kept while mailed links to them still open.
export const onboardingProjection = rowProjection({
  name: 'onboarding',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'onboarding',
      key: ['user_id'],
      on: {
        OnboardingDataChecked: ({ data }) => ({ upsert: { ...empty(data.userId), data_checked_at: data.checkedAt }, set: { data_checked_at: data.checkedAt } }),
        OnboardingCvUploaded: ({ data }) => {
          const cv = { cv_file_id: data.fileId, cv_file_name: data.name, cv_file_kind: data.kind, cv_file_size: data.size, cv_uploaded_at: data.uploadedAt };
          return { upsert: { ...empty(data.userId), ...cv }, set: cv };
        },
        MeetingScheduled: ({ data }) => {
          const meeting = { meeting_slot_id: data.slotId, meeting_start: data.start, meeting_end: data.end };
          return { upsert: { ...empty(data.userId), ...meeting }, set: meeting };
        },
        MeetingCancelled: ({ data }) => ({ patch: [data.userId], set: { meeting_slot_id: null, meeting_start: null, meeting_end: null } }),
        AccountDeleted: ({ data }) => ({ remove: [data.userId] }),
      },
    }),
    rowTable({
      table: 'meeting_slot',
      key: ['slot_id'],
      on: {
        MeetingSlotOpened: ({ data, metadata }) => ({
          insert: { slot_id: data.slotId, start_at: data.start, end_at: data.end, opened_by: (metadata as { actor?: string }).actor ?? null, booked_by: null, closed: false },
        }),
        MeetingSlotClosed: ({ data }) => ({ patch: [data.slotId], set: { closed: true } }),
        MeetingSlotBooked: ({ data }) => ({ patch: [data.slotId], set: { booked_by: data.userId } }),
        MeetingSlotReleased: ({ data }) => ({ patch: [data.slotId], set: { booked_by: null } }),
        // a deleted client's slot opens again
        AccountDeleted: ({ data }) => ({ patchWhere: { booked_by: data.userId }, set: { booked_by: null } }),
      },
    }),
    rowTable({
      table: 'kept_cv_file',
      key: ['file_id'],
      on: {
        OnboardingCvFileKept: ({ data }) => ({ upsert: { file_id: data.fileId, user_id: data.userId, kept_until: data.until } }),
        OnboardingCvFileRemoved: ({ data }) => ({ remove: [data.fileId] }),
        // the account's erasure removes every file it uploaded, kept ones too
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
});
