import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Written } from '../../core/row-touch';
import { liveRooms } from '../../../contracts/live';
import { partners, type Partner } from '../../../contracts/backoffice/partners/ids';
import type { PartnerChangedMessage } from '../../../contracts/backoffice/partners/live';
import { FOUND_A_JOB } from '../../../contracts/backoffice/partners/partner-client';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('partner_client')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('partner', 'text')
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull())
    .addColumn('approved', 'boolean', (c) => c.notNull())
    .addColumn('approve_date', 'timestamptz')
    .addColumn('status', 'text')
    .addColumn('original_title', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('found_job_at', 'timestamptz')
    .addColumn('partner_part', 'float8')
    .addColumn('talent_paid_date', 'timestamptz')
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('partner_settings')
    .ifNotExists()
    .addColumn('partner', 'text', (c) => c.primaryKey())
    .addColumn('emails', 'jsonb', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('partner_quota')
    .ifNotExists()
    .addColumn('partner', 'text', (c) => c.notNull())
    // the event that added the package: two packages added in the same millisecond are two rows
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_quota_pk', ['partner', 'event_id'])
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('partner_client_partner_idx').ifNotExists().on('partner_client').columns(['partner', 'assigned_at']).execute();
};

type PartnerClientRow = RowOf<'partner_client'>;

const fresh = (userId: string, partner: 'first' | 'second' | null, at: string): PartnerClientRow => ({
  user_id: userId,
  partner,
  assigned_at: at,
  approved: false,
  approve_date: null,
  status: null,
  original_title: null,
  updated_at: null,
  found_job_at: null,
  partner_part: null,
  talent_paid_date: null,
});

const whatOf: Record<string, PartnerChangedMessage['what'] | undefined> = {
  PartnerClientAssigned: 'assigned',
  PartnerClientApproved: 'approved',
  PartnerClientUpdated: 'updated',
  PartnerSplitSet: 'split',
  PartnerTalentPaid: 'paid',
  PartnerQuotaAdded: 'quota',
  PartnerEmailsSet: 'emails',
};

// Each open dashboard hears what changed on it (room partner:{partner}); a client assigned may have
// left the other partner, so both hear of an assignment, with nothing about whom.
const pushToPartners = (written: readonly Written<{ partner: Partner | null }>[], live: LiveOutbox) => {
  for (const { event, row } of written) {
    const what = whatOf[event.type];
    if (!what) continue;
    const to = what === 'assigned' ? partners : row.partner ? [row.partner] : [];
    for (const partner of to) live.publish(liveRooms.partner(partner), 'partners.changed', { partner, what, position: event.position });
  }
};

const patch = (event: DecodedEvent, set: Partial<PartnerClientRow>) => ({ patch: [(event.data as { userId: string }).userId], set });

// The clients of each partner company: their approval, partner status and revenue split (folded
// from the partner events on their journeys), the emails lists and the prepaid packages.
export const partnerClientProjection = rowProjection({
  name: 'partner_client',
  version: 3,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'partner_client',
      key: ['user_id'],
      on: {
        // a client given to another partner starts again there
        PartnerClientAssigned: (e) => ({ upsert: fresh(e.data.userId, e.data.partner, e.data.assignedAt) }),
        PartnerClientApproved: (e) => ({
          change: [e.data.userId],
          evolve: (row) => (row ? { ...row, approved: true, approve_date: e.data.approvedAt, status: row.partner === 'first' ? (row.status ?? 'Waiting to start') : row.status } : null),
        }),
        PartnerClientUpdated: (e) => ({
          change: [e.data.userId],
          evolve: (row) =>
            row
              ? {
                  ...row,
                  status: e.data.status ?? row.status,
                  original_title: e.data.originalTitle ?? row.original_title,
                  updated_at: e.data.updatedAt,
                  found_job_at: e.data.status === FOUND_A_JOB ? e.data.updatedAt : e.data.status !== undefined ? null : row.found_job_at,
                }
              : null,
        }),
        PartnerSplitSet: (e) => patch(e, { partner_part: e.data.partnerPart, updated_at: e.data.setAt }),
        PartnerTalentPaid: (e) => patch(e, { talent_paid_date: e.data.paidAt }),
        AccountDeleted: (e) => ({ remove: [e.data.userId] }),
      },
      push: pushToPartners,
    }),
    rowTable({
      table: 'partner_settings',
      key: ['partner'],
      json: ['emails'],
      on: { PartnerEmailsSet: (e) => ({ upsert: { partner: e.data.partner, emails: JSON.stringify(e.data.emails) } }) },
      push: pushToPartners,
    }),
    rowTable({
      table: 'partner_quota',
      key: ['partner', 'event_id'],
      on: { PartnerQuotaAdded: (e) => ({ insert: { partner: e.data.partner, event_id: e.id, count: e.data.count, date: e.data.date } }) },
      push: pushToPartners,
    }),
  ],
});
