import { getCatData } from '../../../../query/backoffice/statistics/get-statistics';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getCATData(deps: ApiDeps, _input: CallIn<'getCATData'>, _ctx: CallContext): Answer<'getCATData'> {
  return getCatData(deps.db);
}
