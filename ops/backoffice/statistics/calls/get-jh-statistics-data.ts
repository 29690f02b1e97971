import { getJhStatistics } from '../../../../query/backoffice/statistics/get-statistics';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { rangeOf } from '../range';

export async function getJHStatisticsData(deps: ApiDeps, input: CallIn<'getJHStatisticsData'>, _ctx: CallContext): Answer<'getJHStatisticsData'> {
  return getJhStatistics(deps.db, rangeOf(deps, input));
}
