import { staffFlagColumns } from '../../../contracts/identity/users/tables';
import { DEFAULT_QUESTIONNAIRE_STATUSES } from '../../../contracts/backoffice/leads/lead';
import type { CommandDeps } from '../../core/deps';

// The questionnaire statuses a lead's status is one of (besides blank). The one place that knows
// where they are kept: every reader (the rules, the table's answer, the questionnaires) asks here.
// They are a journey settings list (/{product}-settings): as last saved there, else the defaults.
export async function questionnaireStatusesOf(deps: Pick<CommandDeps, 'db'>): Promise<string[]> {
  const row = await deps.db.selectFrom('journey_setting_list').select('value').where('name', '=', 'questionnaireStatuses').executeTakeFirst();
  return row ? (row.value as string[]) : [...DEFAULT_QUESTIONNAIRE_STATUSES];
}

// The staff accounts' ids: a lead's manager is one of them.
export async function staffIds(deps: Pick<CommandDeps, 'db'>): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('user_account')
    .select('id')
    .where((eb) => eb.or(staffFlagColumns.map((column) => eb(column, '=', true))))
    .execute();
  return rows.map((r) => r.id);
}
