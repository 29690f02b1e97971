import { getDashboardStats as readStats } from '../../../../query/backoffice/statistics/get-statistics';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { rangeOf } from '../range';

export async function getDashboardStats(deps: ApiDeps, input: CallIn<'getDashboardStats'>, _ctx: CallContext): Answer<'getDashboardStats'> {
  return readStats(deps.db, rangeOf(deps, input));
}
