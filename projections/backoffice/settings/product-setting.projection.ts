import { actorOf } from '../../../contracts/core/history';
import { settingOfEvent } from '../../../contracts/backoffice/settings/events';
import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('product_setting')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

type Changed = DecodedEvent<keyof typeof settingOfEvent>;

// The setting's row as its last change left it.
const changed = (event: Changed): { upsert: RowOf<'product_setting'> } => ({
  upsert: {
    name: settingOfEvent[event.type],
    // as JSON text: a bare string would be taken for JSON already (a brand name is a string)
    value: JSON.stringify(event.data.to),
    revision: event.streamPosition,
    changed_by: actorOf(event.metadata),
    changed_at: event.data.changedAt,
  },
});

// The settings an admin changed, one row each (a setting without a row has its default). Every
// reader of a setting reads here, one indexed read per use: a change is seen by every worker at once.
export const productSettingProjection = rowProjection({
  name: 'product_setting',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'product_setting',
      key: ['name'],
      json: ['value'],
      on: {
        CoachingBrandRenamed: changed,
        PublishTimesChanged: changed,
        PublishPartsChanged: changed,
        DefaultJobLimitChanged: changed,
        MailSenderChanged: changed,
      },
    }),
  ],
});
