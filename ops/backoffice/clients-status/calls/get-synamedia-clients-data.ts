import { clientsTable, homeToday } from '../../../../contracts/backoffice/clients-status/clients-table';
import { clientsTableRows } from '../../../../query/backoffice/clients-status/get-clients';
import type { CsvExport } from '../../../server/data-table-export';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { clientsAnswer } from '../clients-answer';

export async function getSynamediaClientsData(deps: ApiDeps, input: CallIn<'getSynamediaClientsData'>, ctx: CallContext): Answer<'getSynamediaClientsData'> {
  return clientsAnswer(deps, input, ctx);
}

// The Clients file: every client of the search and range.
export function clientsCsv(deps: ApiDeps, input: CallIn<'getSynamediaClientsData'>, _ctx: CallContext): CsvExport {
  return { table: clientsTable, rows: clientsTableRows(deps.db, input, homeToday(deps.clock())), headers: input.headers };
}
