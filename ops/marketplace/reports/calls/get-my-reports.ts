import { getMyReports as myReports } from '../../../../query/marketplace/reports/get-reports';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getMyReports(deps: ApiDeps, _input: CallIn<'getMyReports'>, ctx: CallContext): Answer<'getMyReports'> {
  return { reports: await myReports(deps.db, signedIn(ctx).id) };
}
