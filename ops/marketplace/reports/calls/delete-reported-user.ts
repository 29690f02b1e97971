import { deleteReportedUser as deleteUser } from '../../../../command/marketplace/reports/moderate';
import { said } from '../../../../contracts/core/messages';
import { reportMessages } from '../../../../contracts/marketplace/reports/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function deleteReportedUser(deps: ApiDeps, input: CallIn<'deleteReportedUser'>, ctx: CallContext): Answer<'deleteReportedUser'> {
  const deleted = await deleteUser(deps, { reportId: input.reportId, userId: input.reportedId }, ctx.command);
  return replyTo(deleted, () => ({ reportId: input.reportId, ...said(reportMessages, 'ReportedUserDeletedNotice') }));
}
