import { homeToday } from '../../../contracts/backoffice/clients-status/clients-table';
import type { ClientsAnswer } from '../../../contracts/backoffice/clients-status/calls';
import type { TableInputOf } from '../../../contracts/core/data-table';
import type { clientsTable } from '../../../contracts/backoffice/clients-status/clients-table';
import { getClientsTable } from '../../../query/backoffice/clients-status/get-clients';
import { getStaffMembers } from '../../../query/coaching/journey/get-personal-journey';
import type { ApiDeps, CallContext } from '../../server/feature';
import { journeyListsOf } from '../journey-settings/journey-lists';

// The table's page for a search, with the lists the screen chooses from and whether the caller
// may edit (the client admin).
export async function clientsAnswer(deps: ApiDeps, input: TableInputOf<typeof clientsTable>, ctx: CallContext): Promise<ClientsAnswer> {
  const [page, lists, CSManagers] = await Promise.all([getClientsTable(deps.db, input, homeToday(deps.clock())), journeyListsOf(deps), getStaffMembers(deps.db)]);
  return { ...page, ...lists, CSManagers, hasPermmision: true, isCAdmin: ctx.roles.has('clientAdmin') };
}
