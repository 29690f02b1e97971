import { getMainDashboard } from '../../../../query/backoffice/statistics/get-statistics';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { rangeOf } from '../range';

export async function getMainDashboardData(deps: ApiDeps, input: CallIn<'getMainDashboardData'>, _ctx: CallContext): Answer<'getMainDashboardData'> {
  return getMainDashboard(deps.db, rangeOf(deps, input));
}
