import { leadsTable } from '../../../../contracts/backoffice/leads/leads-table';
import { leadsTableRows } from '../../../../query/backoffice/leads/get-leads';
import type { CsvExport } from '../../../server/data-table-export';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { leadsAnswer } from '../leads-answer';

export async function getLeadsData(deps: ApiDeps, input: CallIn<'getLeadsData'>, _ctx: CallContext): Answer<'getLeadsData'> {
  return leadsAnswer(deps, input);
}

// As CSV: every lead the filters and the search keep, streamed ('Leads').
export function leadsCsv(deps: ApiDeps, input: CallIn<'getLeadsData'>, _ctx: CallContext): CsvExport {
  return { table: leadsTable, rows: leadsTableRows(deps.db, input), headers: input.headers };
}
