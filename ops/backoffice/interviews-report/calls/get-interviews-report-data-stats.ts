import { homeToday } from '../../../../contracts/backoffice/clients-status/clients-table';
import { getInterviewsReportStats } from '../../../../query/backoffice/interviews-report/get-interviews-report';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getInterviewsReportDataStats(deps: ApiDeps, input: CallIn<'getInterviewsReportDataStats'>, _ctx: CallContext): Answer<'getInterviewsReportDataStats'> {
  return getInterviewsReportStats(deps.db, input, homeToday(deps.clock()));
}
