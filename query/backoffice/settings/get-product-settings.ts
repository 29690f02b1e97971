import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { settingNames, type ProductSettings, type SettingName, type SettingValues } from '../../../contracts/backoffice/settings/settings';

type Db = Kysely<Database>;
const isSetting = (name: string): name is SettingName => (settingNames as readonly string[]).includes(name);
const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ''}`.trim());

// The settings as the product uses them now: each changed one as its last change left it, the
// others at their defaults. One indexed read of a few rows.
export async function effectiveSettings(db: Db, defaults: SettingValues): Promise<SettingValues> {
  const rows = await db.selectFrom('product_setting').select(['name', 'value']).execute();
  const changed = Object.fromEntries(rows.filter((r) => isSetting(r.name)).map((r) => [r.name, r.value]));
  return { ...defaults, ...changed } as SettingValues;
}

// The settings screen: each value, its default and its last change (who, named as the account
// reads now), and the revision a save names.
export async function getProductSettings(db: Db, defaults: SettingValues): Promise<ProductSettings> {
  const rows = await db
    .selectFrom('product_setting as s')
    .leftJoin('user_account as a', 'a.id', 's.changed_by')
    .select(['s.name', 's.value', 's.revision', 's.changed_by', 's.changed_at', 'a.first_name', 'a.last_name'])
    .execute();
  const byName = new Map(rows.map((r) => [r.name, r]));
  const setting = <K extends SettingName>(name: K) => {
    const row = byName.get(name);
    return {
      value: (row ? row.value : defaults[name]) as SettingValues[K],
      default: defaults[name],
      changedBy: row?.changed_by ? { id: row.changed_by, name: nameOf(row.first_name, row.last_name) } : null,
      changedAt: row ? new Date(row.changed_at).toISOString() : null,
    };
  };
  const revision = rows.reduce((highest, r) => Math.max(highest, r.revision), -1);
  return {
    revision,
    settings: {
      brandName: setting('brandName'),
      publishTimes: setting('publishTimes'),
      parts: setting('parts'),
      defaultJobLimit: setting('defaultJobLimit'),
      mailFrom: setting('mailFrom'),
    },
  };
}
