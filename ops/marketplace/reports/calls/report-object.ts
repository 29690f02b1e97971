import { reportObject as report } from '../../../../command/marketplace/reports/report-object';
import { said } from '../../../../contracts/core/messages';
import { reportMessages } from '../../../../contracts/marketplace/reports/messages';
import { getMyReports } from '../../../../query/marketplace/reports/get-reports';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function reportObject(deps: ApiDeps, input: CallIn<'reportObject'>, ctx: CallContext): Answer<'reportObject'> {
  const reporterId = signedIn(ctx).id;
  const reported = await report(
    deps,
    { reporterId, type: input.type, objectId: input.objectId, reason: input.reason, text: input.text || null, company: input.company || null },
    ctx.command,
  );
  return replyTo(reported, async () => ({ reports: await getMyReports(deps.db, reporterId), ...said(reportMessages, 'ReportSent') }));
}
