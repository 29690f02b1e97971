import { actorOf } from '../../../contracts/core/history';
import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('journey_setting_list')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const row = (name: string, values: readonly string[], event: DecodedEvent, at: string): { upsert: RowOf<'journey_setting_list'> } => ({
  upsert: { name, value: JSON.stringify(values), changed_by: actorOf(event.metadata), changed_at: at },
});

// The journey's lists someone changed, one row each (a list without a row has its default): the
// journey settings' own lists, and the publish grid's test addresses with who set them last.
export const journeySettingListProjection = rowProjection({
  name: 'journey_setting_list',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'journey_setting_list',
      key: ['name'],
      json: ['value'],
      on: {
        JourneyListChanged: (event) => row(event.data.list, event.data.to, event, event.data.changedAt),
        PublishTestAddressesSet: (event) => row('emailsToSendTest', event.data.emailsToSendTest, event, event.data.setAt),
      },
    }),
  ],
});
