import { sql, type Selectable } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import type { PaymentTable, ProSettingTable } from '../../../contracts/marketplace/payments/tables';
import { defineProjection, type Db } from '../../core/projection';
import { loadRows, upsertRows } from '../../core/rows';

type ProSettingRow = Selectable<ProSettingTable>;

const createTables = async (db: Db) => {
  await db.schema
    .createTable('payment')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pro_setting')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('anonymous_search', 'boolean', (c) => c.notNull())
    .addColumn('last_position', sql`numeric(40, 0)`, (c) => c.notNull())
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('payment_started_idx').ifNotExists().on('payment').column('started_at desc').execute();
  await db.schema.createIndex('payment_user_idx').ifNotExists().on('payment').column('user_id').execute();
};

type PaymentRow = Omit<Selectable<PaymentTable>, 'started_at' | 'completed_at'> & { started_at: string | Date; completed_at: string | Date | null };
type Completion = DecodedEvent<'PaymentSucceeded' | 'PaymentFailed' | 'PaymentCancelled'>;

const startedRow = (event: DecodedEvent<'PaymentStarted'>): PaymentRow => {
  const d = event.data;
  return {
    id: d.paymentId,
    user_id: d.userId,
    method: d.method,
    months: d.months,
    amount: d.amount,
    currency: d.currency,
    provider: d.provider,
    status: 'started',
    card_last4: null,
    failure_reason: null,
    started_at: d.startedAt,
    completed_at: null,
    last_position: event.position,
  };
};

// What a completion changes in the payment; shared by the handlers and the batch form.
const completionOf = (event: Completion): Partial<PaymentRow> => {
  switch (event.type) {
    case 'PaymentSucceeded':
      return { status: 'succeeded', completed_at: event.data.paidAt, card_last4: event.data.cardLast4 };
    case 'PaymentFailed':
      return { status: 'failed', completed_at: event.data.failedAt, card_last4: event.data.cardLast4, failure_reason: event.data.reason };
    case 'PaymentCancelled':
      return { status: 'cancelled', completed_at: event.data.cancelledAt };
  }
};

// A deleted account's payments stay for the accounts (amounts, dates, outcome), without the card.
const erased = { card_last4: null } as const;

const isCompletion = (event: DecodedEvent): event is Completion => event.type === 'PaymentSucceeded' || event.type === 'PaymentFailed' || event.type === 'PaymentCancelled';
const isOlder = (row: { last_position: Position }, position: Position) => BigInt(row.last_position) < BigInt(position);

// Completion writes only over an older row: a replay changes nothing.
const complete = async (db: Db, event: Completion) => {
  await db
    .updateTable('payment')
    .set({ ...completionOf(event), last_position: event.position })
    .where('id', '=', event.data.paymentId)
    .where(sql<boolean>`last_position < ${event.position}::numeric`)
    .execute();
};

const eraseCards = (db: Db, userIds: readonly string[], position: Position) =>
  db
    .updateTable('payment')
    .set({ ...erased, last_position: position })
    .where('user_id', 'in', userIds)
    .where(sql<boolean>`last_position < ${position}::numeric`)
    .execute();

// Payments as administrators list them (getPayments), and Pro members' settings.
export const paymentProjection = defineProjection({
  name: 'payment',
  // 2: a deleted account's payments lose their card digits
  version: 2,
  tables: ['payment', 'pro_setting'],
  createTables,
  createIndexes,
  handlers: {
    PaymentStarted: async (db, event) => {
      await db.insertInto('payment').values(startedRow(event)).onConflict((oc) => oc.column('id').doNothing()).execute();
    },
    PaymentSucceeded: complete,
    PaymentFailed: complete,
    PaymentCancelled: complete,
    AnonymousSearchSet: async (db, event) => {
      await db
        .insertInto('pro_setting')
        .values({ user_id: event.data.userId, anonymous_search: event.data.anonymous, last_position: event.position })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ anonymous_search: event.data.anonymous, last_position: event.position })
            .where(sql<boolean>`pro_setting.last_position < ${event.position}::numeric`),
        )
        .execute();
    },
    AccountDeleted: async (db, event) => {
      await db.deleteFrom('pro_setting').where('user_id', '=', event.data.userId).execute();
      await eraseCards(db, [event.data.userId], event.position);
    },
  },
  // Payments and settings the batch names are loaded once and followed in memory in log order; a
  // deleted account's other rows are changed in SQL first, what the batch left is written after.
  async applyBatch(db, events) {
    const paymentIds = [...new Set(events.flatMap((e) => (e.type === 'PaymentStarted' || isCompletion(e) ? [e.data.paymentId] : [])))];
    const settingIds = [...new Set(events.flatMap((e) => (e.type === 'AnonymousSearchSet' ? [e.data.userId] : [])))];
    const payments = await loadRows<PaymentRow>(db, 'payment', 'id', paymentIds);
    const settings = await loadRows<ProSettingRow>(db, 'pro_setting', 'user_id', settingIds);
    const written = { payments: new Set<string>(), settings: new Set<string>() };
    const deletions: DecodedEvent<'AccountDeleted'>[] = [];
    for (const event of events) {
      if (event.type === 'PaymentStarted') {
        if (payments.has(event.data.paymentId)) continue;
        payments.set(event.data.paymentId, startedRow(event));
        written.payments.add(event.data.paymentId);
      } else if (isCompletion(event)) {
        const row = payments.get(event.data.paymentId);
        if (!row || !isOlder(row, event.position)) continue;
        Object.assign(row, completionOf(event), { last_position: event.position });
        written.payments.add(row.id);
      } else if (event.type === 'AnonymousSearchSet') {
        const row = settings.get(event.data.userId);
        if (row && !isOlder(row, event.position)) continue;
        settings.set(event.data.userId, { user_id: event.data.userId, anonymous_search: event.data.anonymous, last_position: event.position });
        written.settings.add(event.data.userId);
      } else if (event.type === 'AccountDeleted') {
        deletions.push(event);
        settings.delete(event.data.userId);
        for (const row of payments.values()) {
          if (row.user_id !== event.data.userId || !isOlder(row, event.position)) continue;
          Object.assign(row, erased, { last_position: event.position });
          written.payments.add(row.id);
        }
      }
    }
    for (const event of deletions) {
      await db.deleteFrom('pro_setting').where('user_id', '=', event.data.userId).execute();
      await eraseCards(db, [event.data.userId], event.position);
    }
    const pick = <R>(rows: Map<string, R>, ids: Set<string>) => [...ids].flatMap((id) => rows.get(id) ?? []);
    await upsertRows(db, 'payment', 'id', pick(payments, written.payments));
    await upsertRows(db, 'pro_setting', 'user_id', pick(settings, written.settings));
  },
});
