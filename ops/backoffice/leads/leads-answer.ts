import type { LeadsAnswer } from '../../../contracts/backoffice/leads/calls';
import { leadsTable } from '../../../contracts/backoffice/leads/leads-table';
import type { TableInputOf } from '../../../contracts/core/data-table';
import { questionnaireStatusesOf } from '../../../command/backoffice/leads/facts';
import { getStaffMembers } from '../../../query/coaching/journey/get-personal-journey';
import { getLeadsPage } from '../../../query/backoffice/leads/get-leads';
import type { ApiDeps } from '../../server/feature';

// The leads table's page for a search, with the staff and statuses the dialog chooses from.
export async function leadsAnswer(deps: ApiDeps, input: TableInputOf<typeof leadsTable>): Promise<LeadsAnswer> {
  const [page, CSManagers, questionnaireStatuses] = await Promise.all([getLeadsPage(deps.db, input), getStaffMembers(deps.db), questionnaireStatusesOf(deps)]);
  return { ...page, cells: [...leadsTable.columns], CSManagers, questionnaireStatuses };
}
