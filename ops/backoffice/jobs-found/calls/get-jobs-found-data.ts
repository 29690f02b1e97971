import { jobsFoundTable } from '../../../../contracts/backoffice/jobs-found/jobs-table';
import { getJobsFound, jobsFoundRows } from '../../../../query/backoffice/jobs-found/get-jobs-found';
import type { CsvExport } from '../../../server/data-table-export';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getJobsFoundData(deps: ApiDeps, input: CallIn<'getJobsFoundData'>, _ctx: CallContext): Answer<'getJobsFoundData'> {
  return getJobsFound(deps.db, input);
}

// The jobs found file: every job of the search.
export function jobsFoundCsv(deps: ApiDeps, input: CallIn<'getJobsFoundData'>, _ctx: CallContext): CsvExport {
  return { table: jobsFoundTable, rows: jobsFoundRows(deps.db, input), headers: input.headers };
}
