import { homeToday } from '../../../../contracts/backoffice/clients-status/clients-table';
import { interviewsReportTable } from '../../../../contracts/backoffice/interviews-report/report-table';
import { getInterviewsReport, interviewsReportRows } from '../../../../query/backoffice/interviews-report/get-interviews-report';
import type { CsvExport } from '../../../server/data-table-export';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getInterviewsReportData(deps: ApiDeps, input: CallIn<'getInterviewsReportData'>, _ctx: CallContext): Answer<'getInterviewsReportData'> {
  return getInterviewsReport(deps.db, input, homeToday(deps.clock()));
}

// The Interviews file: every interview of the search and range.
export function interviewsCsv(deps: ApiDeps, input: CallIn<'getInterviewsReportData'>, _ctx: CallContext): CsvExport {
  return { table: interviewsReportTable, rows: interviewsReportRows(deps.db, input, homeToday(deps.clock())), headers: input.headers };
}
