import { deleteReportedJob as deleteJob } from '../../../../command/marketplace/reports/moderate';
import { said } from '../../../../contracts/core/messages';
import { reportMessages } from '../../../../contracts/marketplace/reports/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function deleteReportedJob(deps: ApiDeps, input: CallIn<'deleteReportedJob'>, ctx: CallContext): Answer<'deleteReportedJob'> {
  const deleted = await deleteJob(deps, { reportId: input.reportId, jobId: input.reportedId }, ctx.command);
  return replyTo(deleted, () => ({ reportId: input.reportId, ...said(reportMessages, 'ReportedJobDeletedNotice') }));
}
