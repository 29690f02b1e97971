import { deleteReportedObject as deleteObject } from '../../../../command/marketplace/reports/moderate';
import { said } from '../../../../contracts/core/messages';
import { reportMessages } from '../../../../contracts/marketplace/reports/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function deleteReportedObject(deps: ApiDeps, input: CallIn<'deleteReportedObject'>, ctx: CallContext): Answer<'deleteReportedObject'> {
  const deleted = await deleteObject(deps, { reportId: input.reportId, objectId: input.reportedId, objectType: input.type, company: input.company ?? null }, ctx.command);
  return replyTo(deleted, () => ({ reportId: input.reportId, ...said(reportMessages, 'ReportedObjectDeletedNotice', { type: input.type }) }));
}
