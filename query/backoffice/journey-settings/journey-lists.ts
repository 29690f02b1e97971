import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { journeyListDefaults, journeyListNames, type JourneyListName, type JourneyLists, type JourneySettings, type ListSetting } from '../../../contracts/backoffice/journey-settings/lists';

type Db = Kysely<Database>;
const isList = (name: string): name is JourneyListName => (journeyListNames as readonly string[]).includes(name);
const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ''}`.trim());
const defaultsOf = (brandName: string): JourneyLists => ({ emailsToSendTest: [], ...journeyListDefaults(brandName) });

// The journey's lists as the product uses them now: each changed one as its last change left it, the
// others at their defaults (the statuses' default names the brand as it is now). One read of a few
// rows; every feature that offers or checks one of these lists reads it here.
export async function journeyLists(db: Db, brandName: string): Promise<JourneyLists> {
  const rows = await db.selectFrom('journey_setting_list').select(['name', 'value']).execute();
  const changed = Object.fromEntries(rows.filter((r) => isList(r.name)).map((r) => [r.name, r.value as string[]]));
  return { ...defaultsOf(brandName), ...changed };
}

// The journey settings screen: each list, its default and its last change (who, named as the account
// reads now).
export async function getJourneySettings(db: Db, brandName: string): Promise<JourneySettings> {
  const rows = await db
    .selectFrom('journey_setting_list as s')
    .leftJoin('user_account as a', 'a.id', 's.changed_by')
    .select(['s.name', 's.value', 's.changed_by', 's.changed_at', 'a.first_name', 'a.last_name'])
    .execute();
  const byName = new Map(rows.map((r) => [r.name, r]));
  const defaults = defaultsOf(brandName);
  const list = (name: JourneyListName): ListSetting => {
    const row = byName.get(name);
    return {
      value: row ? (row.value as string[]) : defaults[name],
      default: defaults[name],
      changedBy: row?.changed_by ? { id: row.changed_by, name: nameOf(row.first_name, row.last_name) } : null,
      changedAt: row ? new Date(row.changed_at).toISOString() : null,
    };
  };
  return { lists: Object.fromEntries(journeyListNames.map((name) => [name, list(name)])) as JourneySettings['lists'] };
}
