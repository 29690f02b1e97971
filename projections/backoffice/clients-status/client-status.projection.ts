import { journeyEvents } from '../../../contracts/coaching/journey/events';
import type { DecodedEvent, EventType } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf, Stored, Touch } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('client_status')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text')
    .addColumn('plan', 'text')
    .addColumn('cs_manager', 'text')
    .addColumn('amount', 'float8')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('signed_date', 'text')
    .$call(addPositionColumn)
    .execute();
};

// the table's default order and its filters
const createIndexes = async (db: Db) => {
  await db.schema.createIndex('client_status_started_idx').ifNotExists().on('client_status').columns(['started_at desc', 'user_id desc']).execute();
  await db.schema.createIndex('client_status_status_idx').ifNotExists().on('client_status').columns(['status', 'started_at']).execute();
  await db.schema.createIndex('client_status_plan_idx').ifNotExists().on('client_status').columns(['plan', 'started_at']).execute();
};

type ClientRow = RowOf<'client_status'>;

// When something happened: the time the event names (a seeded journey's are in the past), else
// when it was recorded.
const timeOf = (event: DecodedEvent): string => {
  const named = Object.entries(event.data as Record<string, unknown>).find(([key, value]) => key.endsWith('At') && typeof value === 'string');
  return (named?.[1] as string | undefined) ?? event.recordedAt.toISOString();
};

const newRow = (userId: string, at: string): ClientRow => ({ user_id: userId, status: null, plan: null, cs_manager: null, amount: null, started_at: at, signed_date: null });

// A journey's first event opens its client's row (the day the journey started); the others change it.
const onJourney =
  (change: (row: ClientRow, event: DecodedEvent) => ClientRow = (row) => row) =>
  (event: DecodedEvent): Touch<ClientRow> => {
    const userId = (event.data as { userId: string }).userId;
    return { change: [userId], evolve: (row: Stored<ClientRow> | null) => change(row ?? newRow(userId, timeOf(event)), event) };
  };

const day = (at: string) => at.slice(0, 10);

const changes: Partial<Record<EventType, (row: ClientRow, event: DecodedEvent) => ClientRow>> = {
  JourneyStatusChanged: (row, e) => {
    const { status, changedAt } = (e as DecodedEvent<'JourneyStatusChanged'>).data;
    // 'signed' dates the signature, as the journey does: the first one
    return { ...row, status, signed_date: status === 'signed' ? (row.signed_date ?? day(changedAt)) : row.signed_date };
  },
  JourneyPlanChanged: (row, e) => ({ ...row, plan: (e as DecodedEvent<'JourneyPlanChanged'>).data.plan }),
  JourneyManagerChanged: (row, e) => ({ ...row, cs_manager: (e as DecodedEvent<'JourneyManagerChanged'>).data.manager }),
  ClientAmountChanged: (row, e) => ({ ...row, amount: (e as DecodedEvent<'ClientAmountChanged'>).data.amount }),
  // signing an offer (coaching/offers) dates the signature too
  TalentOfferSigned: (row, e) => ({ ...row, signed_date: row.signed_date ?? day((e as DecodedEvent<'TalentOfferSigned'>).data.signedAt) }),
};

const journeyTypes = Object.keys(journeyEvents) as (keyof typeof journeyEvents)[];

// The journey clients as the clients status table filters and sorts them: one row per journey
// (as personal_journey has), with the amount the client admin set.
export const clientStatusProjection = rowProjection({
  name: 'client_status',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'client_status',
      key: ['user_id'],
      on: {
        ...Object.fromEntries(journeyTypes.map((type) => [type, onJourney(changes[type])])),
        OnboardingDataChecked: onJourney(),
        TalentOfferSigned: onJourney(changes.TalentOfferSigned),
        ClientAmountChanged: onJourney(changes.ClientAmountChanged),
        AccountDeleted: (event) => ({ remove: [event.data.userId] }),
      },
    }),
  ],
});
