import { reportsTable } from '../../../../contracts/marketplace/reports/reports-table';
import { getReportsPage, reportsTableRows } from '../../../../query/marketplace/reports/get-reports';
import type { CsvExport } from '../../../server/data-table-export';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getReports(deps: ApiDeps, input: CallIn<'getReports'>, _ctx: CallContext): Answer<'getReports'> {
  return { ...(await getReportsPage(deps.db, input)), cells: [...reportsTable.columns] };
}

// As CSV: every report the filter and the search keep ('Reports').
export function reportsCsv(deps: ApiDeps, input: CallIn<'getReports'>, _ctx: CallContext): CsvExport {
  return { table: reportsTable, rows: reportsTableRows(deps.db, input), headers: input.headers };
}
