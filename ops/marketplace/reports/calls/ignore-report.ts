import { ignoreReport as ignore } from '../../../../command/marketplace/reports/moderate';
import { said } from '../../../../contracts/core/messages';
import { reportMessages } from '../../../../contracts/marketplace/reports/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function ignoreReport(deps: ApiDeps, input: CallIn<'ignoreReport'>, ctx: CallContext): Answer<'ignoreReport'> {
  const ignored = await ignore(deps, { reportId: input.reportId }, ctx.command);
  return replyTo(ignored, () => ({ reportId: input.reportId, ...said(reportMessages, 'ReportIgnoredNotice') }));
}
